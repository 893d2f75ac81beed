import { api, innerSchema, matchRoute } from '@lemon/shared';
import { pageViewPayloadSchema } from '@lemon/shell-contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { shellCalls } from '../calls';
import { $analyticsAllowed } from '../consent/consent.model';
import { forgetVisitor, visitorId } from './visitor-cookie';

/** The shopper now sees this page (its path, without query or hash). */
export const pageShown = createEvent<string>();

/** One of the shop's pages, as the apps deployed compose them (a product or category slug is not checked). */
function isShopPage(path: string): boolean {
  try {
    return matchRoute(path)?.locale !== undefined;
  } catch {
    return false; // a %-escape that is not UTF-8
  }
}

/** The shop's own pages count; a path of none (the not-found page) does not. */
const isCountable = (path: string | null): path is string =>
  path !== null && innerSchema(pageViewPayloadSchema).shape.path.safeParse(path).success && isShopPage(path);

/** The page the shopper is on; a new query or hash on the same page is not a new page. */
const $currentPath = createStore<string | null>(null).on(pageShown, (_, path) => path);

/** One page view to the shop's own API, under the visitor's random identifier. */
export const countPageViewFx = createEffect(async (path: string) => {
  await api.post(shellCalls.pageView.path, shellCalls.pageView.response, { path, visitor: visitorId() });
});

export const forgetVisitorFx = createEffect(forgetVisitor);

// Nothing is counted, and no visitor cookie is set, before the visitor consents to analytics.
sample({
  clock: $currentPath.updates,
  source: $analyticsAllowed,
  filter: (allowed, path) => allowed && isCountable(path),
  fn: (_, path) => path as string,
  target: countPageViewFx,
});
// The page on which they consent counts; so does every page shown on a later visit (consent is known at load).
sample({
  clock: $analyticsAllowed.updates,
  source: $currentPath,
  filter: (path, allowed): path is string => allowed && isCountable(path),
  target: countPageViewFx,
});
// Withdrawn: counting stops and the identifier goes.
sample({ clock: $analyticsAllowed.updates, filter: (allowed) => !allowed, target: forgetVisitorFx });
