import { useState } from 'react';
import { useTranslation } from '@lemon/shared';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useStaffProducts } from '../catalogue/products-calls';
import { SearchForm } from '../ui/search-form';
import type { RecipeFormValues } from './recipe-values';
import styles from './recipes.module.css';

/**
 * The products a recipe uses: each a chip with a button to take it off, and a search (name or address, any
 * language) to add more.
 */
export function ProductPicker({ form }: { form: UseFormReturn<RecipeFormValues, unknown, unknown> }) {
  const { t } = useTranslation('admin');
  const { field } = useController({ control: form.control, name: 'products' });
  const chosen = field.value;
  const [searched, setSearched] = useState('');
  const found = useStaffProducts({ q: searched }, { enabled: searched !== '' });

  return (
    <fieldset className={styles.picker}>
      <legend>{t('recipes.form.products')}</legend>
      {chosen.length === 0 ? (
        <p>{t('recipes.noProducts')}</p>
      ) : (
        <ul className={styles.chips}>
          {chosen.map((product) => (
            <li key={product.id} className={styles.chip}>
              <span>{product.label.fr}</span>
              <button
                type="button"
                aria-label={t('recipes.form.removeProduct', { name: product.label.fr })}
                onClick={() => field.onChange(chosen.filter((kept) => kept.id !== product.id))}
              >
                {t('recipes.form.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchForm nested label={t('recipes.form.search')} action={t('recipes.form.searchAction')} initial="" onSearch={setSearched} />
      {searched !== '' && found.data && (
        <ul className={styles.found} aria-label={t('recipes.form.found')}>
          {found.data.data.length === 0 && <li>{t('recipes.form.noMatch')}</li>}
          {found.data.data.map((product) => {
            const added = chosen.some((kept) => kept.id === product.id);
            return (
              <li key={product.id}>
                <span>{product.label.fr}</span>
                <button
                  type="button"
                  className="button-secondary"
                  disabled={added}
                  aria-label={added ? undefined : t('recipes.form.addProduct', { name: product.label.fr })}
                  onClick={() => field.onChange([...chosen, { id: product.id, label: product.label }])}
                >
                  {added ? t('recipes.form.added') : t('recipes.form.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {found.isError && <p role="alert">{t('recipes.form.searchFailed')}</p>}
    </fieldset>
  );
}
