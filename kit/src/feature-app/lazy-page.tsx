import { lazy, type ComponentType } from 'react';
import { useHydrated } from '../ui/use-hydrated';

/**
 * A page whose code loads when it is first shown, so an app's other pages cost the page nothing; name its
 * chunk after its route (`routeChunkPrefix`), for the server to preload it. The app's Suspense shows the
 * loading state meanwhile. If the code cannot load, the app's fallback shows, and its button loads it again:
 * a lazy component keeps its first answer, failures included, so a failed one is replaced for the next render.
 * `readyOf` gives what the page waits for beside its code when the browser draws it itself, started by its
 * module (parts of its own: see `richTextReady`); taking over what the server drew needs the code alone.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pageOf: (module: Module) => ComponentType,
  readyOf?: (module: Module) => Promise<unknown>,
): ComponentType {
  let drawnLive = true;
  const loadPage = () =>
    lazy(() =>
      load()
        .then(async (module) => {
          if (drawnLive) await readyOf?.(module);
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
    // Read as the page's code starts loading: the lazy component loads on its first render, just below.
    drawnLive = useHydrated();
    return <Page />;
  };
}
