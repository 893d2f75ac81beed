import type { AppPages, FeatureAppLifecycles } from '@lemon/app-protocol';
import {
  changeLanguageFx,
  composeShopRoutes,
  defaultLocale,
  localeChanged,
  matchRoute,
  remotesMapSchema,
  setShopRoutes,
} from '@lemon/shared';

/**
 * The routes of the apps the dev servers serve (their map, `/remotes.json`), so that links to the other apps' pages
 * have their addresses; the app's own pages alone when the map cannot be read.
 */
async function routeTheWorkspaceApps(name: string, pages: AppPages): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    const remotes = remotesMapSchema.parse(await response.json());
    setShopRoutes(composeShopRoutes(undefined, { ...remotes, [name]: { ...remotes[name]!, pages } }).table);
  } catch (error) {
    console.warn('The dev servers’ remotes map could not be read: links to other apps’ pages go to the home page', error);
    setShopRoutes(composeShopRoutes(undefined, { [name]: { version: 'dev', manifest: '/mf-manifest.json', pages } }).table);
  }
}

/**
 * For `pnpm dev` inside one feature app: mounts it into `#root` without the shell, taking the
 * language from the URL as the shell would.
 */
export async function runFeatureAppAlone(name: string, lifecycles: FeatureAppLifecycles, pages: AppPages): Promise<void> {
  await routeTheWorkspaceApps(name, pages);
  // The texts in the URL's language first, then the language: as the shell does.
  const followUrlLocale = async () => {
    const locale = matchRoute(location.pathname)?.locale ?? defaultLocale;
    await changeLanguageFx(locale);
    localeChanged(locale);
  };
  await followUrlLocale();
  window.addEventListener('popstate', () => void followUrlLocale());
  const props = { name, domElement: document.getElementById('root')! };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
