import { expect, type Page } from '@playwright/test';
import type { Locale } from '@lemon/shared/locales';
import { texts } from './translations';

export const slot = (page: Page, app: string) => page.locator(`#app-${app}`);

/** The page shows this app's heading in its slot, and every other feature app's slot (one per app deployed) is empty. */
export async function expectShownBy(page: Page, owner: string, title: string): Promise<void> {
  await expect(slot(page, owner).getByRole('heading', { level: 1 })).toHaveText(title);
  const others = page.locator(`.app-slot[data-app]:not([data-app="${owner}"])`);
  await expect(others).not.toHaveCount(0);
  for (const other of await others.all()) await expect(other).toBeEmpty();
}

export const header = (page: Page) => page.getByRole('banner');

export async function openMenu(page: Page, locale: Locale): Promise<void> {
  await header(page)
    .getByRole('button', { name: texts(locale).shell.header.openMenu })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
}
