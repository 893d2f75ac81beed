import { ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { StaffCategory } from '@lemon/staff-contract';
import { useEffect, useRef } from 'react';
import { useDeleteCategory } from './categories-calls';
import styles from './categories.module.css';

/**
 * Deleting a category: a question first; for one that holds products or other categories, why it cannot be
 * deleted, without asking the server (it would refuse).
 */
export function CategoryDeletion({
  category,
  subCategoryCount,
  onDone,
}: {
  category: StaffCategory;
  /** The categories it holds: it cannot be deleted while it holds any. */
  subCategoryCount: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  const remove = useDeleteCategory();
  const name = category.label.fr;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector('button')?.focus(), []);

  if (category.product_count > 0 || subCategoryCount > 0)
    return (
      <div ref={panel} className={styles.question} role="alert">
        <p>
          {category.product_count > 0
            ? t('categories.notEmpty', { name, count: category.product_count })
            : t('categories.holdsCategories', { name, count: subCategoryCount })}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button-secondary" onClick={onDone}>
            {t('categories.understood')}
          </button>
        </div>
      </div>
    );

  const confirm = () =>
    remove.mutate(category.id, {
      onSuccess: () => void showToast({ kind: 'success', message: t('categories.deleted', { name }) }),
      onError: (error) =>
        void showToast({
          kind: 'error',
          message: error instanceof ApiError && error.status === 422 ? t('categories.inUse', { name }) : t('categories.failed'),
        }),
      onSettled: onDone,
    });
  return (
    <div ref={panel} className={styles.question} role="group" aria-label={t('categories.confirmDelete', { name })}>
      <p>{t('categories.confirmDelete', { name })}</p>
      <div className={styles.actions}>
        <button type="button" className="button-secondary" onClick={onDone}>
          {t('categories.confirmDeleteNo')}
        </button>
        <button type="button" className="button-primary" disabled={remove.isPending} onClick={confirm}>
          {t('categories.confirmDeleteYes')}
        </button>
      </div>
    </div>
  );
}
