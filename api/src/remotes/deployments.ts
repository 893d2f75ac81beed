import { createHash, randomUUID } from 'node:crypto';
import { existsSync, type Dirent } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appPagesSchema, pagesFile, type AppPages } from '@lemon/app-protocol';
import type { RemotesMap } from '@lemon/shared/contract';

/**
 * A feature app's deployments: the version the shop serves and the ones it served before, oldest first. A retired
 * app is served no more (its pages are gone from the shop) until it is deployed again.
 */
interface AppDeployments {
  current: string;
  previous: string[];
  retired?: true;
}
type DeploymentsFile = Record<string, AppDeployments>;

const manifestFile = 'mf-manifest.json';

/**
 * A deployed build's version: a hash of its files, so deploying the same build twice changes nothing.
 * A build holds files and folders only: a symbolic link would have the server send whatever it points to.
 */
async function buildVersion(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  const relative = (entry: Dirent) => path.relative(buildDir, path.join(entry.parentPath, entry.name));
  const link = entries.find((entry) => !entry.isFile() && !entry.isDirectory());
  if (link) throw new Error(`${relative(link)} in ${buildDir} is not a plain file or folder: a build to deploy holds only those`);
  const files = entries
    .filter((entry) => entry.isFile())
    .map(relative)
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(buildDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** The apps the shop serves, each with its deployments. */
const served = (record: DeploymentsFile) => Object.entries(record).filter(([, deployed]) => !deployed.retired);

/**
 * Feature app builds installed under `{dataDir}/apps/{app}/{version}/` and the record of which
 * version each app serves. The server reads the record on every `/remotes.json`, so switching a
 * version needs no restart; files of a version never change once written, so they cache forever.
 */
export class Deployments {
  readonly appsDir: string;
  private readonly recordFile: string;
  private readonly declaredPages = new Map<string, Promise<AppPages | undefined>>();

  constructor(dataDir: string) {
    this.appsDir = path.join(dataDir, 'apps');
    this.recordFile = path.join(dataDir, 'deployments.json');
  }

  async read(): Promise<DeploymentsFile> {
    try {
      return JSON.parse(await readFile(this.recordFile, 'utf8')) as DeploymentsFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
  }

  /**
   * What the shell reads at boot: each app's current manifest, under its versioned path, and the pages it
   * declares, from which the shop's routes are composed.
   */
  async remotesMap(): Promise<RemotesMap> {
    const record = await this.read();
    return Object.fromEntries(
      await Promise.all(
        served(record).map(async ([app, { current }]) => {
          const pages = await this.pagesOf(app, current);
          return [app, { version: current, manifest: `/apps/${app}/${current}/${manifestFile}`, ...(pages && { pages }) }] as const;
        }),
      ),
    );
  }

  /** The pages a deployed version declares, read once (a version's files never change); none for a build made before apps declared them. */
  private pagesOf(app: string, version: string): Promise<AppPages | undefined> {
    const file = path.join(this.appsDir, app, version, pagesFile);
    let pages = this.declaredPages.get(file);
    if (!pages) {
      pages = readFile(file, 'utf8').then(
        (text) => appPagesSchema.parse(JSON.parse(text)),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      );
      this.declaredPages.set(file, pages);
      pages.catch(() => this.declaredPages.delete(file));
    }
    return pages;
  }

  /** Installs a build as a new version of an app and makes it the one served. */
  async deploy(app: string, buildDir: string): Promise<{ version: string; changed: boolean }> {
    if (!existsSync(path.join(buildDir, manifestFile))) {
      throw new Error(`${buildDir} holds no ${manifestFile}: build the ${app} app first`);
    }
    const version = await buildVersion(buildDir);
    const target = path.join(this.appsDir, app, version);
    if (!existsSync(target)) {
      // Copy beside, then rename: a version folder is either complete or absent.
      const staging = `${target}.staging-${randomUUID()}`;
      await cp(buildDir, staging, { recursive: true });
      await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
        // Another process (API processes starting together on one data folder) installed it first: the
        // same files, since the version is their hash.
        await rm(staging, { recursive: true, force: true });
        if (!existsSync(target)) throw error;
      });
    }
    const record = await this.read();
    const deployed = record[app];
    if (deployed?.current === version) {
      if (!deployed.retired) return { version, changed: false };
      record[app] = { current: version, previous: deployed.previous };
    } else {
      record[app] = { current: version, previous: deployed ? [...deployed.previous, deployed.current] : [] };
    }
    await this.write(record);
    return { version, changed: true };
  }

  /** Serves the version deployed before the current one again (or a given installed version). */
  async rollback(app: string, toVersion?: string): Promise<{ from: string; to: string }> {
    const record = await this.read();
    const deployed = record[app];
    if (!deployed) throw new Error(`${app} has never been deployed`);
    if (deployed.retired) throw new Error(`${app} is retired: deploy it to serve it again`);
    const to = toVersion ?? deployed.previous.at(-1);
    if (!to) throw new Error(`${app} has no earlier version to roll back to`);
    if (!existsSync(path.join(this.appsDir, app, to, manifestFile))) throw new Error(`${app} has no installed version ${to}`);
    // Stepping back forgets the version left; jumping to a given one keeps it reachable.
    const previous = toVersion
      ? [...deployed.previous.filter((version) => version !== to), deployed.current]
      : deployed.previous.slice(0, -1);
    record[app] = { current: to, previous };
    await this.write(record);
    return { from: deployed.current, to };
  }

  /**
   * Stops serving an app: its pages leave the shop, the other apps and the shell stay as they are. Its versions
   * stay installed and recorded; deploying it again serves it anew.
   */
  async retire(app: string): Promise<{ version: string }> {
    const record = await this.read();
    const deployed = record[app];
    if (!deployed || deployed.retired) throw new Error(`${app} is not served`);
    record[app] = { ...deployed, retired: true };
    await this.write(record);
    return { version: deployed.current };
  }

  /** Whether an app was ever deployed, even if retired since: a fresh machine's first start deploys only the others. */
  async known(app: string): Promise<boolean> {
    return (await this.read())[app] !== undefined;
  }

  private async write(record: DeploymentsFile): Promise<void> {
    await mkdir(path.dirname(this.recordFile), { recursive: true });
    const staging = `${this.recordFile}.${process.pid}.tmp`;
    await writeFile(staging, `${JSON.stringify(record, null, 2)}\n`);
    await rename(staging, this.recordFile); // readers see the old record or the new one, never half of it
  }
}
