import type { FeatureAppLifecycles } from '@lemon/app-protocol';
import { matchRoute, pageFromSearch, type RouteName } from '@lemon/shared';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { routeOwner } from './feature-apps';
import { prefetchPageCode } from './prefetch-page-code';
import { featureRemotes } from './remotes';
import { shopLinkOf } from './shop-link';

/** The page of a feature app a link of this shop leads to (none for the shell's own pages). */
function appPageBehindLink(link: HTMLAnchorElement): { app: string; route: RouteName } | undefined {
  const route = matchRoute(link.pathname)?.name;
  if (!route) return undefined;
  const app = routeOwner(route);
  return app === undefined ? undefined : { app, route };
}

const started = new Set<string>();

/** The app's entry and lifecycles, then the page's own chunk. */
function prefetchCode({ app, route }: { app: string; route: RouteName }): void {
  prefetchPageCode(app, route).catch((error: unknown) => console.warn(`The ${route} page's code could not be fetched ahead`, error));
  if (started.has(app)) return;
  started.add(app);
  featureRemotes()
    .then(() => preloadRemote([{ nameOrAlias: app, exposes: ['./lifecycles'], resourceCategory: 'sync' }]))
    .catch((error: unknown) => {
      started.delete(app); // the click will load it, with the usual retries and fallback
      console.warn(`Feature app ${app} could not be fetched ahead`, error);
    });
}

/**
 * The data of the page behind a link, loaded now by the apps that show it (`prefetchPage`: each knows what it
 * loads): a feature app's page by its app, a shell page's fragments by theirs. The shell's own data (menu,
 * festival notice) is loaded once per visit.
 */
function fetchPageData(link: HTMLAnchorElement, shellPageFragments: ShellPageFragments): void {
  // A link to the page already shown (the login link, `?showAuth=1`) opens nothing new; another page of a list does.
  if (link.pathname === location.pathname && pageFromSearch(link.search) === pageFromSearch(location.search)) return;
  void fetchDataOf(link.pathname, link.search, shellPageFragments).catch((error: unknown) =>
    console.warn(`The data of ${link.pathname} could not be fetched ahead`, error),
  );
}

/** The feature apps' modules each of the shell's pages shows, by route, and when their code loads. */
export type ShellPageFragments = Partial<Record<RouteName, readonly { app: string; takeOver?: 'near-the-screen' | 'when-reached-for' }[]>>;

async function fetchDataOf(pathname: string, search: string, shellPageFragments: ShellPageFragments): Promise<void> {
  const route = matchRoute(pathname);
  if (!route) return;
  const owner = routeOwner(route.name);
  // A fragment whose code waits until the shopper reaches for it (the home page's about section) has its data loaded then too.
  const comingWithThePage = (shellPageFragments[route.name] ?? []).filter(({ takeOver }) => takeOver !== 'when-reached-for');
  const apps = owner ? [owner] : [...new Set(comingWithThePage.map(({ app }) => app))];
  if (apps.length === 0) return;
  await featureRemotes();
  await Promise.all(
    apps.map(async (app) => (await loadRemote<FeatureAppLifecycles>(`${app}/lifecycles`))?.prefetchPage?.(pathname, search)),
  );
}

/** A popup a link opens by its address (`?showAuth=1`): the code to fetch when the shopper reaches for that link. */
export interface PopupOnIntent {
  askedBy: (search: string) => boolean;
  load: () => Promise<unknown>;
}

/** The code of the popups the link asks for; the click loads it again, with its retry, if this fails. */
function prefetchPopups(link: HTMLAnchorElement, popups: readonly PopupOnIntent[]): void {
  for (const popup of popups) if (popup.askedBy(link.search)) popup.load().catch(() => undefined);
}

/** A pointer passing over a link on its way elsewhere is no intent: it must rest this long to fetch data. */
const hoverIntentMs = 80;

/**
 * The next page's code and data start loading as soon as the shopper shows they may go there (the pointer
 * over its link, the focus on it, a touch), so the page shows at once when they do; so does the code of a popup
 * the link opens (`popups`).
 */
export function installPrefetchOnIntent(shellPageFragments: ShellPageFragments, popups: readonly PopupOnIntent[] = []): void {
  let hovered: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const onIntent = (event: Event) => {
    const link = shopLinkOf(event);
    if (!link) return;
    const appPage = appPageBehindLink(link);
    if (appPage) prefetchCode(appPage);
    prefetchPopups(link, popups);
    if (event.type !== 'pointerover') return fetchPageData(link, shellPageFragments);
    if (hovered?.link === link) return;
    if (hovered) clearTimeout(hovered.timer);
    hovered = { link, timer: setTimeout(() => fetchPageData(link, shellPageFragments), hoverIntentMs) };
  };
  const onPointerOut = (event: Event) => {
    if (!hovered || shopLinkOf(event) !== hovered.link) return;
    const to = (event as PointerEvent).relatedTarget;
    if (to instanceof Node && hovered.link.contains(to)) return; // still over the link, on one of its children
    clearTimeout(hovered.timer);
    hovered = undefined;
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('pointerout', onPointerOut, { capture: true, passive: true });
}
