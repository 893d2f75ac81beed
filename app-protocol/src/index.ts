// What a feature app's build publishes and what composes the shop from the apps deployed (the server, the
// shell) reads: a build-time package, bundled into each of them, never a singleton of the page.
export * from './calls';
export * from './feature-app';
export * from './pages';
export * from './pages-schema';
export * from './shop-pages';
