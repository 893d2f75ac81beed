import { SelectField } from '@lemon/kit';
import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { vatRates, type StaffCategory, type StaffRecipe } from '@lemon/staff-contract';
import { useController, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, choiceClassName } from '../ui/checkbox-field';
import { vatRateInWords } from './product-changes';
import type { ProductFormValues } from './product-values';
import styles from './product.module.css';

type ProductForm = UseFormReturn<ProductFormValues, unknown, unknown>;

/** How the product is sold: its category and VAT rate, whether it is shown or put forward, the recipes using it. */
export function ProductSale({ form, categories, recipes }: { form: ProductForm; categories: StaffCategory[]; recipes: StaffRecipe[] }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <div className={styles.sale}>
      <div className={styles.saleChoices}>
        <SelectField
          form={form}
          name="product_category_id"
          label={t('product.fields.category')}
          placeholder={t('product.fields.chooseCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: category.label.fr }))}
        />
        <SelectField
          form={form}
          name="vat_rate"
          label={t('product.fields.vatRate')}
          hint={t('product.fields.vatRateHint')}
          placeholder={t('product.fields.chooseVatRate')}
          options={vatRates.map((rate) => ({ value: String(rate), label: vatRateInWords(rate, locale) }))}
        />
      </div>
      <div>
        <CheckboxField form={form} name="is_hidden" label={t('product.fields.isHidden')} hint={t('product.fields.isHiddenHint')} />
        <CheckboxField form={form} name="is_monthly" label={t('product.fields.isMonthly')} hint={t('product.fields.isMonthlyHint')} />
        <CheckboxField
          form={form}
          name="is_highlighted"
          label={t('product.fields.isHighlighted')}
          hint={t('product.fields.isHighlightedHint')}
        />
        <CheckboxField
          form={form}
          name="contains_alcohol"
          label={t('product.fields.containsAlcohol')}
          hint={t('product.fields.containsAlcoholHint')}
        />
      </div>
      <RecipeChoices form={form} recipes={recipes} />
    </div>
  );
}

/** The recipes that use the product, ticked among all of them. */
function RecipeChoices({ form, recipes }: { form: ProductForm; recipes: StaffRecipe[] }) {
  const { t } = useTranslation('admin');
  const { field } = useController({ control: form.control, name: 'recipe_ids' });
  const chosen = field.value;
  const toggle = (id: number) => field.onChange(chosen.includes(id) ? chosen.filter((kept) => kept !== id) : [...chosen, id]);
  return (
    <fieldset className={styles.recipes}>
      <legend>{t('product.fields.recipes')}</legend>
      {recipes.length === 0 ? (
        <p>{t('product.fields.noRecipes')}</p>
      ) : (
        recipes.map((recipe) => (
          <label key={recipe.id} className={choiceClassName}>
            <input type="checkbox" checked={chosen.includes(recipe.id)} onChange={() => toggle(recipe.id)} />
            <span>{recipe.label.fr}</span>
          </label>
        ))
      )}
    </fieldset>
  );
}
