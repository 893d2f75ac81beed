// Lint for the whole workspace: TypeScript (type-aware, which the effector rules need), React hooks,
// effector's presets, and import rules that keep the apps apart: a feature app imports neither the
// shell nor another feature app, `kit` imports only `shared`, and `shared` imports no app at all.
import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noFeatureLoops } from './tooling/feature-loops-rule';
import { appFolder, workspaceFeatureApps, workspaceRoot } from './tooling/workspace-apps';

const apps = ['shell', ...workspaceFeatureApps(workspaceRoot).map(appFolder)];
const keepApart = apps.map((app) => ({
  target: `./${app}`,
  from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './api'],
  message: 'Apps meet only through the shell and the shared package.',
}));

// Inside an app, its feature folders in layers, top first: a feature imports only from the layers below
// its own. So pages never import each other, building blocks never import a page, no two features import
// each other, and no feature imports the app's entry files. Folders in no layer are not checked.
const featureLayers = {
  'mf-catalog/src': {
    entries: ['index.ts', 'pages.ts', 'bootstrap.tsx', 'lifecycles.tsx', 'routes.tsx', 'own-pages.ts', 'server-render.tsx'],
    layers: [
      ['category', 'product', 'recipes', 'home-blocks'], // the pages, and the home page's fragments
      ['product-card'],
      ['purchase'], // choosing a variation, the quantity, add to cart, out of stock
      ['notify-popup', 'pagination', 'localized-slug', 'not-found', 'recipe-link'],
      ['i18n'],
    ],
  },
  'mf-account/src': {
    entries: ['index.ts', 'pages.ts', 'bootstrap.tsx', 'lifecycles.tsx', 'routes.tsx'],
    layers: [
      ['account', 'verify-email', 'reset-password', 'test'], // the pages
      ['profile', 'password', 'address-book', 'orders', 'sessions'], // the account page's tabs
      ['forms', 'dialog', 'outcome'], // form helpers, the confirmation dialog, a page's outcome and next step
      ['i18n'],
    ],
  },
  'mf-cart/src': {
    entries: ['index.ts', 'pages.ts', 'bootstrap.tsx', 'lifecycles.tsx', 'routes.tsx'],
    layers: [
      ['cart', 'delivery'], // the pages
      ['checkout'], // the delivery page's steps: how and where, the fees, the boxes to tick, the order and its payment
      ['promo', 'totals', 'free-delivery', 'fresh-cart'], // the cart's summary: the promo code, the amounts, the way to free delivery; the cart read again as it shows
      ['toasts'],
      ['i18n'],
    ],
  },
  'mf-content/src': {
    entries: ['index.ts', 'pages.ts', 'bootstrap.tsx', 'lifecycles.tsx', 'routes.tsx'],
    layers: [
      ['about', 'contact', 'legal', 'cgv', 'privacy', 'home-about'], // the pages, and the home page's about section
      ['i18n'],
    ],
  },
  'mf-admin/src': {
    entries: ['index.ts', 'pages.ts', 'calls.ts', 'bootstrap.tsx', 'lifecycles.tsx', 'routes.tsx', 'page-heads.ts', 'i18n'],
    layers: [
      // the pages, and the frame around them
      [
        'today',
        'orders',
        'order',
        'stock',
        'messages',
        'accounting',
        'journal',
        'products',
        'product',
        'categories',
        'recipes',
        'home-page',
        'search-synonyms',
        'promo-codes',
        'team',
        'layout',
      ],
      ['refunds', 'documents', 'audit-trail', 'catalogue'], // parts of pages: an order's refunds and papers, the journal's words, the catalogue's frame and calls
      ['session'], // signing in again in place
      ['ui'], // the back office's building blocks
      ['api'], // the API as the back office calls it, and its query keys
    ],
  },
  'shell/src': {
    entries: ['index.ts', 'bootstrap.tsx', 'shell.model.ts', 'page-fragments.ts'],
    layers: [
      ['layout'], // composes the page: header, footer, home, the feature apps' slots
      ['header', 'footer', 'home', 'not-found', 'back-to-top', 'festival-notice', 'routing', 'auth-popup', 'toasts'],
      ['burger-menu', 'order-popup', 'cookie-consent'], // order-popup: `?order=`, on the home page
      ['apps', 'main-categories', 'page-links', 'scroll-position', 'auth-request', 'analytics'], // auth-request: `?showAuth=1&next=`
      ['consent', 'icons'], // the visitor's cookie choices, which the banner sets and the rest obeys; the icons and their buttons
      ['i18n'],
    ],
  },
};
const featureZones = Object.entries(featureLayers).flatMap(([src, { entries, layers }]) =>
  layers.flatMap((layer, depth) => {
    const sameOrAbove = layers.slice(0, depth + 1).flat();
    const below = layers.slice(depth + 1).flat();
    return layer.map((feature) => ({
      target: `./${src}/${feature}`,
      from: [...sameOrAbove.filter((other) => other !== feature), ...entries].map((path) => `./${src}/${path}`),
      message: `In ${src}, ${feature}/ may import only ${below.length ? below.map((other) => `${other}/`).join(', ') : 'its own files'}.`,
    }));
  }),
);

