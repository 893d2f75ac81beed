// The shell's page starts its scripts once it has loaded. The server sends every public page already drawn,
// so the scripts only make it interactive: run before the page's pictures are on screen, they would hold
// them back (on a phone, the main thread and the network are the picture's too). The page's `<script>` is
// replaced by a low-priority preload of it (it downloads meanwhile, after what the page shows) and a tiny
// starter (page-starter.js) that runs it after the load event and the next paint, and keeps the taps made
// before then.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';

const pluginName = 'StartWhenLoadedPlugin';

/** The starter, as the browser gets it. */
const starter = readFileSync(path.join(import.meta.dirname, 'page-starter.js'), 'utf8');

export class StartWhenLoadedPlugin {
  apply(compiler: Compiler): void {
    const file = `assets/start.${createHash('sha256').update(starter).digest('hex').slice(0, 10)}.js`;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({ name: pluginName, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new rspack.sources.RawSource(starter));
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(pluginName, (data) => {
        data.headTags = data.headTags.flatMap((tag) => {
          const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
          if (typeof src !== 'string') return [tag];
          return [
            { tagName: 'link', voidTag: true, attributes: { rel: 'preload', href: src, as: 'script', fetchpriority: 'low' } },
            { tagName: 'script', voidTag: false, attributes: { defer: true, src: `${data.publicPath}${file}`, 'data-main': src } },
          ];
        });
        return data;
      });
    });
  }
}
