import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { featureAppFolder, type FeatureAppName } from '@lemon/shared/feature-apps';
import { workspaceRoot } from '../config/config';

/** Where `pnpm build` leaves an app's files. */
export const buildDirOf = (app: FeatureAppName) => path.join(workspaceRoot, featureAppFolder(app), 'dist');

/** Builds one feature app for production, alone: neither the shell nor the other apps are touched. */
export function buildFeatureApp(app: FeatureAppName): void {
  const result = spawnSync('pnpm', ['--filter', `./${featureAppFolder(app)}`, 'run', 'build'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${app} failed`);
}
