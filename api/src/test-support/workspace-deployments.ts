import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
      writeFileSync(path.join(build, 'pages.json'), JSON.stringify(pages));
      await deployments.deploy(app, build);
    }
  } finally {
    rmSync(buildsDir, { recursive: true, force: true });
  }
}
