import { lazy, type ComponentType } from 'react';

/**
 * A page whose code loads when it is first shown, so an app's other pages cost the page nothing; name its
 * chunk after its route (`routeChunkPrefix`), for the server to preload it. The app's Suspense shows the
 * loading state meanwhile. If the code cannot load, the app's fallback shows, and its button loads it again:
 * a lazy component keeps its first answer, failures included, so a failed one is replaced for the next render.
 * `readyOf` gives what the page waits for beside its code, started by its module (parts of its own, preloaded
 * with it: see `richTextReady`).
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pageOf: (module: Module) => ComponentType,
  readyOf?: (module: Module) => Promise<unknown>,
): ComponentType {
  const loadPage = () =>
    lazy(() =>
      load()
        .then(async (module) => {
          await readyOf?.(module);
          return { default: pageOf(module) };
        })
        .catch(failed),
    );
  let Page = loadPage();
  function failed(error: unknown): never {
    Page = loadPage();
    throw error;
  }
  return function LazyPage() {
    return <Page />;
  };
}
