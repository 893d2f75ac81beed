// The second build of an app that draws pages on the server: the same components as its browser build,
// bundled for Node into one file (`dist/server/render.cjs`), which the shop's server loads from the deployed
// version of the app to write a page's HTML before any script runs. It carries its own React, store and
// texts; nothing in it is served to browsers.
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { serverRenderFile } from '@lemon/app-protocol/render';

interface ServerRenderBuildOptions {
  /** The app's name, as its browser build's `uniqueName`: CSS module class names are made from it. */
  name: string;
  dir: string;
  /** The module exporting the app's server render (`src/server-render.tsx`). */
  entry: string;
  /** The browser build's rules for TypeScript and files: the server must see the same modules, with the same names. */
  rules: RuleSetRule[];
  alias: Record<string, string>;
  /** Where the browser build serves its files from (its own files' URLs are written into the HTML). */
  publicPath: string;
  assetModuleFilename: string;
  defines: Record<string, string>;
}

/** What every Node since 20 runs as is. */
const serverTarget = 'node20';

export function serverRenderBuild(options: ServerRenderBuildOptions): Configuration {
  const { name, dir } = options;
  return {
    name: `${name}-server-render`,
    // After the browser build (its config is named after the app), never beside it: that build's clean would
    // race this one's writes into `dist/server`.
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: serverTarget,
    // Stack traces of a failed render point into readable code: it is not minified.
    devtool: false,
    entry: { render: options.entry },
    output: {
      // The browser build's folder (a build made elsewhere, `--output-path`, moves both), written after that build.
      path: path.join(dir, 'dist'),
      filename: serverRenderFile,
      library: { type: 'commonjs2' },
      uniqueName: name,
      publicPath: options.publicPath,
      assetModuleFilename: options.assetModuleFilename,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: options.alias },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      // The class names only: the stylesheets are the browser build's.
      generator: { 'css/auto': { exportsOnly: true }, asset: { emit: false }, 'asset/resource': { emit: false } },
      rules: options.rules,
    },
    plugins: [
      // One file: a page's lazy parts are in it already, so the server never waits for a file to load.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin(options.defines),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
