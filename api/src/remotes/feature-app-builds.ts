import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appFolder } from '@lemon/tooling/workspace-apps';
import { workspaceRoot } from '../config/config';

/** Where `pnpm build` leaves an app's files. */
export const buildDirOf = (app: string) => path.join(workspaceRoot, appFolder(app), 'dist');

/** Builds one feature app for production, alone: neither the shell nor the other apps are touched. */
export function buildFeatureApp(app: string): void {
  const result = spawnSync('pnpm', ['--filter', `./${appFolder(app)}`, 'run', 'build'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${app} failed`);
}
