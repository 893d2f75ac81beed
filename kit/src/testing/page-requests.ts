import type { PageRequest } from '@lemon/app-protocol/render';
import { defaultLocale, matchRoute, shopRoutes } from '@lemon/shared';
import { parseCookie } from 'cookie';

/**
 * What the shop's server asks a render for the page at `pathname`, as it works it out from the shop's routes (the
 * workspace's, in the tests); `cookies` as a Cookie header, each read kept in `cookiesRead`.
 */
export function pageRequestFor(
  pathname: string,
  {
    search = '',
    cookies = '',
    draw = true,
    fragmentModules = [],
  }: Partial<Pick<PageRequest, 'search' | 'draw' | 'fragmentModules'>> & { cookies?: string } = {},
): PageRequest & { cookiesRead: string[] } {
  const route = matchRoute(pathname);
  const sent = parseCookie(cookies);
  const cookiesRead: string[] = [];
  return {
    pathname,
    search,
    locale: route?.locale ?? defaultLocale,
    page: route && { name: route.name, params: route.params },
    draw,
    fragmentModules,
    routes: shopRoutes().pages,
    cookie: (name, kindOf) => {
      cookiesRead.push(name);
      return kindOf(sent[name]);
    },
    cookiesRead,
  };
}
