import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  serverRenderFile,
  serverRenderVersion,
  type FeatureAppServerRender,
  type ServerRenderHost,
  type ShellServerRender,
} from '@lemon/app-protocol/render';
import type { FastifyBaseLogger } from 'fastify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import { DrawingTurns } from './drawing-turns';

const requireRender = createRequire(import.meta.url);

/**
 * The server renders of the builds the shop serves (`server/render.cjs` of the shell and of each deployed
 * feature app), loaded once per version: a feature app deployed anew is drawn by its own new render from the
 * next page on, and the shell's, rebuilt in place, once it has changed. A build without one (made before
 * they existed, or an app with no public page), or one speaking another version of the render API, leaves
 * its part of the page to the browser. The renders of versions no longer asked for are let go.
 */
export class ServerRenders {
  private readonly loaded = new LRUCache<string, { changedAt: number; render: Promise<unknown> }>({
    // The shell and each app's current and previous versions, with room to spare.
    max: 16,
    dispose: (_, file) => delete requireRender.cache[file],
  });
  private readonly refused = new Set<string>();
  readonly host: ServerRenderHost;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** The line pages wait in to be drawn. */
    readonly turns = new DrawingTurns(),
  ) {
    this.host = {
      // One DOM for every render: the shop's HTML is parsed and sanitised in it, never shown.
      window: new JSDOM('').window as unknown as Window,
      reportError: (error, part) => log.warn({ err: error }, `${part} could not be drawn on the server: the browser draws it`),
    };
  }

  shell(shellDir: string): Promise<ShellServerRender | undefined> {
    return this.load(shellDir) as Promise<ShellServerRender | undefined>;
  }

  featureApp(buildDir: string): Promise<FeatureAppServerRender | undefined> {
    return this.load(buildDir) as Promise<FeatureAppServerRender | undefined>;
  }

  private async load(buildDir: string): Promise<unknown> {
    const file = path.join(buildDir, serverRenderFile);
    const changedAt = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (changedAt === undefined) return undefined;
    const kept = this.loaded.get(file);
    if (kept?.changedAt === changedAt) return kept.render;
    // A build rebuilt in place (the shell's) is read again: Node's module cache would hand back the old one.
    delete requireRender.cache[file];
    const render = Promise.resolve()
      .then(() => this.checked(file, requireRender(file)))
      .catch((error: unknown) => {
        this.log.error({ err: error }, `The server render ${file} could not be loaded: the browser draws its part`);
        return undefined;
      });
    this.loaded.set(file, { changedAt, render });
    return render;
  }

  private checked(file: string, render: { serverRenderVersion?: unknown }): unknown {
    if (render.serverRenderVersion === serverRenderVersion) return render;
    if (!this.refused.has(file)) {
      this.refused.add(file);
      this.log.warn(
        `${file} speaks server render version ${String(render.serverRenderVersion)}, not ${serverRenderVersion}: the browser draws its part`,
      );
    }
    return undefined;
  }
}
