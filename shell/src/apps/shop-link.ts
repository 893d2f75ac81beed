/** The link of this shop (same origin) an event happened on, if any. */
export function shopLinkOf(event: Event): HTMLAnchorElement | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === location.origin ? link : undefined;
}
