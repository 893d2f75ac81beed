// What must exist once in the page, shared by the shell and every feature app as one Module Federation
// singleton: the store, the i18n instance, the API client, the contract and the route table. Helpers and
// UI pieces live in @lemon/kit, which each app bundles for itself. The subpath exports (`/contract`,
// `/routes`, …) are plain modules, bundled wherever they are imported (the API, the tests).
export * from './api/api-calls';
export * from './api/api-client';
export * from './contract';
export * from './feature-apps/feature-apps';
export * from './i18n/i18n';
export * from './locale/locales';
export * from './routes/routes';
export * from './router/router';
export * from './store/cart';
export * from './store/locale';
export * from './store/session';
export * from './toasts/toasts';
export { storeCalls } from './store/store-calls';
