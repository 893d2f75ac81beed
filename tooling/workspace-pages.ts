// The pages the workspace's builds declare, as their deploys publish them: for code that runs the shop from its
// sources (the unit tests, the checks of what the apps declare) rather than from the builds deployed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appPagesSchema, type AppPages } from '@lemon/app-protocol';
import { shellPages } from '../shell/src/apps/shell-pages';
import { appFolder, workspaceFeatureApps, workspaceRoot } from './workspace-apps';

/** A feature app's pages: the one declaration its `src/pages.ts` exports. */
async function declaredPagesOf(app: string): Promise<AppPages> {
  const module = (await import(pathToFileURL(path.join(workspaceRoot, appFolder(app), 'src', 'pages.ts')).href)) as Record<string, unknown>;
  const [declared, ...more] = Object.values(module);
  if (more.length) throw new Error(`${appFolder(app)}/src/pages.ts exports more than its pages`);
  return appPagesSchema.parse(declared);
}

/** The shell's pages and each feature app's, the shell's first: the order the shop composes them in. */
export async function workspacePages(): Promise<[build: string, pages: AppPages][]> {
  const apps = workspaceFeatureApps(workspaceRoot);
  return [['shell', shellPages], ...(await Promise.all(apps.map(async (app) => [app, await declaredPagesOf(app)] as [string, AppPages])))];
}
