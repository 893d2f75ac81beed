import { $locale, BrowserRouter, pageTextsReadyFx, useUnit } from '@lemon/shared';
import { FeatureAppFallback, LoadingState } from '@lemon/kit';
import { fragmentKey } from '@lemon/app-protocol/render';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { startTransition, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { navigateToUrl } from 'single-spa';
import { featureRemotes } from './remotes';
import { ServerDrawnContext } from './server-drawn';
import { shopLinkOf } from './shop-link';
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

/**
 * The shopper reaches for what the server drew in the place (the pointer over it, the focus in it, a touch):
 * `reached` is called once. Until the fragment is live, a click on one of its links opens the page in the
 * shell, as the live link would, instead of loading the whole site again.
 */
function whenReachedFor(place: HTMLElement, fragment: FragmentInPlace, reached: () => void): () => void {
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  const onIntent = () => {
    for (const type of intents) place.removeEventListener(type, onIntent);
    reached();
  };
  const onClick = (event: MouseEvent) => {
    const link = shopLinkOf(event);
    const plainClick = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (fragment.live || event.defaultPrevented || !plainClick || !link) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    event.preventDefault();
    navigateToUrl(link.href);
  };
  for (const type of intents) place.addEventListener(type, onIntent, { passive: true });
  place.addEventListener('click', onClick);
  // Reached for already, before the shell's scripts ran (the tap that started them focused its field): now.
  if (place.contains(document.activeElement) || place.querySelector(':hover')) queueMicrotask(onIntent);
  return () => {
    for (const type of intents) place.removeEventListener(type, onIntent);
    place.removeEventListener('click', onClick);
  };
}

/**
 * When a fragment the server drew loads its code: as it comes near the screen (it has controls to make live),
 * or only when the shopper reaches for it (links and text, which work as they are).
 */
export type FragmentTakeOver = 'near-the-screen' | 'when-reached-for';

interface FragmentName {
  app: string;
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
  private showing: Promise<void> | undefined;
  /** What the server drew is no longer what the fragment would draw (the page's language changed). */
  private outdated = false;
  /** Whether the server drew it: the fragment then takes its HTML over. */
  readonly drawnByServer: boolean;

  constructor(
    private readonly place: HTMLElement,
    private readonly fragment: FragmentName,
  ) {
    this.drawnByServer = place.hasChildNodes();
    // Drawn in the browser (the shopper came to the page from another): a loading state until the code comes.
    if (!this.drawnByServer) this.draw(<LoadingState />);
  }

  /** Whether the fragment's own root draws the place (its code has loaded). */
  get live(): boolean {
    return this.root !== undefined;
  }

  /** Loads the fragment's code and draws it, once however often it is asked. */
  show(): Promise<void> {
    this.showing ??= this.load();
    return this.showing;
  }

  /** The page's language changed: what the server drew is out of date, the fragment draws itself anew. */
  outdate(): void {
    if (this.live || !this.drawnByServer) return;
    this.outdated = true;
    void this.show();
  }

  private async load(): Promise<void> {
    const { app, module, name } = this.fragment;
    const key = fragmentKey(this.fragment);
    try {
      await featureRemotes();
      // An exposed fragment (kit's `exposedFragment`) takes over what the server drew, as its app's pages do.
      const exposed = await loadRemote<Record<string, ComponentType<{ drawnByServer: boolean }>>>(`${app}/${module}`);
      const Fragment = exposed?.[name];
      if (!Fragment) throw new Error(`${key} is not exposed`);
      // Its app's texts in the page's language (its module registered how to load them).
      await pageTextsReadyFx([app]);
      const takeOver = this.drawnByServer && !this.outdated;
      this.draw(
        <ErrorBoundary
          fallbackRender={({ resetErrorBoundary }) => <FeatureAppFallback app={app} onRetry={resetErrorBoundary} />}
          onError={(error) => console.error(`Fragment ${key} failed while rendering`, error)}
        >
          <BrowserRouter>
            <Fragment drawnByServer={takeOver} />
          </BrowserRouter>
        </ErrorBoundary>,
        // The server's HTML, out of date, is replaced; the browser's loading state is simply drawn over.
        { anew: this.drawnByServer && !takeOver },
      );
    } catch (error) {
      console.error(`Fragment ${key} could not be shown`, error);
      this.showing = undefined;
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
 * A piece of a feature app for a shell page, e.g. `remoteFragment(homeFragments.blocks, 'BestSellers')`, made once
 * at module level. The server draws it with its app; in the browser it is taken over as it comes near the screen
 * (until then the server's HTML stays, its controls waiting), or, for `takeOver: 'when-reached-for'`, only when
 * the shopper reaches for it, so a page never loads the code of what the shopper does not use. If it cannot load
 * or breaks, only its place shows the translated fallback, whose button loads it again.
 */
export function remoteFragment(
  { app, module, takeOver = 'near-the-screen' }: { app: string; module: string; takeOver?: FragmentTakeOver },
  name: string,
): ComponentType {
  const key = fragmentKey({ app, module, name });

  function RemoteFragment() {
    const place = useRef<HTMLDivElement>(null);
    const fragment = useRef<FragmentInPlace>(undefined);
    const locale = useUnit($locale);
    const drawnPage = useContext(ServerDrawnContext);
    // The server's HTML, kept by the shell past the first page, is this page's only in the language it was drawn in.
    const [drawn] = useState(() => (drawnPage.locale === locale ? drawnPage.fragments?.[key] : undefined));
    const [firstLocale] = useState(locale);
    useEffect(() => {
      const inPlace = new FragmentInPlace(place.current!, { app, module, name });
      fragment.current = inPlace;
      const show = () => void inPlace.show();
      const stopWatching =
        takeOver === 'when-reached-for' && inPlace.drawnByServer
          ? whenReachedFor(place.current!, inPlace, show)
          : whenNearTheScreen(place.current!, show);
      return () => {
        stopWatching();
        inPlace.remove();
      };
    }, []);
    useEffect(() => {
      if (locale !== firstLocale) fragment.current?.outdate();
    }, [locale, firstLocale]);
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
