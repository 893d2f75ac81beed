// What a build tells the server about the pages it shows, as files beside its scripts: the server reads
// them from the deployed version, so a feature app deployed anew changes the first HTML without a restart.
// Every build writes its pages (pages.json) and their heads, the calls it makes (calls.json) and its texts' files by
// language (texts-files.json); the shell its boot files, fragments and pictures; a feature app the
// files of each of its pages and what it takes from shared (shared-imports.json).
import {
  appPagesSchema,
  pagesFile,
  routeChunkPrefix,
  routeFilesFile,
  textsChunkPrefix,
  textsFilesFile,
  type AppCalls,
  type AppPages,
} from '@lemon/app-protocol';
import { callsFile, recordOfCalls } from '@lemon/app-protocol/calls-record';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import type { RouteFiles } from '@lemon/shared/contract';
import { sharedImportsFile, sharedImportsOf } from './shared-imports';

const pluginName = 'PageOutputsPlugin';

export const shellAssetsFile = 'shell-assets.json';

/** A module of a feature app a shell page shows (the home page's blocks). */
export interface PageFragment {
  app: string;
  module: string;
  /**
   * When the browser takes it over (see the shell's remoteFragment): as it nears the screen (the default: it has
   * controls a shopper may reach at once, so its code is announced with the page), or only when the shopper
   * reaches for it (its styles only are announced).
   */
  takeOver?: 'near-the-screen' | 'when-reached-for';
}

interface PageOutputsOptions {
  /** The pages the app declares (written to pages.json). */
  pages: AppPages;
  /** The calls of the API the app makes, recorded with what it reads of each answer (calls.json). */
  calls?: AppCalls;
  /** The shell's: the dynamic imports, by chunk name, whose files every page needs at once, and the feature apps'
   *  modules its own pages show (both written to shell-assets.json). */
  shell?: {
    bootChunks: readonly string[];
    fragments: Partial<Record<string, readonly PageFragment[]>>;
    /** The picture each of its pages opens with (the home hero's poster), as a source file of the app. */
    pictures: Partial<Record<string, string>>;
  };
}

/** The built file of each page's opening picture, found by the source file it was built from. */
function builtPictures(compilation: Compilation, pictures: Partial<Record<string, string>>): Partial<Record<string, string>> {
  const bySource = new Map(compilation.getAssets().map((asset) => [asset.info.sourceFilename, asset.name]));
  return Object.fromEntries(
    Object.entries(pictures).map(([route, source]) => {
      const built = bySource.get(source);
      if (!built) throw new Error(`No file built from ${source}: is it imported by the page, as a file of its own?`);
      return [route, built];
    }),
  );
}

/** Chunks a page loads beside its own code and waits for when the browser draws it (kit's `richTextReady`). */
const pagePartPrefix = 'page-part-';

/**
 * The files of each page's own chunk (`route-<route>`) and the chunks split off it, by route; and apart, the
 * scripts of its parts, which a page the server drew does without.
 */
function routeFiles(compilation: Compilation): RouteFiles {
  const routes = [...compilation.namedChunkGroups.entries()].filter(([name]) => name.startsWith(routeChunkPrefix));
  return Object.fromEntries(
    routes.map(([name, group]) => {
      const files = group.getFiles();
      const parts = group.childrenIterable
        .filter((child) => child.name?.startsWith(pagePartPrefix))
        .flatMap((part) => part.getFiles())
        .filter((file) => file.endsWith('.js') && !files.includes(file));
      return [
        name.slice(routeChunkPrefix.length),
        { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')), parts: [...new Set(parts)] },
      ];
    }),
  );
}

/**
 * The scripts of each language's texts (chunks `texts-<locale>`), by language; the shell's are `page-texts-<locale>`,
 * with the texts of the copy of shared it provides the page. An app's copy of shared is never the page's.
 */
function textsFiles(compilation: Compilation, { shell }: { shell: boolean }): Record<string, string[]> {
  const textsChunk = new RegExp(`^${shell ? 'page-' : ''}${textsChunkPrefix}(\\w+)$`);
  const files: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups.entries()) {
    const locale = textsChunk.exec(name)?.[1];
    if (locale) (files[locale] ??= []).push(...group.getFiles().filter((file) => file.endsWith('.js')));
  }
  return files;
}

export class PageOutputsPlugin {
  constructor(private readonly options: PageOutputsOptions) {}

  apply(compiler: Compiler): void {
    const { pages, calls, shell } = this.options;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({ name: pluginName, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = (value: unknown) => new rspack.sources.RawSource(`${JSON.stringify(value)}\n`);
        compilation.emitAsset(pagesFile, json(appPagesSchema.parse(pages)));
        if (calls) compilation.emitAsset(callsFile, json(recordOfCalls(calls)));
        compilation.emitAsset(textsFilesFile, json(textsFiles(compilation, { shell: Boolean(shell) })));
        if (!shell) {
          compilation.emitAsset(routeFilesFile, json(routeFiles(compilation)));
          // What it takes from the page's copy of shared, which the shell provides (the shell bundles its own).
          compilation.emitAsset(sharedImportsFile, json(sharedImportsOf(compilation.fileDependencies)));
          return;
        }
        const files = [
          ...new Set(
            shell.bootChunks.flatMap((name) => {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`No chunk named ${name}: name its import /* webpackChunkName: "${name}" */`);
              return group.getFiles();
            }),
          ),
        ];
        const boot = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
        const pictures = builtPictures(compilation, shell.pictures);
        compilation.emitAsset(shellAssetsFile, json({ boot, fragments: shell.fragments, pictures }));
      });
    });
  }
}
