import { expect, type Page } from '@playwright/test';
import type { Locale } from '@lemon/shared/locales';
import { featureAppNames, type FeatureAppName } from '@lemon/shared/feature-apps';
import { texts } from './translations';

export const slot = (page: Page, app: FeatureAppName) => page.locator(`#app-${app}`);

/** The page shows this app's heading in its slot, and every other feature app's slot is empty. */
export async function expectShownBy(page: Page, owner: FeatureAppName, title: string): Promise<void> {
  await expect(slot(page, owner).getByRole('heading', { level: 1 })).toHaveText(title);
  for (const other of featureAppNames.filter((app) => app !== owner)) await expect(slot(page, other)).toBeEmpty();
}

export const header = (page: Page) => page.getByRole('banner');

export async function openMenu(page: Page, locale: Locale): Promise<void> {
  await header(page)
    .getByRole('button', { name: texts(locale).shell.header.openMenu })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
}
