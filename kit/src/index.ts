// Helpers and UI pieces every app uses, bundled into each app that imports them (not a Module Federation
// singleton): a change here ships with the next build of each app, without a release of @lemon/shared.
export * from './data/create-loader';
export * from './errors/error-message';
export * from './feature-app/create-feature-app';
export * from './feature-app/feature-app-fallback';
export * from './feature-app/lazy-page';
export * from './feature-app/run-feature-app-alone';
export * from './files/api-files';
export * from './forms/address-calls';
export * from './forms/address-fields';
export * from './forms/contract-form';
export * from './forms/form-field';
export * from './forms/form-footer';
export * from './forms/use-form-call';
export * from './format/price';
export * from './format/rich-text';
export * from './format/sanitize-html';
export * from './page/page';
export * from './page/use-page-meta';
export * from './shop/shop-identity';
export * from './ui/loading-state';
export * from './ui/postal-address';
export * from './ui/quantity-stepper';
export * from './ui/rich-text';
export * from './ui/toasts';
export * from './ui/use-hydrated';
export * from './ui/use-modal-dialog';
