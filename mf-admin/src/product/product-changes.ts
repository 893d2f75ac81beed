// When someone else saved a product while the owner changed it: what they changed, in words, and the owner's
// changes laid over their version (what she did not touch takes theirs).
import { formatPrice } from '@lemon/kit';
import { locales, type Locale } from '@lemon/shared';
import type { StaffProduct, StaffVariation } from '@lemon/staff-contract';
import type { TFunction } from 'i18next';
import { pick, pickSet, pickTexts, same } from '../ui/keep-my-changes';
import { textInLanguage } from '../ui/text-in-language';
import type { ProductFormValues, VariationFormValues } from './product-values';

/** What the change list needs beyond the two products: the texts, and the names of categories and recipes. */
export interface ChangeWords {
  t: TFunction;
  locale: Locale;
  categoryName: (id: number) => string;
  recipeName: (id: number) => string;
}

export const vatRateInWords = (rate: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rate / 100)} %`;

const flags = ['is_hidden', 'is_monthly', 'is_highlighted', 'contains_alcohol'] as const;

/** Each change from `before` to `after`, one sentence each: "Nom (anglais) : « Lemon jam » → « Lemon curd »". */
export function productChanges(before: StaffProduct, after: StaffProduct, { t, locale, categoryName, recipeName }: ChangeWords): string[] {
  const quoted = (text: string) => (text.trim() === '' ? t('conflict.empty') : t('conflict.quoted', { text }));
  const yesNo = (value: boolean) => t(value ? 'product.conflict.yes' : 'product.conflict.no');
  const changed = (what: string, from: string, to: string) => t('conflict.changed', { what, before: from, after: to });
  const inLanguage = (field: string, language: Locale) => textInLanguage(t, field, language);
  const lines: string[] = [];

  for (const field of ['label', 'slug', 'description'] as const) {
    for (const language of locales) {
      const [from, to] = [before[field][language], after[field][language]];
      if (from === to) continue;
      const what = inLanguage(t(`product.conflict.fields.${field}`), language);
      lines.push(field === 'description' ? t('conflict.rewritten', { what }) : changed(what, quoted(from), quoted(to)));
    }
  }
  if (before.product_category_id !== after.product_category_id) {
    lines.push(
      changed(t('product.conflict.fields.category'), categoryName(before.product_category_id), categoryName(after.product_category_id)),
    );
  }
  if (before.vat_rate !== after.vat_rate) {
    lines.push(
      changed(t('product.conflict.fields.vat_rate'), vatRateInWords(before.vat_rate, locale), vatRateInWords(after.vat_rate, locale)),
    );
  }
  for (const flag of flags) {
    if (before[flag] !== after[flag]) lines.push(changed(t(`product.conflict.fields.${flag}`), yesNo(before[flag]), yesNo(after[flag])));
  }
  for (const id of after.recipe_ids.filter((recipe) => !before.recipe_ids.includes(recipe))) {
    lines.push(t('product.conflict.recipeAdded', { recipe: recipeName(id) }));
  }
  for (const id of before.recipe_ids.filter((recipe) => !after.recipe_ids.includes(recipe))) {
    lines.push(t('product.conflict.recipeRemoved', { recipe: recipeName(id) }));
  }

  const sizeName = (variation: StaffVariation) => quoted(variation.label.fr);
  for (const variation of after.variations.filter((size) => !before.variations.some((old) => old.id === size.id))) {
    lines.push(t('product.conflict.sizeAdded', { size: sizeName(variation) }));
  }
  for (const variation of before.variations) {
    const now = after.variations.find((size) => size.id === variation.id);
    if (!now) {
      lines.push(t('product.conflict.sizeRemoved', { size: sizeName(variation) }));
      continue;
    }
    const of = (field: string) => t('product.conflict.sizeField', { size: sizeName(variation), field });
    for (const language of locales) {
      if (variation.label[language] !== now.label[language]) {
        lines.push(
          changed(
            of(inLanguage(t('product.conflict.fields.label'), language)),
            quoted(variation.label[language]),
            quoted(now.label[language]),
          ),
        );
      }
    }
    if (variation.price !== now.price)
      lines.push(changed(of(t('product.conflict.fields.price')), formatPrice(variation.price), formatPrice(now.price)));
    if (variation.stock !== now.stock)
      lines.push(changed(of(t('product.conflict.fields.stock')), String(variation.stock), String(now.stock)));
    if (variation.color !== now.color) {
      const colour = (value: string | null) => value ?? t('product.conflict.noColor');
      lines.push(changed(of(t('product.conflict.fields.color')), colour(variation.color), colour(now.color)));
    }
    if (variation.picture !== now.picture) lines.push(t('product.conflict.pictureChanged', { size: sizeName(variation) }));
    if (variation.is_default !== now.is_default && now.is_default) lines.push(t('product.conflict.shownFirst', { size: sizeName(now) }));
  }
  const order = (product: StaffProduct) =>
    product.variations
      .filter((size) => before.variations.some((old) => old.id === size.id) && after.variations.some((now) => now.id === size.id))
      .map((size) => size.id);
  if (order(before).join() !== order(after).join()) lines.push(t('product.conflict.sizesReordered'));
  return lines;
}

function keepMySize(mine: VariationFormValues, base: VariationFormValues, theirs: VariationFormValues): VariationFormValues {
  // A stock she left alone follows the sales made meanwhile; one she set is written over them, knowingly.
  const stockKept = mine.stock.trim() === base.stock.trim();
  return {
    id: mine.id,
    label: pickTexts(mine.label, base.label, theirs.label),
    color: pick(mine.color, base.color, theirs.color),
    price: pick(mine.price, base.price, theirs.price),
    stock: stockKept ? theirs.stock : mine.stock,
    stock_seen: theirs.stock_seen,
    is_default: mine.is_default,
    ...pick(
      { picture: mine.picture, picture_url: mine.picture_url },
      { picture: base.picture, picture_url: base.picture_url },
      {
        picture: theirs.picture,
        picture_url: theirs.picture_url,
      },
    ),
  };
}

/**
 * The owner's changes laid over the version someone else saved (`theirs`), both from `base`: what she changed
 * is hers, what she left is theirs; sizes they added are kept, sizes she removed stay removed, a size they
 * removed comes back as a new one only if she changed it. Saved, this writes her changes on top of theirs.
 */
export function keepMyChanges(mine: ProductFormValues, base: ProductFormValues, theirs: ProductFormValues): ProductFormValues {
  const byId = (sizes: VariationFormValues[], id: number | null) => sizes.find((size) => id !== null && size.id === id);
  const sizes = mine.variations.flatMap((size): VariationFormValues[] => {
    const [started, now] = [byId(base.variations, size.id), byId(theirs.variations, size.id)];
    if (!started || !now) {
      if (!started || same(size, started)) return started ? [] : [size];
      return [{ ...size, id: null, stock_seen: null }];
    }
    return [keepMySize(size, started, now)];
  });
  const added = theirs.variations.filter((size) => !byId(base.variations, size.id));
  const variations = [...sizes, ...added.map((size) => ({ ...size, is_default: false }))];
  // The size shown first: hers if she chose another, else theirs; always exactly one.
  const defaultOf = (list: VariationFormValues[]) => list.find((size) => size.is_default)?.id ?? null;
  const herChoice = defaultOf(mine.variations) !== defaultOf(base.variations);
  const theirChoice = defaultOf(theirs.variations);
  const flagged = herChoice ? variations : variations.map((size) => ({ ...size, is_default: size.id !== null && size.id === theirChoice }));
  const shownFirst = Math.max(
    0,
    flagged.findIndex((size) => size.is_default),
  );
  return {
    version: theirs.version,
    product_category_id: pick(mine.product_category_id, base.product_category_id, theirs.product_category_id),
    label: pickTexts(mine.label, base.label, theirs.label),
    slug: pickTexts(mine.slug, base.slug, theirs.slug),
    description: pickTexts(mine.description, base.description, theirs.description),
    is_hidden: pick(mine.is_hidden, base.is_hidden, theirs.is_hidden),
    is_monthly: pick(mine.is_monthly, base.is_monthly, theirs.is_monthly),
    is_highlighted: pick(mine.is_highlighted, base.is_highlighted, theirs.is_highlighted),
    contains_alcohol: pick(mine.contains_alcohol, base.contains_alcohol, theirs.contains_alcohol),
    vat_rate: pick(mine.vat_rate, base.vat_rate, theirs.vat_rate),
    recipe_ids: pickSet(mine.recipe_ids, base.recipe_ids, theirs.recipe_ids, (id) => id),
    variations: flagged.map((size, index) => ({ ...size, is_default: index === shownFirst })),
  };
}
