// The back office's frame as the owner uses it: its menu, one button on a phone, a column on a computer.
import type { Page } from '@playwright/test';
import { slot } from './shop-page';
import { texts } from './translations';

const t = texts('fr').admin;

/** The back office's menu. */
export const adminMenu = (page: Page) => slot(page, 'admin').getByRole('navigation', { name: t.menu });

/** Opens a section from the menu, opening the menu first where it is one button (a phone). */
export async function goToSection(page: Page, title: string): Promise<void> {
  const toggle = adminMenu(page).getByRole('button');
  if (await toggle.isVisible()) await toggle.click();
  await adminMenu(page).getByRole('link', { name: title, exact: true }).click();
}
