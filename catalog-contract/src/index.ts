// The catalogue's calls, what they take and answer: bundled by the catalogue app, the API that serves them and its tests.
export * from './category';
export * from './moved-page';
export * from './listing';
export * from './product';
export * from './stock-notification';
export * from './search';
