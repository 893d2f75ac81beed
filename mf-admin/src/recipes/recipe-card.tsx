import { ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { StaffRecipe } from '@lemon/staff-contract';
import { useId } from 'react';
import { ConfirmedDelete } from '../ui/confirmed-delete';
import { useDeleteRecipe } from '../catalogue/recipes-calls';
import styles from './recipes.module.css';

/** One recipe in the list: its French title and short text, the products it uses, and what she may do with it. */
export function RecipeCard({ recipe, onEdit }: { recipe: StaffRecipe; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  const deleteRecipe = useDeleteRecipe();
  const titleId = useId();
  const name = recipe.label.fr;
  const remove = () =>
    deleteRecipe.mutateAsync(recipe.id).then(
      () => void showToast({ kind: 'success', message: t('recipes.deleted', { name }) }),
      (error: unknown) => {
        // Already gone (someone else deleted it): the list, read again, says so.
        if (error instanceof ApiError && error.status === 404) return;
        void showToast({ kind: 'error', message: t('recipes.deleteFailed') });
      },
    );
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        {recipe.text.fr && <p className={styles.text}>{recipe.text.fr}</p>}
        <p className={styles.uses}>
          {recipe.products.length === 0
            ? t('recipes.noProducts')
            : t('recipes.uses', { products: recipe.products.map((product) => product.label.fr).join(', ') })}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button-secondary" aria-label={t('recipes.editRecipe', { name })} onClick={onEdit}>
            {t('recipes.edit')}
          </button>
          <ConfirmedDelete
            action={t('recipes.delete')}
            actionLabel={t('recipes.deleteRecipe', { name })}
            question={t('recipes.confirmDelete', { name })}
            onDelete={remove}
          />
        </div>
      </article>
    </li>
  );
}
