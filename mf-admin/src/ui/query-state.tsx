import { ApiError, useTranslation } from '@lemon/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styles from './query-state.module.css';

/**
 * What a back-office page shows of the data it asked for: a loading line, a translated failure with a
 * button to ask again (or that the page is the owner's), or the data.
 */
export function QueryState<Data>({ query, children }: { query: UseQueryResult<Data>; children: (data: Data) => ReactNode }) {
  const { t } = useTranslation('admin');
  if (query.isPending)
    return (
      <p className={styles.status} role="status">
        {t('loading')}
      </p>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) return <p className={styles.status}>{t('ownerOnly')}</p>;
    return (
      <div className={styles.status} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
