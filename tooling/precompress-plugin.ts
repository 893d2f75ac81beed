// Text files compressed once at build time, beside the originals: the server sends `x.js.br` or `x.js.gz` to a
// browser that takes them instead of compressing `x.js` on every request. Node's zlib does the work; the
// community plugin for this would bring webpack itself into the tree as a peer.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

const pluginName = 'PrecompressPlugin';
const compressible = /\.(?:js|css|html|json|svg|txt)$/;
/** Smaller files gain nothing worth an extra file. */
const minimumBytes = 1024;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!compressible.test(file)) continue;
            const content = source.buffer();
            if (content.length < minimumBytes) continue;
            const brotli = brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            compilation.emitAsset(`${file}.br`, new rspack.sources.RawSource(brotli));
            compilation.emitAsset(`${file}.gz`, new rspack.sources.RawSource(gzipSync(content, { level: 9 })));
          }
        },
      );
    });
  }
}
