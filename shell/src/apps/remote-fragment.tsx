import { BrowserRouter, type FeatureAppName } from '@lemon/shared';
import { FeatureAppFallback, LoadingState } from '@lemon/kit';
import { fragmentKey } from '@lemon/shared/server-render';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { startTransition, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { featureRemotes } from './remotes';
import { ServerDrawnContext } from './server-drawn';
import styles from './remote-fragment.module.css';

/** How far below the screen a fragment's code starts loading: it is live by the time the shopper gets there. */
const nearTheScreen = '50% 0px';

/** Calls `near` once the place's content comes near the screen; the returned function stops watching. */
function whenNearTheScreen(place: HTMLElement, near: () => void): () => void {
  const target = place.firstElementChild;
  if (!target || typeof IntersectionObserver === 'undefined') {
    near();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: nearTheScreen },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

interface FragmentName {
  app: FeatureAppName;
  module: string;
  name: string;
}

/**
 * A fragment in its place, a React root of its own (as a feature app in its slot): the shell's own updates (a
 * new address, a new language) never reach it, and it never waits on them. What the server drew there is taken
 * over once the fragment's code has loaded; what it did not, is drawn.
 */
class FragmentInPlace {
  private root: Root | undefined;
  private gone = false;
  /** Whether the server drew it: the fragment then takes its HTML over. */
  private readonly drawnByServer: boolean;

  constructor(
    private readonly place: HTMLElement,
    private readonly fragment: FragmentName,
  ) {
    this.drawnByServer = place.hasChildNodes();
    // Drawn in the browser (the shopper came to the page from another): a loading state until the code comes.
    if (!this.drawnByServer) this.draw(<LoadingState />);
  }

  async show(): Promise<void> {
    const { app, module, name } = this.fragment;
    const key = fragmentKey(this.fragment);
    try {
      await featureRemotes();
      // An exposed fragment (kit's `exposedFragment`) takes over what the server drew, as its app's pages do.
      const exposed = await loadRemote<Record<string, ComponentType<{ drawnByServer: boolean }>>>(`${app}/${module}`);
      const Fragment = exposed?.[name];
      if (!Fragment) throw new Error(`${key} is not exposed`);
      this.draw(
        <ErrorBoundary
          fallbackRender={({ resetErrorBoundary }) => <FeatureAppFallback app={app} onRetry={resetErrorBoundary} />}
          onError={(error) => console.error(`Fragment ${key} failed while rendering`, error)}
        >
          <BrowserRouter>
            <Fragment drawnByServer={this.drawnByServer} />
          </BrowserRouter>
        </ErrorBoundary>,
      );
    } catch (error) {
      console.error(`Fragment ${key} could not be shown`, error);
      this.draw(<FeatureAppFallback app={app} onRetry={() => void this.show()} />, { anew: true });
    }
  }

  /** Lets go of the place (the page is left); React's own work is never interrupted to do it. */
  remove(): void {
    this.gone = true;
    const root = this.root;
    if (root) setTimeout(() => root.unmount());
  }

  private draw(tree: ReactNode, { anew = false } = {}): void {
    if (this.gone) return;
    if (anew && this.root) {
      this.root.unmount();
      this.root = undefined;
    }
    if (this.root) {
      this.root.render(tree);
    } else if (this.place.hasChildNodes() && !anew) {
      // Taken over as a transition: React yields to the browser between pieces of it.
      startTransition(() => {
        this.root = hydrateRoot(this.place, tree);
      });
    } else {
      this.place.replaceChildren();
      this.root = createRoot(this.place);
      this.root.render(tree);
    }
  }
}

/**
 * A piece of a feature app for a shell page, e.g. `remoteFragment({ app: 'catalog', module: 'home-blocks' }, 'BestSellers')`,
 * made once at module level. The server draws it with its app; in the browser its code loads as it comes near
 * the screen (until then the server's HTML stays, its controls waiting), so a page never loads the code of what
 * the shopper does not reach. If it cannot load or breaks, only its place shows the translated fallback, whose
 * button loads it again.
 */
export function remoteFragment({ app, module }: { app: FeatureAppName; module: string }, name: string): ComponentType {
  const key = fragmentKey({ app, module, name });

  function RemoteFragment() {
    const place = useRef<HTMLDivElement>(null);
    const drawn = useContext(ServerDrawnContext).fragments?.[key];
    useEffect(() => {
      const fragment = new FragmentInPlace(place.current!, { app, module, name });
      const stopWatching = whenNearTheScreen(place.current!, () => void fragment.show());
      return () => {
        stopWatching();
        fragment.remove();
      };
    }, []);
    // React draws this once and never touches what is inside: the fragment's own root does.
    return (
      <div
        ref={place}
        className={styles.place}
        data-fragment={key}
        {...(drawn !== undefined && { dangerouslySetInnerHTML: { __html: drawn } })}
      />
    );
  }
  RemoteFragment.displayName = `RemoteFragment(${key})`;
  return RemoteFragment;
}
