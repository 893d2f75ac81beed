import { $locale, localizedPath, type LocalizedText, useLocation, useNavigate, useParams, useUnit } from '@lemon/shared';
import { useEffect } from 'react';

/**
 * Slugs are per language: a page reached with another language's slug (after a language switch, or a
 * shared link) moves to its own slug in the page's language, without a new history entry. Only when `slugs`
 * are the URL's page's: the previous page's, still shown while the next one loads, must not pull the URL back.
 */
export function useLocalizedSlug(route: 'category' | 'product', slugs: LocalizedText | undefined): void {
  const locale = useUnit($locale);
  const { slug } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const own = slugs?.[locale];
    const samePage = slug !== undefined && slugs !== undefined && Object.values(slugs).includes(slug);
    if (own && slug !== own && samePage) navigate(localizedPath(locale, route, { slug: own }) + search + hash, { replace: true });
  }, [locale, slugs, slug, route, search, hash, navigate]);
}
