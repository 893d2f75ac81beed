// One rspack + Module Federation config for the shell and every feature app: each app's
// rspack.config.ts is a call to createFederatedApp with its name and exposed modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AppCalls, AppPages } from '@lemon/app-protocol';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { apiDevPort, devRemotesMap, shellDevPort } from './dev-ports';
import { PageOutputsPlugin, type PageFragment } from './page-outputs-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { serverRenderBuild } from './server-render-build';
import { PageStarterPlugin, type PageStarterOptions } from './page-starter-plugin';
import { devPortIn } from './workspace-apps';

type FederatedAppOptions =
  /** A feature app: its name in the remotes map, and the modules the shell may load. */
  (
    | {
        name: string;
        dir: string;
        exposes: Record<string, string>;
        /**
         * Code its pages share, split into files of its own (`true`) as bundlers do by default: cached once for a
         * visit that goes from page to page (the back office). Otherwise a page is its exposed module and its own
         * chunk, each holding what it needs: the fewest requests for a visitor's first page (on a phone, each
         * costs 0.5 s, six at a time).
         */
        splitSharedCode?: boolean;
      }
    /** The host: it serves the page at `/` and takes its remotes from the remotes map at run time. */
    | {
        name: 'shell';
        dir: string;
        /** The feature apps' modules the shell's own pages show, whose files the server announces with the page. */
        fragments: Partial<Record<string, readonly PageFragment[]>>;
        /** The picture a page of its own opens with, as a source file (`src/…`): the server preloads it. */
        pictures: Partial<Record<string, string>>;
        /** When the page's scripts start (`page-starter.js`): what says the page or its visitor needs them at once. */
        pageStarter: PageStarterOptions;
      }
  ) & {
    /** The pages the app shows (`src/pages.ts`): its build publishes them (`pages.json`), the shop routes them to it. */
    pages: AppPages;
    /**
     * The calls of the shop's API the app makes (`src/calls.ts`): its build records them (`calls.json`), and the API's
     * tests check that the API answers what each build still deployed asks (`api/consumer-records/`).
     */
    calls?: AppCalls;
    /**
     * The module exporting the app's server render (`./src/server-render.tsx`), for an app whose pages the
     * server draws before any script runs: a production build then also writes it for Node.
     */
    serverRender?: string;
  };

/**
 * The shell's chunks that start the page (`src/index.ts`), besides its entry: the server announces their files.
 */
const shellBootChunks = ['bootstrap'];

/**
 * Packages that must exist once in the page: one React, one store, one i18n, one toast container. The
 * router and React's bindings of the store and the texts (effector-react, react-i18next) are one too, inside
 * @lemon/shared, which keeps only the parts of them the apps use.
 */
const singletons = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'effector', 'i18next', 'react-toastify'];

