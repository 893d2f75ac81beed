// Test data for the apps' tests, at `@lemon/kit/testing`: not in kit's index, so no app bundles it.
export * from './addresses';
export * from './catalogue';
export * from './festival-notice';
export * from './users';
export * from './modal-dialog';
export * from './page-requests';
