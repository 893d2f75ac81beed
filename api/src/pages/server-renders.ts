import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverRenderFile, serverRenderVersion, type RenderHost, type ServerRender } from '@lemon/app-protocol/render';
import type { FastifyBaseLogger } from 'fastify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import { BuildFiles } from './build-files';
import { DrawingTurns } from './drawing-turns';
import { fromVersion2, type RenderVersion2 } from './render-version-2';

const requireRender = createRequire(import.meta.url);

/**
 * The server renders of the builds the shop serves (`server/render.cjs` of the shell and of each deployed
 * feature app), loaded once per version: a feature app deployed anew is drawn by its own new render from the
 * next page on, and the shell's, rebuilt in place, once it has changed. A build without one (made before
 * they existed, or an app with no public page), or one speaking another version of the render API, leaves
 * its part of the page to the browser. The renders of versions no longer asked for are let go.
 */
export class ServerRenders {
  private readonly loaded = new LRUCache<string, { changedAt: number; render: Promise<ServerRender | undefined> }>({
    // The shell and each app's current and previous versions, with room to spare.
    max: 16,
    dispose: (_, file) => delete requireRender.cache[file],
  });
  private readonly files: BuildFiles;
  readonly host: Pick<RenderHost, 'window' | 'reportError'>;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** The line pages wait in to be drawn. */
    readonly turns = new DrawingTurns(),
  ) {
    this.files = new BuildFiles(log);
    this.host = {
      // One DOM for every render: the shop's HTML is parsed and sanitised in it, never shown.
      window: new JSDOM('').window as unknown as Window,
      reportError: (error, part) => log.warn({ err: error }, `${part} could not be drawn on the server: the browser draws it`),
    };
  }

  /**
   * The server render of the build in this folder (the shell's, a deployed version of `app`), if it has one the
   * server speaks: version 3, or an app's version 2 (`fromVersion2`).
   */
  async load(buildDir: string, app = 'shell'): Promise<ServerRender | undefined> {
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
      .then(() => this.checked(file, requireRender(file), app, buildDir))
      .catch((error: unknown) => {
        this.log.error({ err: error }, `The server render ${file} could not be loaded: the browser draws its part`);
        return undefined;
      });
    this.loaded.set(file, { changedAt, render });
    return render;
  }

  private checked(file: string, render: { serverRenderVersion?: unknown }, app: string, buildDir: string): ServerRender | undefined {
    if (render.serverRenderVersion === serverRenderVersion) return render as ServerRender;
    if (render.serverRenderVersion === 2 && app !== 'shell') return fromVersion2(render as RenderVersion2, app, buildDir, this.files);
    // Said once per build: its render is loaded once.
    this.log.warn(
      `${file} speaks server render version ${String(render.serverRenderVersion)}, not ${serverRenderVersion}: the browser draws its part`,
    );
    return undefined;
  }
}