/** The page a feature app gets when it runs alone (`pnpm dev` in its folder): a `#root` to mount into. */
const featureAppAlonePage = (name: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8" />` +
  `<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} alone</title></head>` +
  `<body><div id="root"></div></body></html>`;

function readJson(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The copies of `@lemon/shared` an app built against `version` runs with: the same major version, and at
 * least its minor (a minor release adds what the app may use; a patch changes no export).
 */
export function compatibleSharedVersions(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * The singletons the shell's page starts with: the shell bundles them into its own entry file (`eager`) instead of
 * a file per package fetched one after another, so its start costs two requests, not seventeen. Toasts load when
 * the first one shows.
 */
const shellBootSingletons = singletons.filter((specifier) => specifier !== 'react-toastify');

function sharedSingletons(appDir: string, isHost: boolean) {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const sharedPackage = readJson(path.join(import.meta.dirname, '../shared/package.json'));
  const packageName = (specifier: string) => specifier.split('/')[0]!;
  const entries = singletons.map((specifier) => {
    const range = deps[packageName(specifier)];
    if (!range) throw new Error(`${appDir}: add "${packageName(specifier)}" to dependencies, it is a shared singleton`);
    const eager = isHost && shellBootSingletons.includes(specifier);
    return [specifier, { singleton: true, requiredVersion: range, ...(eager ? { eager } : {}) }] as const;
  });
  const sharedCopy = {
    singleton: true,
    ...(isHost ? { eager: true } : {}),
    version: sharedPackage.version,
    requiredVersion: compatibleSharedVersions(sharedPackage.version),
    // An app built against a shared the page's copy does not satisfy fails to load (and shows its
    // fallback, the reason logged) instead of running against the wrong copy.
    strictVersion: true,
  };
  return {
    ...Object.fromEntries(entries),
    '@lemon/shared': sharedCopy,
    // The contract's building blocks, which the features' contract packages (bundled by each app) build on: one
    // copy in the page, the one shared re-exports, of the same release.
    '@lemon/shared/contract': sharedCopy,
  };
}

/**
 * react-router's package hands bundlers its development build in every mode (remix-run/react-router#12532):
 * a production build takes the production one, without the development warnings.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const sharedPackage = path.join(import.meta.dirname, '../shared/package.json');
  const root = path.dirname(createRequire(sharedPackage).resolve('react-router/package.json'));
  return { 'react-router$': path.join(root, 'dist/production/index.mjs') };
}

/**
 * Module Federation's plugin points the bundle at its runtime's CommonJS builds, which cannot be tree-shaken
 * (the SDK's Node helpers end up in the browser): a production build takes their ES module builds instead.
 * The plugin imports them by path, so each CommonJS entry is aliased, by path, to its ES module neighbour.
 */
function federationRuntimeEsmBuilds(): Record<string, string> {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const fromRuntimeTools = createRequire(fromPlugin.resolve('@module-federation/runtime-tools'));
  const entries = [
    fromPlugin.resolve('@module-federation/runtime-tools'),
    fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromRuntimeTools.resolve('@module-federation/runtime'),
    fromPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(entries.map((cjs) => [`${cjs}$`, cjs.replace(/\.cjs$/, '.js')]));
}

/**
 * The JavaScript the shop's scripts are written in: what every browser of the last five years runs (Safari 14,
 * Chrome 80). Without it, SWC writes ES5: every async function a generator state machine, every spread a helper.
 */
const browserTarget = 'es2020';

/** `dir` is the app's folder (pass `import.meta.dirname`). */
export function createFederatedApp(options: FederatedAppOptions): Configuration | Configuration[] {
  const { name, dir } = options;
  const isHost = options.name === 'shell';
  const exposes = 'exposes' in options ? options.exposes : {};
  const splitSharedCode = 'splitSharedCode' in options && options.splitSharedCode === true;
  const port = isHost ? shellDevPort : devPortIn(dir);
  const production = process.env.NODE_ENV === 'production';
  const hashed = production ? '.[contenthash:10]' : '';
  // Host files are served at fixed paths; a feature app's files live under /apps/{name}/{version}/.
  const assetDir = isHost ? 'assets/' : '';
  const publicPath = isHost ? '/' : 'auto';
  const assetModuleFilename = `${assetDir}[name].[hash:10][ext]`;
  const alias = production ? { ...reactRouterProductionBuild(), ...federationRuntimeEsmBuilds() } : {};
  const rules: RuleSetRule[] = [
    {
      test: /\.tsx?$/,
      // Workspace packages resolve outside node_modules, so the shared source is compiled too.
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          target: browserTarget,
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(svg|png|webp|jpe?g|woff2?)$/, type: 'asset' },
    // Videos are always files of their own (under assetModuleFilename): never inlined into the script.
    { test: /\.(webm|mp4)$/, type: 'asset/resource' },
  ];
  // Lets a deployed build say which build it is (the deploy test checks it).
  const defines = { 'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? 'local') };

  const browser: Configuration = {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', browserTarget],
    // Production maps stay beside the build for the maintainers, unnamed in the scripts; the server never sends them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: `${assetDir}[name]${hashed}.js`,
      chunkFilename: `${assetDir}[name]${hashed}.js`,
      cssFilename: `${assetDir}[name]${hashed}.css`,
      cssChunkFilename: `${assetDir}[name]${hashed}.css`,
      assetModuleFilename,
      // The server render's build writes into this folder after this build is done (see below).
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias },
    module: {
      // `import styles from './x.module.css'`, as the asset types declare.
      parser: { 'css/auto': { namedExports: false } },
      rules,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons(dir, isHost),
        manifest: true,
        dts: false,
        // One Module Federation runtime in the page: the shell provides it, production feature apps use
        // it instead of each shipping a copy (~35 KiB gzip each). A feature app run alone keeps its own.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
      }),
      new rspack.HtmlRspackPlugin({
        // The shell's page is its own; a feature app's page exists only to run the app alone.
        ...(isHost ? { template: path.join(dir, 'src/index.html') } : { templateContent: featureAppAlonePage(name) }),
        // The page (the shell's, or a feature app's own in development) loads its scripts from the root
        // whatever the URL's depth; the feature apps' chunks still resolve from wherever they are served.
        publicPath: '/',
        favicon: path.join(import.meta.dirname, 'favicon.svg'),
      }),
      new PageOutputsPlugin({
        pages: options.pages,
        calls: options.calls,
        shell:
          'fragments' in options ? { bootChunks: shellBootChunks, fragments: options.fragments, pictures: options.pictures } : undefined,
      }),
      ...(production && 'pageStarter' in options ? [new PageStarterPlugin(options.pageStarter)] : []),
      ...(production ? [new PrecompressPlugin()] : []),
      // Module Federation's runtime keeps its Node loaders unless told the bundle runs in a browser.
      new rspack.DefinePlugin({ ...defines, ENV_TARGET: JSON.stringify('web') }),
    ],
    // The shell keeps the default: its start is one file, and its lazily loaded parts share a library.
    optimization: { minimize: production, ...(isHost || splitSharedCode ? {} : { splitChunks: false as const }) },
    // The dev server would compile dynamic imports on demand; Module Federation's shared chunks must exist up front.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port,
      hot: true,
      historyApiFallback: true,
      // Loopback only; the shell's page (another port) opens each feature app's live-reload socket.
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/media'], target: `http://127.0.0.1:${apiDevPort}` }],
      setupMiddlewares: (middlewares) => [
        // In development every app (the host, or a feature app run alone) reads the dev servers' map.
        {
          name: 'remotes-map',
          path: '/remotes.json',
          middleware: async (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(await devRemotesMap()));
          },
        },
        ...middlewares,
      ],
    },
  };
  if (!production || !options.serverRender) return browser;
  return [browser, serverRenderBuild({ name, dir, entry: options.serverRender, rules, alias, publicPath, assetModuleFilename, defines })];
}
