import { productPictureSizes } from '@lemon/kit';
import { drinksCategory, testProduct, testVariation } from '@lemon/kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerTranslations } from '@lemon/shared';
import { catalogTranslations } from '../i18n';
import { categoryHead, categoryNotFoundHead, categoryPreloads } from './category-head';

const origin = 'https://shop.example';

const variation = (id: number, productId: number, stock: number) => testVariation(id, { product_id: productId, stock });
const product = testProduct;
const drinks = drinksCategory;

const alternates = {
  fr: `${origin}/fr/categorie/boissons`,
  en: `${origin}/en/categorie/drinks`,
  it: `${origin}/it/categorie/bevande`,
};

// Every language's texts at hand, as on the server (the browser loads the page's own).
beforeAll(() => registerTranslations('catalog', catalogTranslations));
describe('a category page’s head', () => {
  it('gives a category page its name as title, what it holds as summary, and its addresses in every language', () => {
    expect(categoryHead({ category: drinks }, 'fr', origin)).toEqual({
      title: 'Boissons · L’Atelier du Citron',
      description: 'Boissons : les créations au citron de Menton de L’Atelier du Citron, faites à la main.',
      canonical: alternates.fr,
      alternates,
    });
    expect(categoryHead({ category: drinks }, 'en', origin)).toEqual({
      title: 'Drinks · L’Atelier du Citron',
      description: 'Drinks: handmade Menton lemon creations from L’Atelier du Citron.',
      canonical: alternates.en,
      alternates,
    });
    expect(categoryHead({ category: drinks }, 'it', origin)).toEqual({
      title: 'Bevande · L’Atelier du Citron',
      description: 'Bevande: le creazioni artigianali al limone di Mentone de L’Atelier du Citron.',
      canonical: alternates.it,
      alternates,
    });
  });

  it('puts the category’s name in its summary as it is written, leaving escaping to the head’s writer', () => {
    const sweets = { ...drinks, label: { ...drinks.label, en: 'Jams & $& sweets' } };
    expect(categoryHead({ category: sweets }, 'en', origin).description).toBe(
      'Jams & $& sweets: handmade Menton lemon creations from L’Atelier du Citron.',
    );
  });

  it('preloads the first card’s picture, of the variation the card opens on, as a card shows it', () => {
    const first = product(1, [variation(1, 1, 0), variation(2, 1, 4)]);
    expect(categoryPreloads({ products: { data: [first, product(2, [variation(3, 2, 4)])] } })).toEqual([
      {
        href: '/media/products/p2-card.avif',
        as: 'image',
        highPriority: true,
        image: { srcset: first.product_variations[1]!.picture_srcset.avif, sizes: productPictureSizes.card, type: 'image/avif' },
      },
    ]);
  });

  it('preloads nothing for a category with no products, or whose first product has no variations', () => {
    expect(categoryPreloads({ products: { data: [] } })).toEqual([]);
    expect(categoryPreloads({ products: { data: [product(1, [])] } })).toEqual([]);
  });

  it('titles an address with no such category as not found in each language, with no address for search engines', () => {
    expect(categoryNotFoundHead('fr')).toEqual({ title: 'Catégorie introuvable · L’Atelier du Citron' });
    expect(categoryNotFoundHead('en')).toEqual({ title: 'Category not found · L’Atelier du Citron' });
    expect(categoryNotFoundHead('it')).toEqual({ title: 'Categoria non trovata · L’Atelier du Citron' });
  });
});
