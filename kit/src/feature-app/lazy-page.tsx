import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first shown, so an app's other pages cost the page nothing; name its
 * chunk after its route (`routeChunkPrefix`), for the server to preload it. The app's Suspense shows the
 * loading state meanwhile. If the code cannot load, the app's fallback shows, and its button loads it again:
 * a lazy component keeps its first answer, failures included, so a failed one is replaced for the next render.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pageOf: (module: Module) => ComponentType): ComponentType {
  const loadPage = () => lazy(() => load().then((module) => ({ default: pageOf(module) }), failed));
  let Page = loadPage();
  function failed(error: unknown): never {
    Page = loadPage();
    throw error;
  }
  return function LazyPage() {
    return <Page />;
  };
}
