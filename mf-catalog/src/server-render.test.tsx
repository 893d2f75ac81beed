// @vitest-environment jsdom
import { callAddress, firstHtmlDataIds, localeChanged, localizedPath, type ProductVariation } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import { drinksCategory, pageRequestFor, testProduct, testVariation } from '@lemon/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callOf } from '@lemon/app-protocol';
import { catalogCalls } from './calls';
import { categoryCall, categoryProductsCall } from './category/category-page.api';
import { listingChoicesOf } from './listing/listing-choices';
import { catalogTranslations } from './i18n';
import { bootstrap, mount, unmount } from './lifecycles';
import { productCall, relatedProductsCall } from './product/product-page.api';
import { render } from './server-render';

const texts = catalogTranslations.fr;

const variation = (id: number, productId: number, label: string, price: number) =>
  testVariation(id, { product_id: productId, label: { fr: label, en: label, it: label }, price, is_default: id === 1 });

const product = (id: number, name: string, variations: ProductVariation[]) =>
  testProduct(id, variations, {
    product_category_id: 1,
    label: { fr: name, en: name, it: name },
    description: { fr: '<p>Des zestes <strong>frais</strong>.</p>', en: '<p>Fresh zest.</p>', it: '<p>Scorze fresche.</p>' },
  });

const liqueur = product(1, 'Liqueur de citron', [variation(1, 1, '20 cl', 1490), variation(2, 1, '50 cl', 2890)]);
const related = [product(2, 'Limonade', [variation(3, 2, '1 l', 590)]), product(3, 'Sirop', [variation(4, 3, '50 cl', 790)])];
const answersFor = (shown: Product, slug: string, others: Product[]) => ({
  [callAddress(productCall(slug))]: { data: shown },
  [callAddress(relatedProductsCall(shown))]: {
    data: others,
    meta: { current_page: 1, per_page: 3, total: others.length, last_page: 1 },
  },
});
const answers = answersFor(liqueur, liqueur.slug.fr, related);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('a catalogue page the server drew', () => {
  it('is taken over by the app as it was drawn, without a word from React, and its controls then answer', async () => {
    const pathname = `/fr/produit/${liqueur.slug.fr}`;
    const reportError = vi.fn();
    const page = await render(pageRequestFor(pathname), {
      window: window as unknown as Window,
      reportError,
      publicUrl: 'https://citrons.example',
      get: async (address) => (address in answers ? { status: 200, body: answers[address] } : { status: 404, body: undefined }),
    });
    expect(reportError).not.toHaveBeenCalled();
    // React's server renderer leaves its last contexts set until it draws again: drawing nothing sets them back.
    await prerender(null);

    // The page as the server sends it: the app's HTML, and what its loader had for the browser's to start from.
    document.head.innerHTML = `<script type="application/json" id="${firstHtmlDataIds.pageStates}">${JSON.stringify(page!.state)}</script>`;
    document.body.innerHTML = `<div id="app-catalog">${page!.html}</div>`;
    history.replaceState(null, '', pathname);
    const slot = document.getElementById('app-catalog')!;
    const drawn = [...slot.querySelectorAll('*')];
    expect(slot.querySelector('h1')?.textContent).toBe(liqueur.label.fr);
    const details = () => within(screen.getByTestId('product-details'));
    const addToCart = () => details().getByRole('button', { name: texts.card.addToCart });
    const more = () => details().getByRole('button', { name: texts.card.increase.replace('{{name}}', liqueur.label.fr) });
    // "Add to cart" works before the scripts: its form posts what is shown, and the server shows the cart.
    expect(addToCart().hasAttribute('aria-disabled')).toBe(false);
    const form = addToCart().closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/api/forms/add-to-cart']);
    expect(Object.fromEntries(new FormData(form))).toEqual({ product_variation_id: '1', quantity: '1', then: '/fr/panier' });
    // The quantity needs them: it says so until they run.
    expect(more().getAttribute('aria-disabled')).toBe('true');

    const warnings = [
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    ];
    localeChanged('fr');
    const props = { name: 'catalog', domElement: slot };
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      await bootstrap(props);
      mounted = mount(props);
    });
    await mounted;
    await waitFor(() => expect(more().hasAttribute('aria-disabled')).toBe(false));
    // Taken over, the form follows the page: two jars now.
    await act(async () => more().click());
    expect(new FormData(form).get('quantity')).toBe('2');

    // React's server and browser renderers meet here in one process, never in the shop: not a finding.
    const said = warnings
      .flatMap((spy) => spy.mock.calls.map((call) => call.join(' ')))
      .filter((text) => !/multiple renderers concurrently rendering/.test(text));
    expect(said).toEqual([]);
    expect(drawn.filter((element) => !element.isConnected)).toEqual([]);
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    await act(async () => {
      await unmount(props);
    });
  });
});

