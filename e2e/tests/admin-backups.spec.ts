// The backups as the owner meets them: Today warns, on a phone, when the night's backup failed, and `./shop backup`
// makes one while the shop serves, which Today then shows.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { localizedPath } from '@lemon/shared/routes';
import { recordBackup } from '../../api/src/backups/sqlite-backups';
import { expect, test } from '../support/fixtures';
import { phone } from '../support/screens';
import { slot } from '../support/shop-page';
import { texts } from '../support/translations';
import { testDataDir, workspaceRoot } from '../support/test-server';

const t = texts('fr').admin.today.backups;
const backupsDir = path.join(testDataDir, 'backups');

test.use({ ...phone });

test('Today warns the owner on a phone when the backup failed, and shows the one ./shop backup then makes', async ({ page, owner }) => {
  void owner;
  await recordBackup(backupsDir, { failedAt: new Date(), error: 'No space left on device' });
  await page.goto(localizedPath('fr', 'adminToday'));
  const warning = slot(page, 'admin').getByRole('region', { name: t.title });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Prévenez la personne qui s’occupe du serveur');
  // The whole card on the screen, nothing to scroll sideways.
  const box = (await warning.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);

  // The README's command, on the serving shop's data.
  const made = execFileSync('./shop', ['backup'], { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: testDataDir }, stdio: 'pipe' });
  expect(made.toString()).toMatch(/shop-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite\.gz/);
  await page.reload();
  await expect(slot(page, 'admin').getByText(/^Dernière sauvegarde des données :/)).toBeVisible();
  await expect(warning).toBeHidden();
});
