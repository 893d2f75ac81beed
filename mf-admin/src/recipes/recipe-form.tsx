import { FormFooter, TextAreaField, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { StaffRecipe } from '@lemon/staff-contract';
import { useEffect, useState } from 'react';
import { ConflictNotice } from '../ui/conflict-notice';
import { LanguageColumns } from '../ui/language-columns';
import { RichTextField } from '../ui/rich-text-editor';
import { SaveBar } from '../ui/save-bar';
import { ProductPicker } from './product-picker';
import { useFetchLatestRecipes, useSaveRecipe } from '../catalogue/recipes-calls';
import {
  emptyRecipeForm,
  keepMyRecipeChanges,
  newRecipeFormSchema,
  recipeChanges,
  recipeFormSchema,
  toRecipeFormValues,
} from './recipe-values';
import styles from './recipes.module.css';

/**
 * A new recipe, or one to change (`recipe`), written in place in the list: its texts in three languages and the
 * products it uses. Saved from the version it started from; when someone else saved meanwhile, what they changed
 * is shown, and she takes theirs or saves hers over it.
 */
export function RecipeForm({ recipe, onSaved, onCancel }: { recipe?: StaffRecipe; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  const [base, setBase] = useState(recipe);
  const [theirs, setTheirs] = useState<StaffRecipe>();
  const form = useContractForm(
    (recipe ? recipeFormSchema : newRecipeFormSchema) as typeof newRecipeFormSchema,
    recipe ? toRecipeFormValues(recipe) : emptyRecipeForm(),
  );
  const save = useSaveRecipe();
  const fetchLatest = useFetchLatestRecipes();
  const title = recipe ? t('recipes.form.editTitle', { name: recipe.label.fr }) : t('recipes.form.newTitle');
  useEffect(() => form.setFocus('label.fr'), [form]);

  const call = async (payload: Parameters<typeof save.mutateAsync>[0]['payload']) => {
    try {
      return await save.mutateAsync({ id: base?.id, payload });
    } catch (error) {
      if (!base || !(error instanceof ApiError) || error.status !== 409) throw error;
      const latest = (await fetchLatest()).find((kept) => kept.id === base.id);
      if (!latest) throw error;
      setTheirs(latest);
      return undefined;
    }
  };
  const saved = (done: StaffRecipe | undefined) => {
    if (!done) return;
    void showToast({ kind: 'success', message: t('recipes.saved', { name: done.label.fr }) });
    onSaved();
  };
  const { submit, status } = useFormCall(form, call, saved);
  const takeTheirs = () => {
    form.reset(toRecipeFormValues(theirs!));
    setBase(theirs);
    setTheirs(undefined);
  };
  const keepMine = () => {
    form.reset(keepMyRecipeChanges(form.getValues(), toRecipeFormValues(base!), toRecipeFormValues(theirs!)));
    setBase(theirs);
    setTheirs(undefined);
    void submit();
  };

  return (
    <form noValidate className={styles.form} aria-label={title} onSubmit={(event) => void submit(event)}>
      <h2>{title}</h2>
      {theirs && base && (
        <ConflictNotice
          title={t('recipes.conflict.title')}
          changes={recipeChanges(base, theirs, t)}
          busy={status.sending}
          onTakeTheirs={takeTheirs}
          onKeepMine={keepMine}
        />
      )}
      <LanguageColumns>
        {(locale) => (
          <>
            <TextField form={form} name={`label.${locale}`} label={t('recipes.form.label')} autoComplete="off" />
            <TextAreaField form={form} name={`text.${locale}`} label={t('recipes.form.text')} hint={t('recipes.form.textHint')} rows={3} />
            <RichTextField form={form} name={`instructions.${locale}`} label={t('recipes.form.instructions')} />
          </>
        )}
      </LanguageColumns>
      <ProductPicker form={form} />
      <SaveBar>
        <FormFooter form={form} status={status} submitLabel={recipe ? t('recipes.form.save') : t('recipes.form.create')}>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {t('recipes.form.cancel')}
          </button>
        </FormFooter>
      </SaveBar>
    </form>
  );
}