describe('pages drawn side by side', () => {
  it('each page is loaded and drawn with its own data, language and store, whichever is drawn first', async () => {
    const lemonade = { ...related[0]!, label: { fr: 'Limonade', en: 'Lemonade', it: 'Limonata' } };
    const catalogue = { liqueur, lemonade };
    const reportError = vi.fn();
    // The shop's API as the server reads it: each answer comes after the others have been asked for.
    const get = async (address: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const bySlug = Object.values(catalogue).find((product) =>
        Object.values(product.slug).some((slug) => address === callAddress(productCall(slug))),
      );
      if (bySlug) return { status: 200, body: { data: bySlug } };
      const shown = Object.values(catalogue).find((product) => address === callAddress(relatedProductsCall(product)));
      const others = shown === liqueur ? related : shown ? [liqueur] : undefined;
      return others
        ? { status: 200, body: { data: others, meta: { current_page: 1, per_page: 3, total: others.length, last_page: 1 } } }
        : { status: 404, body: undefined };
    };
    const host = { window: window as unknown as Window, reportError, get, publicUrl: 'https://shop.example' };
    const draw = (locale: 'fr' | 'en' | 'it', slug: string) => render(pageRequestFor(localizedPath(locale, 'product', { slug })), host);
    // Started together: each is loading or drawing while the others are.
    const pages = await Promise.all([
      draw('fr', liqueur.slug.fr),
      draw('en', lemonade.slug.en),
      draw('it', 'nothing-here'),
      draw('it', liqueur.slug.it),
    ]);
    await prerender(null);
    expect(reportError).not.toHaveBeenCalled();

    const drawn = (html: string | undefined, locale: 'fr' | 'en' | 'it') => {
      document.body.innerHTML = html ?? '';
      const details = within(screen.getByTestId('product-details'));
      return {
        name: details.getByRole('heading', { level: 1 }).textContent,
        addToCart: details.queryAllByRole('button', { name: catalogTranslations[locale].card.addToCart }).length,
        related: screen.queryAllByTestId('product-card').length,
      };
    };
    expect(drawn(pages[0]?.html, 'fr')).toEqual({ name: 'Liqueur de citron', addToCart: 1, related: 2 });
    expect(pages[0]).toMatchObject({ status: 200, head: { title: 'Liqueur de citron · L’Atelier du Citron' } });
    expect(drawn(pages[1]?.html, 'en')).toEqual({ name: 'Lemonade', addToCart: 1, related: 1 });
    expect(pages[1]?.head?.canonical).toBe(`https://shop.example/en/produit/${lemonade.slug.en}`);
    expect(pages[1]?.state).toEqual({
      'catalog/product': { params: lemonade.slug.en, status: 'ready', data: { product: lemonade, related: [liqueur] } },
    });
    expect(pages[2]).toMatchObject({ status: 404, state: { 'catalog/product': { params: 'nothing-here', status: 'not-found' } } });
    document.body.innerHTML = pages[2]?.html ?? '';
    expect(screen.getByTestId('catalog-not-found').textContent).toBe(catalogTranslations.it.notFound.text);
    expect(drawn(pages[3]?.html, 'it')).toEqual({ name: 'Liqueur de citron', addToCart: 1, related: 2 });
    // Another language's slug leads to the page's own in the address's language.
    expect(await draw('en', liqueur.slug.it)).toMatchObject({ status: 301, location: `/en/produit/${liqueur.slug.en}` });
    // Found by another name than a slug (its id, as the back office links it), it is drawn where it is asked.
    const byId = (address: string) =>
      address === callAddress(productCall(String(liqueur.id))) ? get(callAddress(productCall(liqueur.slug.fr))) : get(address);
    expect(await render(pageRequestFor(`/en/produit/${liqueur.id}`), { ...host, get: byId })).toMatchObject({ status: 200 });
    expect(pages[3]?.head?.structuredData).toMatchObject({ '@type': 'Product', offers: [{ price: '14.90' }, { price: '28.90' }] });
  });
});