const undeclaredCall =
  "Make the call through its declaration in the app's src/calls.ts (callOf, makeCall): only declared calls are recorded and checked.";
/** Dates are written by `@lemon/shop-format` alone. */
const oneDateModule = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Write a date with @lemon/shop-format (src/dates.ts): the shop’s clock, "1er", one look per kind.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: 'Write a date with @lemon/shop-format (src/dates.ts): the shop’s clock, "1er", one look per kind.',
  },
];

/** A call of the API whose address or declaration is written where it is made (`api.get('/api/…')`), not declared. */
const callsOnlyByDeclaration = [
  {
    selector:
      'CallExpression[callee.object.name=/^(api|client)$/][callee.property.name=/^(get|post|put|delete|upload|file)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
    message: undeclaredCall,
  },
  { selector: "CallExpression[callee.name=/^(makeCall|staffCall)$/][arguments.0.type='ObjectExpression']", message: undeclaredCall },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.test-data/**', '**/test-results/**', '**/playwright-report/**', 'data/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })],
      // Without it import-x reads no TypeScript file, and no-cycle sees no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname, // the zones hold whichever folder ESLint runs from
          zones: [
            ...keepApart,
            {
              target: './shared',
              from: [...apps.map((app) => `./${app}`), './kit', './api'],
              message: 'shared is imported by the apps, never the reverse.',
            },
            {
              target: './shop-format',
              from: ['./kit', './shop-html', ...apps.map((app) => `./${app}`), './api'],
              message: 'shop-format is how the kit and the API both write prices, days and countries; it imports only shared.',
            },
            {
              target: './shop-html',
              from: ['./shared', './kit', ...apps.map((app) => `./${app}`), './api'],
              message: 'shop-html is what the kit and the API both read the owner’s HTML with; it imports no package of the shop.',
            },
            {
              target: './kit',
              from: [...apps.map((app) => `./${app}`), './api'],
              message: 'kit is bundled into the apps; it imports only shared.',
            },
            { target: './api', from: apps.map((app) => `./${app}`), message: 'The API shares only the shared package with the apps.' },
            ...featureZones,
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  // The API's feature folders import one way (no loop between them): see tooling/feature-loops-rule.ts.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/test-support/**'],
    plugins: { lemon: { rules: { 'no-feature-loops': noFeatureLoops } } },
    rules: { 'lemon/no-feature-loops': 'error' },
  },
  // The effector rules read types: only the browser packages hold units, and only they pay for the type program.
  {
    files: ['{shared,kit,shell,mf-*}/src/**/*.{ts,tsx}'],
    ...effector.flatConfigs.recommended,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  { files: ['{shared,kit,shell,mf-*}/src/**/*.tsx'], ...effector.flatConfigs.react },
  { files: ['{shared,kit,shell,mf-*}/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // The router, React's bindings of the store and the texts, and the toasts come from @lemon/shared: a direct import
  // would bring the whole package back.
  {
    files: ['{kit,shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.tsx', '**/testing/**', 'shell/src/toasts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import the router from @lemon/shared: one copy in the page, of only the parts the apps use.',
            })),
            ...['react-i18next', 'effector-react'].map((name) => ({
              name,
              message: `Import ${name}'s hooks from @lemon/shared: one copy in the page, of only the parts the apps use.`,
            })),
            {
              name: 'react-toastify',
              message: 'Show a toast with showToastFx from @lemon/shared: react-toastify loads with the first one.',
            },
            {
              name: '@lemon/shared/contract',
              message: 'Import the contract from @lemon/shared: the page holds one copy of it (the subpath would bundle another).',
            },
          ],
        },
      ],
    },
  },
  // A page calls the API through its app's declared calls only (src/calls.ts): the build records those, and the API's
  // tests check it still answers them. A path written at the call would be a call no record holds. And the shop
  // writes its dates with one module (shop-format's dates.ts): the shop's clock, "1er", one look per kind.
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...callsOnlyByDeclaration] },
  },
  {
    files: ['{kit,shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.tsx', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...callsOnlyByDeclaration, ...oneDateModule] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/test-support/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneDateModule] },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
