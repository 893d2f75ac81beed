// Deploys or rolls back one feature app while the shop runs: the shell and the server stay as they are.
//   pnpm app:deploy <app> [--prebuilt | --from <dir>]    build (unless told otherwise), install, switch
//   pnpm app:deploy --all --prebuilt                     what `pnpm build` runs last
//   pnpm app:rollback <app> [--to <version>]
//   pnpm app:versions
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { Deployments } from './deployments';
import { featureAppNames, isFeatureAppName, type FeatureAppName } from '@lemon/shared/feature-apps';
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

function appsToHandle(): FeatureAppName[] {
  const names = values.all ? featureAppNames : apps;
  if (names.length === 0) throw new Error(`Name a feature app (${featureAppNames.join(', ')}) or pass --all`);
  const unknown = names.filter((name) => !isFeatureAppName(name));
  if (unknown.length) throw new Error(`Unknown feature app: ${unknown.join(', ')}`);
  return names as FeatureAppName[];
}

async function deploy() {
  const selected = appsToHandle();
  if (values.from && selected.length !== 1) throw new Error('--from deploys one app');
  for (const app of selected) {
    if (!values.prebuilt && !values.from) buildFeatureApp(app);
    const buildDir = values.from ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from) : buildDirOf(app);
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

async function list() {
  const record = await deployments.read();
  for (const app of featureAppNames) {
    const deployed = record[app];
    console.log(deployed ? `${app}: ${deployed.current} (before: ${deployed.previous.join(', ') || 'none'})` : `${app}: not deployed`);
  }
}

const commands: Record<string, () => Promise<void>> = { deploy, rollback, list };

try {
  const run = commands[command ?? ''];
  if (!run) throw new Error(`Unknown command ${command ?? '(none)'}: use deploy, rollback or list`);
  await run();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
