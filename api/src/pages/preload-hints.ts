import path from 'node:path';
import { buildFileSchema as buildFile, routeFilesSchema, type RemotesMap } from '@lemon/shared/contract';
import { routeFilesFile, textsFilesFile } from '@lemon/app-protocol';
import { everyPageFragments } from '@lemon/app-protocol/render';
import type { Locale } from '@lemon/shared/locales';
import { z } from 'zod';
import type { BuildFiles } from './build-files';

/** A file the browser should start fetching as soon as it reads the page's head. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  highPriority?: boolean;
  /** A picture the page shows in a `<picture>`: the files, sizes and type it picks from, so the preload is the file it takes. */
  image?: { srcset: string; sizes: string; type: string };
  /** A stylesheet's rules, which a drawn page carries in its head (`headTags`). */
  stylesheet?: Stylesheet;
}

/** A stylesheet's file on the server's disk, and the address the scripts that need it know it by. */
export interface Stylesheet {
  file: string;
  /**
   * A feature app's scripts find their files from their own address, absolute (their public path is `auto`); the
   * shell's from the shop's root.
   */
  knownAs: string;
}

const assetLists = z.object({ js: z.object({ sync: z.array(buildFile) }), css: z.object({ sync: z.array(buildFile) }) });

/** The parts of a feature app's Module Federation manifest (`mf-manifest.json`) the server reads. */
const federationManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: buildFile, path: z.union([z.literal(''), buildFile]) }) }),
  exposes: z.array(z.object({ path: z.string(), assets: assetLists })),
});

/** A feature app's module a page shows: the app's lifecycles on its own pages, a fragment on the shell's. */
const pageModuleSchema = z.object({
  app: z.string(),
  module: z.string(),
  takeOver: z.enum(['near-the-screen', 'when-reached-for']).optional(),
});
export type PageModule = z.output<typeof pageModuleSchema>;

/** What the shell's build says of its pages (`shell-assets.json`). */
const shellAssetsSchema = z.object({
  boot: z.object({ js: z.array(buildFile), css: z.array(buildFile) }),
  fragments: z.record(z.string(), z.array(pageModuleSchema)),
  /** The picture a shell page opens with, by route (absent from builds made before it was written). */
  pictures: z.record(z.string(), buildFile).default({}),
});

/** A build's texts' scripts by language (`texts-files.json`; none in builds from before it). */
const textsFilesSchema = z.record(z.string(), z.array(buildFile));

/** What a page needs of the shell's build. */
export interface ShellPage {
  preloads: Preload[];
  fragments: PageModule[];
}

const scripts = (files: string[], base: string): Preload[] => files.map((file) => ({ href: `${base}${file}`, as: 'script' }));
const styles = (files: string[], base: string, dir: string, origin = ''): Preload[] =>
  files.map((file) => ({
    href: `${base}${file}`,
    as: 'style',
    stylesheet: { file: path.join(dir, file), knownAs: `${origin}${base}${file}` },
  }));

/**
 * The files a page needs, announced in its first HTML so the browser fetches them side by side instead of
 * one after the other (shell, remotes map, manifest, entry, chunks): the shell's boot files (its entry, which holds
 * the shared libraries, is in its page already), then for each feature app module the page shows, the deployed
 * version's manifest, entry and the module's own files.
 */
export class PreloadHints {
  constructor(
    private readonly files: BuildFiles,
    private readonly shellDir: string,
    private readonly appsDir: string,
    /** The shop's address, where its apps' scripts are served. */
    private readonly publicUrl: string,
  ) {}

  /**
   * What the shell's build says a page needs (every page's fragments, the header's, among them): its boot files, and for a shell page (`route`: home) the picture it
   * opens with, first of all, and the feature app modules it shows.
   */
  async shellPage(route: string | undefined, locale: Locale): Promise<ShellPage> {
    const [assets, texts] = await Promise.all([
      this.files.json(path.join(this.shellDir, 'shell-assets.json'), shellAssetsSchema),
      this.textsIn(this.shellDir, locale),
    ]);
    const picture = route && assets?.pictures[route];
    return {
      preloads: [
        ...(picture ? [{ href: `/${picture}`, as: 'image' as const, highPriority: true }] : []),
        ...styles(assets?.boot.css ?? [], '/', this.shellDir),
        ...scripts([...(assets?.boot.js ?? []), ...texts], '/'),
      ],
      // The header's fragments on every page, then the page's own (home's).
      fragments: [...(assets?.fragments[everyPageFragments] ?? []), ...((route && assets?.fragments[route]) || [])],
    };
  }

  /**
   * The files of the fragments a shell page (home) shows, which the server draws. The code of one the browser takes
   * over as it nears the screen comes with the page: its controls must answer as soon as the shopper scrolls to
   * them. One taken over only when the shopper reaches for it: its stylesheets only.
   */
  async fragments(modules: PageModule[], remotes: RemotesMap, locale: Locale): Promise<Preload[]> {
    const files = await Promise.all(
      modules.map(async (module) => {
        const preloads = await this.module(module, remotes, undefined, locale);
        return module.takeOver === 'when-reached-for' ? preloads.filter((preload) => preload.as === 'style') : preloads;
      }),
    );
    return files.flat();
  }

  /** A module's files and its app's texts in the page's language; for a feature app's own page (`route`), the page's chunk too. */
  async module({ app, module }: PageModule, remotes: RemotesMap, route: string | undefined, locale: Locale): Promise<Preload[]> {
    const deployed = remotes[app];
    if (!deployed) return [];
    const base = `/apps/${app}/${deployed.version}/`;
    const dir = path.join(this.appsDir, app, deployed.version);
    const [manifest, routeFiles, texts] = await Promise.all([
      this.files.json(path.join(dir, 'mf-manifest.json'), federationManifestSchema),
      route ? this.files.json(path.join(dir, routeFilesFile), routeFilesSchema) : undefined,
      this.textsIn(dir, locale),
    ]);
    if (!manifest) return [];
    const page = route ? routeFiles?.[route] : undefined;
    const { name, path: entryPath } = manifest.metaData.remoteEntry;
    const exposed = manifest.exposes.find((expose) => expose.path === `./${module}`);
    return [
      { href: deployed.manifest, as: 'fetch' },
      { href: `${base}${entryPath ? `${entryPath}/` : ''}${name}`, as: 'script' },
      ...styles([...(exposed?.assets.css.sync ?? []), ...(page?.css ?? [])], base, dir, new URL(this.publicUrl).origin),
      ...scripts([...(exposed?.assets.js.sync ?? []), ...(page?.js ?? []), ...texts], base),
    ];
  }

  /** A build's texts in one language: the scripts a page in that language loads them from. */
  private async textsIn(dir: string, locale: Locale): Promise<string[]> {
    return (await this.files.json(path.join(dir, textsFilesFile), textsFilesSchema))?.[locale] ?? [];
  }
}

/** Each file once, in the order first asked (two modules of one app share chunks). */
export function distinctPreloads(preloads: Preload[]): Preload[] {
  return [...new Map(preloads.map((preload) => [preload.href, preload])).values()];
}
