import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from '../config/config';

/** The feature apps of the workspace, by their name in the remotes map. */
export const featureAppFolders = {
  catalog: 'mf-catalog',
  cart: 'mf-cart',
  account: 'mf-account',
  content: 'mf-content',
} as const;
export type FeatureAppName = keyof typeof featureAppFolders;

export const isFeatureAppName = (name: string): name is FeatureAppName => name in featureAppFolders;

/** Where `pnpm build` leaves an app's files. */
export const buildDirOf = (app: FeatureAppName) => path.join(workspaceRoot, featureAppFolders[app], 'dist');

/** Builds one feature app for production, alone: neither the shell nor the other apps are touched. */
export function buildFeatureApp(app: FeatureAppName): void {
  const result = spawnSync('pnpm', ['--filter', `./${featureAppFolders[app]}`, 'run', 'build'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${app} failed`);
}
