import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pagesFile } from '@lemon/app-protocol';
import { workspacePages } from '@lemon/tooling/workspace-pages';
import { Deployments } from '../remotes/deployments';

/**
 * Deploys into a data folder a build of each of the workspace's apps that holds only the pages it declares: the
 * server processes started on that folder route the shop's pages (sitemap, first HTML) as with the real builds,
 * which the unit tests run without.
 */
export async function deployWorkspacePages(dataDir: string): Promise<void> {
  const deployments = new Deployments(dataDir);
  const buildsDir = mkdtempSync(path.join(tmpdir(), 'workspace-pages-'));
  try {
    for (const [app, pages] of await workspacePages()) {
      if (app === 'shell') continue;
      const build = path.join(buildsDir, app);
      mkdirSync(build);
      writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
      writeFileSync(path.join(build, pagesFile), JSON.stringify(pages));
      await deployments.deploy(app, build);
    }
  } finally {
    rmSync(buildsDir, { recursive: true, force: true });
  }
}

/**
 * A shell "build" in the data folder holding only the pages the workspace's shell declares, so a test's server
 * knows the shell's pages whether or not the real shell was built (the unit tests run before the build).
 */
export async function writeWorkspaceShellPages(dataDir: string): Promise<string> {
  const shellDir = path.join(dataDir, 'shell-build');
  mkdirSync(shellDir, { recursive: true });
  const shellPages = (await workspacePages()).find(([app]) => app === 'shell')?.[1];
  writeFileSync(path.join(shellDir, pagesFile), JSON.stringify(shellPages));
  return shellDir;
}
