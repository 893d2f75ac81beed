// The shell's page starts its scripts when it needs them. The server sends every public page already drawn, so
// the scripts only make it interactive: fetched and run before the page's pictures are on screen, they would hold
// them back (on a phone, the main thread and the network are the picture's too). The page's `<script>` is replaced
// by a tiny starter (page-starter.js) that fetches and runs it (with the files the server lists for the page) when
// the page needs it: at the shopper's first interaction with a page drawn for everyone, once loaded for a visitor
// the page shows something of their own. It keeps the taps made before then.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

const pluginName = 'PageStarterPlugin';

/** The starter, as the browser gets it. */
const starter = readFileSync(path.join(import.meta.dirname, 'page-starter.js'), 'utf8');

export interface PageStarterOptions {
  /** The cookies that say a visitor has something of their own the scripts show on every page (a cart, a session). */
  ownStateCookies: readonly string[];
  /**
   * The id of the JSON list of the files the page's scripts run and read (`firstHtmlDataIds.pageScripts`), which the
   * server writes into a page that works from its HTML: its scripts can wait for the shopper's first interaction.
   */
  pageScripts: string;
}

export class PageStarterPlugin {
  constructor(private readonly options: PageStarterOptions) {}

  apply(compiler: Compiler): void {
    const file = `assets/start.${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({ name: pluginName, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new rspack.sources.RawSource(starter));
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(pluginName, (data) => {
        data.headTags = data.headTags.map((tag) => {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string') return tag;
          return {
            tagName: 'script',
            voidTag: false,
            attributes: {
              defer: true,
              src: `${data.publicPath}${file}`,
              'data-main': src,
              'data-own-state-cookies': this.options.ownStateCookies.join(' '),
              'data-page-scripts': this.options.pageScripts,
            },
          };
        });
        return data;
      });
    });
  }
}
