import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { slot } from '../support/shop-page';
import { testDataDir, workspaceRoot } from '../support/test-server';

const pnpm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('pnpm', args, { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: testDataDir, ...env }, stdio: 'pipe' }).toString();

const servedContentVersion = async (request: APIRequestContext) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-store');
  return ((await response.json()) as Record<string, { version: string }>).content!.version;
};

test('deploying a new version of one feature app and rolling it back changes what the browser gets', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shellPage = await (await request.get('/')).text();
  const firstVersion = await servedContentVersion(request);

  await page.goto('/en/cgv');
  await expect(slot(page, 'content')).toHaveAttribute('data-build', /.+/);
  const firstBuild = (await slot(page, 'content').getAttribute('data-build'))!;
  expect(firstBuild).not.toBe('e2e-next');

  // A new build of the content app alone, in its own folder, deployed while the server runs.
  const buildDir = mkdtempSync(path.join(tmpdir(), 'content-build-'));
  try {
    pnpm(['--filter', './mf-content', 'exec', 'rspack', 'build', '--output-path', buildDir], {
      NODE_ENV: 'production',
      BUILD_ID: 'e2e-next',
    });
    expect(pnpm(['app:deploy', 'content', '--from', buildDir])).toMatch(/content: now serving/);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }

  const nextVersion = await servedContentVersion(request);
  expect(nextVersion).not.toBe(firstVersion);
  const entryLoaded = page.waitForRequest(`**/apps/content/${nextVersion}/remoteEntry.js`);
  await page.reload();
  await entryLoaded;
  await expect(slot(page, 'content')).toHaveAttribute('data-build', 'e2e-next');

  expect(pnpm(['app:rollback', 'content'])).toMatch(`rolled back from ${nextVersion} to ${firstVersion}`);
  expect(await servedContentVersion(request)).toBe(firstVersion);
  await page.reload();
  await expect(slot(page, 'content')).toHaveAttribute('data-build', firstBuild);

  // The shell was not rebuilt: its page is the same, byte for byte.
  expect(await (await request.get('/')).text()).toBe(shellPage);
});
