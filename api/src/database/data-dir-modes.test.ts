// What the shop writes in DATA_DIR (its database and its backups, the mail outbox, the staff's password and secrets' key,
// the deployed apps) is readable by the shop's user only: a look at the folder as the running server leaves it.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';

/** Every file and folder under `folder`, with its permission bits. */
function modesUnder(folder: string): { entry: string; mode: number; isFolder: boolean }[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    // A file written aside and renamed (a backup's partial copy) may be gone by the time it is looked at.
    const stats = statSync(full, { throwIfNoEntry: false });
    return stats ? [{ entry: path.relative(folder, full), mode: stats.mode & 0o777, isFolder: entry.isDirectory() }] : [];
  });
}

describe('the files of a running shop', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lemon-modes-'));
    // The nightly backup runs at the first start: its copy is the whole shop's data.
    server = await startServerProcess({ DATA_DIR: dataDir, BACKUP_HOUR: '3' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are readable by the shop’s user only: the database, mail, the staff password and the secrets key', async () => {
    // A mail to the outbox: a reset link for the staff account made on first start.
    const forgot = await fetch(`${server.url}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'atelier@atelier-du-citron.fr', locale: 'fr' }),
    });
    expect(forgot.status).toBe(200);
    const deadline = Date.now() + 10_000;
    const written = (pattern: RegExp) => modesUnder(dataDir).some(({ entry }) => pattern.test(entry));
    // The backup's record is written last.
    while (!(written(/^mail\//) && written(/^backups\/backup-status\.json$/)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));

    // The deployed apps are the files every visitor is sent (copied as they were built): DATA_DIR's own mode closes
    // them to other users like the rest, and what is the shop's alone is private even inside.
    const entries = modesUnder(dataDir).filter(({ entry }) => entry !== 'apps' && !entry.startsWith('apps/'));
    const names = entries.map(({ entry }) => entry);
    expect(names).toEqual(
      expect.arrayContaining([
        'secrets.key',
        'staff-password.txt',
        expect.stringMatching(/^mail\/.+\.eml$/),
        expect.stringMatching(/^backups\/shop-.+\.sqlite\.gz$/),
        'backups/backup-status.json',
      ]),
    );
    expect(names.some((name) => name.endsWith('.sqlite'))).toBe(true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const open = entries.filter(({ mode }) => (mode & 0o077) !== 0).map(({ entry, mode }) => `${entry} ${mode.toString(8)}`);
    expect(open).toEqual([]);
  }, 30_000);
});
