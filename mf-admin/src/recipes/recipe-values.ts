// A recipe as its form holds it (the products it uses with their names, to show them) and the contract's payload
// (their ids): the form checks its values by making the payload and checking that with the contract's own schema.
import { innerSchema, locales, type Locale, z } from '@lemon/shared';
import {
  recipePayloadSchema,
  recipeUpdatePayloadSchema,
  type RecipePayload,
  type RecipeUpdatePayload,
  type StaffRecipe,
} from '@lemon/staff-contract';
import type { TFunction } from 'i18next';
import { pickSet, pickTexts } from '../ui/keep-my-changes';
import { textInLanguage } from '../ui/text-in-language';

type Texts = Record<Locale, string>;

/** A product a recipe uses, named as the list shows it. */
export interface RecipeProduct {
  id: number;
  label: Texts;
}

export interface RecipeFormValues {
  /** The version the form started from; null for a new recipe. */
  version: number | null;
  label: Texts;
  text: Texts;
  instructions: Texts;
  products: RecipeProduct[];
}

const noText = (): Texts => ({ fr: '', en: '', it: '' });
export const emptyRecipeForm = (): RecipeFormValues => ({
  version: null,
  label: noText(),
  text: noText(),
  instructions: noText(),
  products: [],
});

export const toRecipeFormValues = (recipe: StaffRecipe): RecipeFormValues => ({
  version: recipe.version,
  label: { ...recipe.label },
  text: { ...recipe.text },
  instructions: { ...recipe.instructions },
  products: recipe.products.map((product) => ({ id: product.id, label: { ...product.label } })),
});

export const toRecipePayload = (values: RecipeFormValues): RecipeUpdatePayload =>
  ({
    ...(values.version === null ? {} : { version: values.version }),
    label: values.label,
    text: values.text,
    instructions: values.instructions,
    product_ids: values.products.map((product) => product.id),
  }) as RecipeUpdatePayload;

const formValues = z.custom<RecipeFormValues>();
export const newRecipeFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values) => toRecipePayload(values) as RecipePayload),
  ),
  innerSchema(recipePayloadSchema),
);
export const recipeFormSchema = z.pipe(z.pipe(formValues, z.transform(toRecipePayload)), innerSchema(recipeUpdatePayloadSchema));

/** What someone else changed in a recipe, one sentence each: "Titre (anglais) : « Lemonade » → « Lemon squash »". */
export function recipeChanges(before: StaffRecipe, after: StaffRecipe, t: TFunction): string[] {
  const quoted = (text: string) => (text.trim() === '' ? t('conflict.empty') : t('conflict.quoted', { text }));
  const lines: string[] = [];
  for (const field of ['label', 'text', 'instructions'] as const) {
    for (const language of locales) {
      if (before[field][language] === after[field][language]) continue;
      const what = textInLanguage(t, t(`recipes.form.${field}`), language);
      lines.push(
        field === 'label'
          ? t('conflict.changed', { what, before: quoted(before.label[language]), after: quoted(after.label[language]) })
          : t('conflict.rewritten', { what }),
      );
    }
  }
  const ids = (recipe: StaffRecipe) => recipe.products.map((product) => product.id);
  for (const product of after.products.filter((used) => !ids(before).includes(used.id))) {
    lines.push(t('recipes.conflict.productAdded', { name: product.label.fr }));
  }
  for (const product of before.products.filter((used) => !ids(after).includes(used.id))) {
    lines.push(t('recipes.conflict.productRemoved', { name: product.label.fr }));
  }
  return lines;
}

/** Her changes laid over the version someone else saved: what she changed is hers, what she left is theirs. */
export const keepMyRecipeChanges = (mine: RecipeFormValues, base: RecipeFormValues, theirs: RecipeFormValues): RecipeFormValues => ({
  version: theirs.version,
  label: pickTexts(mine.label, base.label, theirs.label),
  text: pickTexts(mine.text, base.text, theirs.text),
  instructions: pickTexts(mine.instructions, base.instructions, theirs.instructions),
  products: pickSet(mine.products, base.products, theirs.products, (product) => product.id),
});
