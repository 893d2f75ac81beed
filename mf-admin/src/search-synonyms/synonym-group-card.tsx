import { ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { SearchSynonymGroup } from '@lemon/staff-contract';
import { ShopResultsLink } from '../catalogue/shop-results-link';
import { ConfirmedDelete } from '../ui/confirmed-delete';
import { useDeleteSynonymGroup } from './search-synonyms-calls';
import { termsText } from './synonym-values';
import styles from './search-synonyms.module.css';

/** One group in the list: its terms, a link to what the shop's search finds for its first, and what she may do. */
export function SynonymGroupCard({ group, onEdit }: { group: SearchSynonymGroup; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  const deleteGroup = useDeleteSynonymGroup();
  const terms = termsText(group.terms);
  const first = group.terms[0]!;
  const remove = () =>
    deleteGroup.mutateAsync(group.id).then(
      () => void showToast({ kind: 'success', message: t('searchSynonyms.deleted', { terms }) }),
      (error: unknown) => {
        // Already gone (someone else deleted it): the list, read again, says so.
        if (error instanceof ApiError && error.status === 404) return;
        void showToast({ kind: 'error', message: t('searchSynonyms.deleteFailed') });
      },
    );
  return (
    <li className={styles.card}>
      <ul className={styles.terms} aria-label={terms}>
        {group.terms.map((term) => (
          <li key={term} className={styles.term}>
            {term}
          </li>
        ))}
      </ul>
      <ShopResultsLink className={styles.tryIt} query={first}>
        {t('searchSynonyms.tryIt', { term: first })}
      </ShopResultsLink>
      <div className={styles.actions}>
        <button type="button" className="button-secondary" aria-label={t('searchSynonyms.editGroup', { terms })} onClick={onEdit}>
          {t('searchSynonyms.edit')}
        </button>
        <ConfirmedDelete
          action={t('searchSynonyms.delete')}
          actionLabel={t('searchSynonyms.deleteGroup', { terms })}
          question={t('searchSynonyms.confirmDelete', { terms })}
          onDelete={remove}
        />
      </div>
    </li>
  );
}
