import path from 'node:path';
import { appPagesSchema, pagesFile, type RouteTable } from '@lemon/app-protocol';
import type { RemotesMap } from '@lemon/shared/contract';
import { composeShopRoutes } from '@lemon/shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Deployments } from '../remotes/deployments';
import { BuildFiles } from './build-files';

/** The apps deployed, and the shop's routes they compose. */
export interface DeployedShop {
  remotes: RemotesMap;
  routes: RouteTable;
}

/** Where the shop's routes come from: the apps deployed now. */
export interface DeployedRoutes {
  current(): Promise<DeployedShop>;
}

/**
 * The shop's routes as the server knows them at this moment: the shell's pages (its build's `pages.json`) and
 * those of each app's deployed version, composed anew when either changes. Deploying an app with a new page
 * makes its address a page; rolling it back makes it a 404 again, with no restart.
 */
export class ShopRoutes implements DeployedRoutes {
  private readonly files: BuildFiles;
  private composed?: { key: string; routes: RouteTable };

  constructor(
    private readonly shellDir: string,
    private readonly deployments: Deployments,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.files = new BuildFiles(log);
  }

  /** The apps deployed now and the routes they compose. */
  async current(): Promise<DeployedShop> {
    const remotes = await this.deployments.remotesMap();
    return { remotes, routes: await this.of(remotes) };
  }

  /** The routes the shell and the apps of this remotes map compose. */
  async of(remotes: RemotesMap): Promise<RouteTable> {
    // Before the first deploy, the shell's pages alone (none before its build): no app, no page of it.
    const shellPages = await this.files.json(path.join(this.shellDir, pagesFile), appPagesSchema);
    const key = JSON.stringify([shellPages, Object.entries(remotes).map(([app, { version, pages }]) => [app, pages ? version : ''])]);
    if (this.composed?.key !== key) {
      const { table, refused } = composeShopRoutes(shellPages, remotes);
      for (const reason of refused) this.log.warn(reason);
      this.composed = { key, routes: table };
    }
    return this.composed.routes;
  }
}
