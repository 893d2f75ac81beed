import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Deployments } from './deployments';
import { workspaceFeatureApps } from '@lemon/tooling/workspace-apps';
import { workspaceRoot } from '../config/config';
import { buildDirOf } from './feature-app-builds';

/**
 * On a fresh machine nothing is deployed yet: serve the workspace's builds of the apps never deployed (an app
 * retired on purpose stays so).
 */
export async function deployMissingFeatureApps(dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const deployments = new Deployments(dataDir);
  for (const app of workspaceFeatureApps(workspaceRoot)) {
    if (await deployments.known(app)) continue;
    const buildDir = buildDirOf(app);
    if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) {
      log.warn(`${app} is neither deployed nor built: its pages show a fallback until pnpm build has run`);
      continue;
    }
    const { version } = await deployments.deploy(app, buildDir);
    log.info(`${app}: deployed the workspace build as ${version}`);
  }
}
