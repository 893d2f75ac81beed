import type { FeatureAppName } from '@lemon/shared';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { pageOwner } from './feature-apps';
import { featureRemotes } from './remotes';

/** The feature app that shows the page a link leads to, when it is a page of this shop. */
export function appBehindLink(link: HTMLAnchorElement): FeatureAppName | undefined {
  if (link.origin !== location.origin) return undefined;
  const owner = pageOwner(link.pathname);
  return owner === 'shell' ? undefined : owner;
}

const started = new Set<FeatureAppName>();

function prefetch(app: FeatureAppName): void {
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
 * The next page's code starts loading as soon as the shopper shows they may go there (the pointer over its link, the focus on it, a touch), so the page shows at once when they do.
 */
export function installPrefetchOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const app = link instanceof HTMLAnchorElement ? appBehindLink(link) : undefined;
    if (app) prefetch(app);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
