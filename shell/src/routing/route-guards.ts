import {
  $user,
  changeLanguageFx,
  defaultLocale,
  guessLocale,
  isLoginRequired,
  isStaffOnly,
  localeChanged,
  localeOfPath,
  localeStorageKey,
  loadUserFx,
  localizedPath,
  matchRoute,
  pathWithSupportedLocale,
  type Locale,
} from '@lemon/shared';
import { attach } from 'effector';
import { navigateToUrl } from 'single-spa';
import { catchUpWithDeployments } from '../apps/register-feature-apps';
import { authRequestSearch, pathOf } from '../auth-request/auth-request';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(localeStorageKey);
  } catch {
    return null;
  }
}

const guessedLocale = () => guessLocale(storedLocale(), navigator.language);

/**
 * Where a URL must go instead, or null when it may be shown: the locale guard (a supported locale in
 * every prefixed path), then the login guard (home with `?showAuth=1`, keeping the locale, and `&next=`
 * the page asked for, to land on once logged in), which loads the user first when nobody is logged in yet,
 * and the staff guard (a shopper asking for the back office goes home).
 */
export const guardRedirectFx = attach({
  source: $user,
  effect: async (user, { url, firstPage = false }: { url: URL; firstPage?: boolean }): Promise<string | null> => {
    const withLocale = pathWithSupportedLocale(url.pathname, guessedLocale());
    if (withLocale) return withLocale + url.search + url.hash;

    // An address no route knows may be a page deployed since the shell was opened (the first page's map is fresh).
    if (!firstPage && !matchRoute(url.pathname)) await catchUpWithDeployments();
    const route = matchRoute(url.pathname);
    if (!route || !isLoginRequired(route.name)) return null;
    const loggedInUser = user ?? (await loadUserFx().catch(() => null));
    const home = localizedPath(route.locale ?? defaultLocale, 'home');
    if (!loggedInUser) return home + authRequestSearch(pathOf(url));
    // A shopper never loads the back office: its pages are the staff's alone.
    if (isStaffOnly(route.name) && !loggedInUser.staff_role) return home;
    return null;
  },
});

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation: (cancel?: boolean | Promise<boolean>) => void;
}

/** Guards every navigation single-spa sees, and moves the page's language with the URL. */
export function installRouteGuards(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const url = new URL(newUrl);
    const redirected = guardRedirectFx({ url }).then(async (target) => {
      if (!target) {
        const locale = localeOfPath(url.pathname);
        if (locale) await showPageIn(locale);
        return false;
      }
      // single-spa puts the previous URL back after a cancel; redirect once it has.
      setTimeout(() => navigateToUrl(target));
      return true;
    });
    cancelNavigation(redirected);
  });
}

/**
 * The page's language follows its address once its texts are in: a page never shows a language half-loaded. Texts
 * that cannot load leave the page in the language it was in, saying so in the console.
 */
async function showPageIn(locale: Locale): Promise<void> {
  await changeLanguageFx(locale).catch((error: unknown) => console.error(`The texts in ${locale} could not load`, error));
  localeChanged(locale);
}

/** The same guards for the URL the page was opened at, before any app starts; then its texts, in its language. */
export async function guardFirstPage(): Promise<void> {
  const target = await guardRedirectFx({ url: new URL(location.href), firstPage: true });
  if (target) history.replaceState(history.state, '', target);
  await showPageIn(localeOfPath(location.pathname) ?? guessedLocale());
}