describe('a category page its app draws whole', () => {
  const drinks = drinksCategory;

  it('loads the page its address names, says what it holds in its head, and preloads its first card’s picture', async () => {
    const asked: string[] = [];
    const get = async (address: string) => {
      asked.push(address);
      if (address === callAddress(categoryCall('drinks'))) return { status: 200, body: { data: drinks } };
      if (address === callAddress(categoryProductsCall(drinks.id, listingChoicesOf('?page=2'))))
        return { status: 200, body: { data: related, meta: { current_page: 2, per_page: 12, total: 14, last_page: 2 } } };
      return { status: 404, body: undefined };
    };
    const host = { window: window as unknown as Window, reportError: vi.fn(), get, publicUrl: 'https://shop.example' };
    const page = await render(pageRequestFor('/en/categorie/drinks', { search: '?page=2' }), host);
    await prerender(null);
    expect(asked).toEqual([callAddress(categoryCall('drinks')), callAddress(categoryProductsCall(drinks.id, listingChoicesOf('?page=2')))]);
    expect(page?.status).toBe(200);
    expect(page?.head).toEqual({
      title: 'Drinks · L’Atelier du Citron',
      description: catalogTranslations.en.category.description.replace('{{name}}', 'Drinks'),
      canonical: 'https://shop.example/en/categorie/drinks',
      alternates: {
        fr: 'https://shop.example/fr/categorie/boissons',
        en: 'https://shop.example/en/categorie/drinks',
        it: 'https://shop.example/it/categorie/bevande',
      },
    });
    expect(page?.preloads).toEqual([expect.objectContaining({ href: '/media/products/p3-card.avif', as: 'image', highPriority: true })]);
    document.body.innerHTML = page?.html ?? '';
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Drinks');
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);

    // Named by its English slug on a French address (a language link followed before the scripts ran): its own.
    expect(await render(pageRequestFor('/fr/categorie/drinks', { search: '?page=2' }), host)).toMatchObject({
      status: 301,
      location: '/fr/categorie/boissons?page=2',
    });

    const missing = await render(pageRequestFor('/en/categorie/nothing'), host);
    await prerender(null);
    expect(missing).toMatchObject({ status: 404, head: { title: `${catalogTranslations.en.notFound.category} · L’Atelier du Citron` } });
    expect(host.reportError).not.toHaveBeenCalled();
  });
});

describe('the old address of a product or category no longer there', () => {
  const moved = (kind: 'product' | 'category', slug: string) => callAddress(callOf(catalogCalls.movedPage, { kind, slug }));
  const answers: Record<string, unknown> = {
    [moved('product', 'limoncello')]: { data: { slug: liqueur.slug } },
    [moved('category', 'boissons-fraiches')]: { data: { slug: drinksCategory.slug } },
    [moved('product', 'sirop-de-2019')]: { data: { slug: null } },
  };
  const host = {
    window: window as unknown as Window,
    reportError: vi.fn(),
    publicUrl: 'https://shop.example',
    get: async (address: string) => (address in answers ? { status: 200, body: answers[address] } : { status: 404, body: undefined }),
  };

  it('leads to where it went (301) in the address’s language, query and all, and says a deleted one is gone (410)', async () => {
    expect(await render(pageRequestFor('/it/produit/limoncello', { search: '?utm_source=lettre' }), host)).toMatchObject({
      status: 301,
      location: `/it/produit/${liqueur.slug.it}?utm_source=lettre`,
    });
    expect(await render(pageRequestFor('/en/categorie/boissons-fraiches', { search: '?page=2' }), host)).toMatchObject({
      status: 301,
      location: `/en/categorie/${drinksCategory.slug.en}?page=2`,
    });
    const gone = await render(pageRequestFor('/fr/produit/sirop-de-2019'), host);
    await prerender(null);
    expect(gone).toMatchObject({ status: 410, head: { title: `${catalogTranslations.fr.notFound.product} · L’Atelier du Citron` } });
    document.body.innerHTML = gone.html ?? '';
    expect(screen.getByTestId('catalog-not-found').textContent).toBe(catalogTranslations.fr.notFound.text);
    expect(await render(pageRequestFor('/fr/produit/jamais-vu'), host)).toMatchObject({ status: 404 });
    expect(host.reportError).not.toHaveBeenCalled();
  });
});

describe('the home blocks their app draws whole', () => {
  it('load the product of the month and the best sellers, and are drawn with them', async () => {
    const monthly = { ...liqueur, is_monthly: true };
    const meta = { current_page: 1, per_page: 5, total: 2, last_page: 1 };
    const get = async (address: string) => {
      if (address === callAddress(callOf(catalogCalls.productOfTheMonth))) return { status: 200, body: { data: [monthly], meta } };
      if (address === callAddress(callOf(catalogCalls.bestSellers))) return { status: 200, body: { data: related, meta } };
      return { status: 404, body: undefined };
    };
    const host = { window: window as unknown as Window, reportError: vi.fn(), get, publicUrl: 'https://shop.example' };
    const blocks = await render(pageRequestFor('/en', { fragmentModules: ['home-blocks'] }), host);
    await prerender(null);
    expect(host.reportError).not.toHaveBeenCalled();
    // The home page is the shell's: the app answers only its fragments.
    expect([blocks.status, blocks.head, blocks.html]).toEqual([undefined, undefined, undefined]);
    expect(Object.keys(blocks.state).sort()).toEqual(['catalog/best-sellers', 'catalog/product-of-the-month']);
    expect(blocks.state['catalog/product-of-the-month']).toEqual({ params: undefined, status: 'ready', data: monthly });
    document.body.innerHTML = blocks.fragments['catalog/home-blocks#ProductOfTheMonth'] ?? '';
    expect(screen.getByRole('heading', { name: liqueur.label.en })).toBeTruthy();
    document.body.innerHTML = blocks.fragments['catalog/home-blocks#BestSellers'] ?? '';
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  });
});
