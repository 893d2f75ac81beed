import type { PaginationMeta } from '@lemon/shared';
import { Link, useLocation, useTranslation } from '@lemon/shared';
import styles from './pagination.module.css';

/** Previous, "page 2 of 3", next: links that keep the rest of the URL. `label`: what the pages are of (a category's, by default). */
export function Pagination({ meta, label }: { meta: PaginationMeta; label?: string }) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  if (meta.last_page <= 1) return null;
  const pageLink = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pagination.label')}>
      {meta.current_page > 1 ? <Link to={pageLink(meta.current_page - 1)}>{t('pagination.previous')}</Link> : <span />}
      <span aria-current="page">{t('pagination.position', { page: meta.current_page, pages: meta.last_page })}</span>
      {meta.current_page < meta.last_page ? <Link to={pageLink(meta.current_page + 1)}>{t('pagination.next')}</Link> : <span />}
    </nav>
  );
}
