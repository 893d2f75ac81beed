import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure } from '../test-support/metrics-text';
import { createTestApp } from '../test-support/test-app';
import { backupsIn, readBackupStatus } from './sqlite-backups';

describe('the nightly backup of the running shop', () => {
  let backupDir: string;
  beforeAll(() => {
    backupDir = mkdtempSync(path.join(tmpdir(), 'lemon-nightly-'));
  });
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }));

  const shopWithBackups = (environment: NodeJS.ProcessEnv = {}) =>
    createTestApp('sqlite', { environment: { BACKUP_HOUR: '3', BACKUP_DIR: backupDir, ...environment } });

  it('is made as the shop starts when none was made since the last night, logged, counted and recorded', async () => {
    const shop = await shopWithBackups();
    try {
      await shop.app.ready();
      // The backup runs beside the start: wait for its file.
      await expect.poll(() => backupsIn(backupDir).length, { timeout: 10_000 }).toBe(1);
      await expect.poll(async () => figure(await shop.app.metrics.text(), 'shop_backups_total', { outcome: 'made' })).toBe(1);
      const [made] = backupsIn(backupDir);
      expect((await readBackupStatus(backupDir)).lastMade).toEqual({
        at: made!.madeAt.toISOString(),
        file: made!.name,
        bytes: made!.bytes,
      });
      expect(figure(await shop.app.metrics.text(), 'shop_last_backup_timestamp_seconds')).toBe(made!.madeAt.getTime() / 1000);
    } finally {
      await shop.close();
    }
  });

  it('is not made again by a shop started after it the same night', async () => {
    const shop = await shopWithBackups();
    try {
      await shop.app.ready();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(backupsIn(backupDir)).toHaveLength(1);
      expect(figure(await shop.app.metrics.text(), 'shop_backups_total')).toBe(0);
    } finally {
      await shop.close();
    }
  });

  it('fails into the log, the figures and the record when it cannot be written', async () => {
    const unwritable = path.join(backupDir, 'not-a-folder');
    writeFileSync(unwritable, 'a file where the folder should be');
    const shop = await shopWithBackups({ BACKUP_DIR: path.join(unwritable, 'backups') });
    try {
      await shop.app.ready();
      await expect.poll(async () => figure(await shop.app.metrics.text(), 'shop_backups_total', { outcome: 'failed' })).toBe(1);
      expect(shop.logs.find('nightly backup failed', 'error')).toHaveLength(1);
    } finally {
      await shop.close();
    }
  });
});
