// What the shell and the feature apps share at run time (one instance in the page: a Module
// Federation singleton). The API imports the server-safe parts through the subpath exports instead.
export * from './api/api-client';
export * from './api/error-message';
export * from './contract';
export * from './format/price';
export * from './i18n/i18n';
export * from './i18n/translation-bundles';
export * from './locale/locales';
export * from './routes/routes';
export * from './shop/shop-identity';
export * from './store/cart';
export * from './store/locale';
export * from './store/session';
export * from './feature-app/create-feature-app';
export * from './feature-app/feature-app-fallback';
export * from './feature-app/run-feature-app-alone';
export * from './page/page';
export * from './ui/toasts';
export * from './data/create-loader';
export * from './format/rich-text';
export * from './page/use-page-meta';
export * from './ui/loading-state';
export * from './ui/quantity-stepper';
export * from './ui/rich-text';
