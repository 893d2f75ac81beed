import type { PageRequest } from '@lemon/app-protocol/render';
import { defaultLocale, matchRoute, shopRoutes } from '@lemon/shared';
import { parseCookie } from 'cookie';

/** How the test answers a render's reads of the API as the visitor; `before` for a server from before there were any. */
export type VisitorReads = ((address: string) => Promise<{ status: number; body: unknown }>) | 'before';

/**
 * What the shop's server asks a render for the page at `pathname`, as it works it out from the shop's routes (the
 * workspace's, in the tests); `cookies` as a Cookie header, each read kept in `cookiesRead`; `asVisitor` answering
 * the reads of the API as the visitor (refused, when not given, as for a page that is not theirs alone).
 */
export function pageRequestFor(
  pathname: string,
  {
    search = '',
    cookies = '',
    draw = true,
    fragmentModules = [],
    asVisitor,
  }: Partial<Pick<PageRequest, 'search' | 'draw' | 'fragmentModules'>> & { cookies?: string; asVisitor?: VisitorReads } = {},
): PageRequest & { cookiesRead: string[] } {
  const route = matchRoute(pathname);
  const sent = parseCookie(cookies);
  const cookiesRead: string[] = [];
  const request: PageRequest & { cookiesRead: string[] } = {
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
  if (asVisitor === 'before') return request;
  return {
    ...request,
    ownCookie: (name) => {
      cookiesRead.push(name);
      return sent[name];
    },
    getAsVisitor: (address) => {
      if (!asVisitor) throw new Error(`No read of ${address} as the visitor was expected`);
      return asVisitor(address);
    },
  };
}
