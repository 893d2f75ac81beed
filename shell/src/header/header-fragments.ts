/**
 * The feature apps' modules the header shows, on every page: the catalogue's search box. The server draws it with
 * the page; its code loads only when the shopper reaches for it (the pointer over it, the focus, a touch), its
 * stylesheet coming with the page. The app changes it alone, the shell keeping its place.
 */
export const headerFragments = {
  search: { app: 'catalog', module: 'header-search', takeOver: 'when-reached-for' },
} as const;
