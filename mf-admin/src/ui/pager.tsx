import type { PaginationMeta } from '@lemon/shared';
import { useTranslation } from '@lemon/shared';
import styles from './pager.module.css';

/** A list's "previous / page n of m / next", shown only when there is more than one page. */
export function Pager({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (meta.last_page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className="button-secondary" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
        {t('pager.previous')}
      </button>
      <span aria-current="page">{t('pager.position', { page: meta.current_page, pages: meta.last_page })}</span>
      <button
        type="button"
        className="button-secondary"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
