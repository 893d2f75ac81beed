import { $locale, hasPage, Link, localizedPath, type RouteName, useUnit } from '@lemon/shared';

/**
 * Links to pages of the shop by their names, each in a list item. A page no deployed app shows (its app not
 * deployed yet, or rolled back to a build without it) has no link: the list goes on without it.
 */
export function PageLinkItems({ links }: { links: readonly { page: RouteName; label: string }[] }) {
  const locale = useUnit($locale);
  return links
    .filter(({ page }) => hasPage(page))
    .map(({ page, label }) => (
      <li key={page}>
        <Link to={localizedPath(locale, page)}>{label}</Link>
      </li>
    ));
}
