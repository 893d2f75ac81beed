import { $locale, localizedPath, type LocalizedText } from '@lemon/shared';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * Slugs are per language: a page reached with another language's slug (after a language switch, or a
 * shared link) moves to its own slug in the page's language, without a new history entry.
 */
export function useLocalizedSlug(route: 'category' | 'product', slugs: LocalizedText | undefined): void {
  const locale = useUnit($locale);
  const { slug } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const own = slugs?.[locale];
    if (own && slug !== own) navigate(localizedPath(locale, route, { slug: own }) + search + hash, { replace: true });
  }, [locale, slugs, slug, route, search, hash, navigate]);
}
