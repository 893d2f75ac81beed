import { i18n, registerTranslations } from '@lemon/shared';
import type { StaffProduct } from '@lemon/staff-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTranslations } from '../testing/render-admin';
import { staffProduct, staffVariation } from '../testing/catalogue';
import { keepMyChanges, productChanges } from './product-changes';
import { toFormValues, type ProductFormValues } from './product-values';

const size = staffVariation;
const base = staffProduct({
  contains_alcohol: true,
  recipe_ids: [1, 2],
  variations: [size(10, '35 cl', { is_default: true }), size(11, '50 cl'), size(12, '70 cl')],
});

beforeAll(() => registerTranslations('admin', adminTranslations));
const words = () => ({
  t: i18n.getFixedT('fr', 'admin'),
  locale: 'fr' as const,
  categoryName: (id: number) => ({ 1: 'Liqueurs', 2: 'Cadeaux' })[id] ?? '?',
  recipeName: (id: number) => ({ 1: 'Spritz', 2: 'Tiramisu', 3: 'Sorbet' })[id] ?? '?',
});

describe('what someone else changed', () => {
  it('says each change in words: category, VAT, recipes, sizes added, removed, reordered, photo, shown first', () => {
    const theirs: StaffProduct = {
      ...base,
      version: 2,
      product_category_id: 2,
      vat_rate: 550,
      slug: { ...base.slug, it: '' },
      recipe_ids: [2, 3],
      variations: [size(11, '50 cl', { is_default: true, color: '#ffee00' }), size(10, '35 cl', { picture: 'new' }), size(13, '1 l')],
    };
    expect(productChanges(base, theirs, words())).toEqual([
      'Adresse (italien) : « limoncello » → (vide)',
      'Catégorie : Liqueurs → Cadeaux',
      'Taux de TVA : 20 % → 5,5 %',
      'Recette ajoutée : Sorbet',
      'Recette retirée : Spritz',
      'Format ajouté : « 1 l »',
      'Format « 35 cl » : photo changée',
      'Format « 50 cl », couleur : aucune → #ffee00',
      'Format affiché en premier : « 50 cl »',
      'Format retiré : « 70 cl »',
      'L’ordre des formats a changé.',
    ]);
  });

  it('says nothing when nothing changed but the version', () => {
    expect(productChanges(base, { ...base, version: 2 }, words())).toEqual([]);
  });
});

describe('her changes on top of theirs', () => {
  const form = (product: StaffProduct): ProductFormValues => toFormValues(product);

  it('keeps what she changed, takes what she left from theirs, and their new stock unless she set one', () => {
    const mine = form(base);
    mine.label.fr = 'Limoncello de Menton';
    mine.variations[0]!.price = '11';
    mine.variations[1]!.stock = '9';
    const theirs = form({
      ...base,
      version: 2,
      label: { ...base.label, en: 'Lemon liqueur' },
      is_highlighted: true,
      variations: [
        size(10, '35 cl', { is_default: true, price: 1200, stock: 3 }),
        size(11, '50 cl', { stock: 2 }),
        size(12, '70 cl', { stock: 1 }),
      ],
    });
    const kept = keepMyChanges(mine, form(base), theirs);
    expect(kept.version).toBe(2);
    expect(kept.label).toEqual({ fr: 'Limoncello de Menton', en: 'Lemon liqueur', it: 'Limoncello' });
    expect(kept.is_highlighted).toBe(true);
    expect(kept.variations.map((variation) => [variation.id, variation.price, variation.stock, variation.stock_seen])).toEqual([
      [10, '11', '3', 3],
      [11, '10', '9', 2],
      [12, '10', '1', 1],
    ]);
  });

  it('keeps the sizes she added or removed and the ones they added, and one shown first', () => {
    const mine = form(base);
    mine.variations = [
      mine.variations[1]!,
      mine.variations[0]!,
      { ...mine.variations[0]!, id: null, stock_seen: null, label: { fr: '5 cl', en: '5 cl', it: '5 cl' } },
    ];
    const theirs = form({
      ...base,
      version: 2,
      variations: [...base.variations.map((variation) => ({ ...variation, is_default: variation.id === 12 })), size(13, '1 l')],
    });
    const kept = keepMyChanges(mine, form(base), theirs);
    expect(kept.variations.map((variation) => [variation.id, variation.label.fr, variation.is_default])).toEqual([
      // She removed the size they made the one shown first: her first is.
      [11, '50 cl', true],
      [10, '35 cl', false],
      [null, '5 cl', false],
      [13, '1 l', false],
    ]);
  });

  it('brings back a size they removed only if she changed it, as a new one', () => {
    const mine = form(base);
    mine.variations[2]!.price = '15';
    const theirs = form({ ...base, version: 2, variations: base.variations.slice(0, 2) });
    const kept = keepMyChanges(mine, form(base), theirs);
    expect(kept.variations.map((variation) => [variation.id, variation.label.fr, variation.price])).toEqual([
      [10, '35 cl', '10'],
      [11, '50 cl', '10'],
      [null, '70 cl', '15'],
    ]);
    const untouched = keepMyChanges(form(base), form(base), theirs);
    expect(untouched.variations.map((variation) => variation.id)).toEqual([10, 11]);
  });

  it('merges the recipes: hers added and removed, theirs added and removed', () => {
    const mine = { ...form(base), recipe_ids: [2, 4] };
    const theirs = form({ ...base, version: 2, recipe_ids: [1, 3] });
    expect(keepMyChanges(mine, form(base), theirs).recipe_ids).toEqual([3, 4]);
  });
});
