// @vitest-environment jsdom
import type { ProductVariation } from '@lemon/shared';
import { productPictureSizes, shopTextIn } from '@lemon/kit';
import { testProduct, testVariation } from '@lemon/kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerTranslations } from '@lemon/shared';
import { catalogTranslations } from '../i18n';
import { productHead, productNotFoundHead, productPreloads, productSummary } from './product-head';

const origin = 'https://shop.example';
/** The owner's HTML read in the test's page, as the browser reads it. */
const text = shopTextIn(window);

const variation = (id: number, label: string, price: number, stock: number) =>
  testVariation(id, { label: { fr: label, en: `${label} (en)`, it: `${label} (it)` }, price, stock, is_default: id === 1 });

const product = (variations: ProductVariation[], description = '<p>Des zestes.</p>') =>
  testProduct(1, variations, {
    label: { fr: 'Liqueur de citron', en: 'Lemon liqueur', it: 'Liquore al limone' },
    slug: { fr: 'liqueur-de-citron', en: 'lemon-liqueur', it: 'liquore-al-limone' },
    description: {
      fr: description,
      en: '<h2>Our liqueur</h2><p>Zest <strong>picked</strong> by hand.</p><ul><li>20 cl</li><li>50 cl</li></ul>',
      it: '<p>Scorze.</p>',
    },
  });

// The first variation (the one marked default) is sold out: the page opens on the first one in stock.
const liqueur = product([variation(1, '20 cl', 1490, 0), variation(2, '50 cl', 2890, 3)]);

// Every language's texts at hand, as on the server (the browser loads the page's own).
beforeAll(() => registerTranslations('catalog', catalogTranslations));
describe('a product page’s head', () => {
  it('gives a product page its title, summary, addresses in every language, picture and structured data', () => {
    const canonical = `${origin}/en/produit/lemon-liqueur`;
    const picture = `${origin}/media/products/p2-page.webp`;
    const description = 'Our liqueur. Zest picked by hand. 20 cl, 50 cl';
    const [inStock, outOfStock] = ['https://schema.org/InStock', 'https://schema.org/OutOfStock'];
    expect(productHead(liqueur, 'en', origin, text)).toEqual({
      title: 'Lemon liqueur · L’Atelier du Citron',
      description,
      canonical,
      alternates: {
        fr: `${origin}/fr/produit/liqueur-de-citron`,
        en: canonical,
        it: `${origin}/it/produit/liquore-al-limone`,
      },
      picture,
      kind: 'product',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Lemon liqueur',
        image: [picture],
        description,
        brand: { '@type': 'Brand', name: 'L’Atelier du Citron' },
        offers: [
          { '@type': 'Offer', name: '20 cl (en)', url: canonical, price: '14.90', priceCurrency: 'EUR', availability: outOfStock },
          { '@type': 'Offer', name: '50 cl (en)', url: canonical, price: '28.90', priceCurrency: 'EUR', availability: inStock },
        ],
      },
    });
  });

  it('gives the same addresses in every language whichever language the page is in, each with its own slug', () => {
    const { alternates } = productHead(liqueur, 'en', origin, text);
    expect(productHead(liqueur, 'fr', origin, text)).toMatchObject({ canonical: `${origin}/fr/produit/liqueur-de-citron`, alternates });
    expect(productHead(liqueur, 'it', origin, text)).toMatchObject({ canonical: `${origin}/it/produit/liquore-al-limone`, alternates });
  });

  it('summarises a long description as plain text cut where search engines cut it', () => {
    const long = product(
      liqueur.product_variations,
      `<p>Des zestes de citrons de Menton ${'macèrent longuement, '.repeat(12)}puis reposent.</p>`,
    );
    for (const summary of [productSummary(long, 'fr', text), productHead(long, 'fr', origin, text).description!]) {
      expect(summary.length).toBeLessThanOrEqual(155);
      expect(summary.length).toBeGreaterThan(140);
      expect(summary.startsWith('Des zestes de citrons de Menton macèrent longuement, macèrent')).toBe(true);
    }
    expect(productSummary(liqueur, 'en', text)).toBe('Our liqueur. Zest picked by hand. 20 cl, 50 cl');
  });

  it('gives a product without variations no picture and no image in its structured data', () => {
    const head = productHead(product([]), 'fr', origin, text);
    expect(head.picture).toBeUndefined();
    expect(head.structuredData).not.toHaveProperty('image');
    expect(head.structuredData).toMatchObject({ offers: [] });
    expect(productPreloads(product([]))).toEqual([]);
  });

  it('preloads the largest AVIF picture of the variation the page opens on, as a product page shows it', () => {
    expect(productPreloads(liqueur)).toEqual([
      {
        href: '/media/products/p2-page.avif',
        as: 'image',
        highPriority: true,
        image: { srcset: liqueur.product_variations[1]!.picture_srcset.avif, sizes: productPictureSizes.page, type: 'image/avif' },
      },
    ]);
  });

  it('titles an address with no such product as not found in each language, with no address for search engines', () => {
    expect(productNotFoundHead('fr')).toEqual({ title: 'Produit introuvable · L’Atelier du Citron' });
    expect(productNotFoundHead('en')).toEqual({ title: 'Product not found · L’Atelier du Citron' });
    expect(productNotFoundHead('it')).toEqual({ title: 'Prodotto non trovato · L’Atelier du Citron' });
  });
});
