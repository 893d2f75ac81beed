import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Deployments } from './deployments';
import { featureAppNames } from '@lemon/shared/feature-apps';
import { buildDirOf } from './feature-app-builds';

/** On a fresh machine nothing is deployed yet: serve the workspace's builds of the apps that have none. */
export async function deployMissingFeatureApps(dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const deployments = new Deployments(dataDir);
  const deployed = await deployments.read();
  for (const app of featureAppNames) {
    if (deployed[app]) continue;
    const buildDir = buildDirOf(app);
    if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) {
      log.warn(`${app} is neither deployed nor built: its pages show a fallback until pnpm build has run`);
      continue;
    }
    const { version } = await deployments.deploy(app, buildDir);
    log.info(`${app}: deployed the workspace build as ${version}`);
  }
}
