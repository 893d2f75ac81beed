// What must exist once in the page, shared by the shell and every feature app as one Module Federation
// singleton: the store, the i18n instance, the API client, the contract's building blocks and navigation
// (the routes the apps deployed compose).
// Helpers and UI pieces live in @lemon/kit, which each app bundles for itself; each feature's calls and schemas
// in its contract package. The subpath exports (`/routes`, …) are plain modules, bundled wherever they are
// imported (the API, the tests), but for `/contract`, a singleton of its own.
export * from './api/api-calls';
export * from './api/api-client';
// By the package's own name, so that the page holds one copy of it: the features' contract packages take it too.
export * from '@lemon/shared/contract';
export * from './i18n/i18n';
export * from './i18n/react-texts';
export * from './i18n/texts-loader';
export * from './locale/locales';
export * from './routes/routes';
export * from './router/router';
export * from './store/cart';
export * from './store/locale';
export * from './store/react-store';
export * from './store/session';
export * from './toasts/toasts';
export { storeCalls } from './store/store-calls';
