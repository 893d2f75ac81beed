// Deploys or rolls back one feature app while the shop runs: the shell and the server stay as they are.
//   pnpm app:deploy <app> [--prebuilt | --from <dir>]    build (unless told otherwise), install, switch
//   pnpm app:deploy --all --prebuilt                     what `pnpm build` runs last
//   pnpm app:rollback <app> [--to <version>]
//   pnpm app:retire <app>                                 stop serving an app (its pages leave the shop)
//   pnpm app:versions
// An app is a name: a folder `mf-<app>` of the workspace to build, or any build (`--from`) of a new team's app.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig, workspaceRoot } from '../config/config';
import { Deployments } from './deployments';
import { workspaceFeatureApps } from '@lemon/tooling/workspace-apps';
import { checkCallsRecorded } from '../consumer-records/kept-records';
import { buildDirOf, buildFeatureApp } from './feature-app-builds';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    prebuilt: { type: 'boolean', default: false },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});
const [command, ...apps] = positionals;
const deployments = new Deployments(loadConfig().dataDir);

/** An app's name is a part of its files' addresses (`/apps/<app>/`) and a folder's name. */
const appNamePattern = /^[a-z][a-z0-9-]{0,39}$/;

function appsToHandle(): string[] {
  const names = values.all ? workspaceFeatureApps(workspaceRoot) : apps;
  if (names.length === 0) throw new Error(`Name a feature app (${workspaceFeatureApps(workspaceRoot).join(', ')}) or pass --all`);
  const invalid = names.filter((name) => !appNamePattern.test(name));
  if (invalid.length) throw new Error(`Not an app's name (lowercase letters, digits and dashes): ${invalid.join(', ')}`);
  if (names.includes('shell')) throw new Error('shell is the page around the apps: it is deployed with the server');
  return names;
}

/** The apps to build from the workspace: each must have its folder there. */
function workspaceAppsToHandle(): string[] {
  const selected = appsToHandle();
  const unknown = selected.filter((name) => !workspaceFeatureApps(workspaceRoot).includes(name));
  if (unknown.length) throw new Error(`No folder mf-${unknown.join(', mf-')} in the workspace: deploy a build with --from <dir>`);
  return selected;
}

async function deploy() {
  const selected = values.from ? appsToHandle() : workspaceAppsToHandle();
  if (values.from && selected.length !== 1) throw new Error('--from deploys one app');
  for (const app of selected) {
    if (!values.prebuilt && !values.from) buildFeatureApp(app);
    const buildDir = values.from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from) : buildDirOf(app);
    checkCallsRecorded(app, buildDir);
    const { version, changed } = await deployments.deploy(app, buildDir);
    console.log(changed ? `${app}: now serving ${version}` : `${app}: ${version} is already served`);
  }
}

async function rollback() {
  for (const app of appsToHandle()) {
    const { from, to } = await deployments.rollback(app, values.to);
    console.log(`${app}: rolled back from ${from} to ${to}`);
  }
}

async function retire() {
  for (const app of appsToHandle()) {
    const { version } = await deployments.retire(app);
    console.log(`${app}: retired (it served ${version}; deploy it to serve it again)`);
  }
}

async function list() {
  const record = await deployments.read();
  for (const app of [...new Set([...Object.keys(record), ...workspaceFeatureApps(workspaceRoot)])].sort()) {
    const deployed = record[app];
    const state = deployed?.retired ? 'retired, last served' : '';
    console.log(
      deployed
        ? `${app}: ${state}${state && ' '}${deployed.current} (before: ${deployed.previous.join(', ') || 'none'})`
        : `${app}: not deployed`,
    );
  }
}

const commands: Record<string, () => Promise<void>> = { deploy, rollback, retire, list };

try {
  const run = commands[command ?? ''];
  if (!run) throw new Error(`Unknown command ${command ?? '(none)'}: use deploy, rollback, retire or list`);
  await run();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
