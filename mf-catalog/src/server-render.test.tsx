// @vitest-environment jsdom
import { callAddress, catalogCalls, firstHtmlDataIds, localeChanged, type Product, type ProductVariation } from '@lemon/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogTranslations } from './i18n';
import { bootstrap, mount, unmount } from './lifecycles';
import { renderPage } from './server-render';

const texts = catalogTranslations.fr;

const variation = (id: number, productId: number, label: string, price: number): ProductVariation => ({
  id,
  product_id: productId,
  label: { fr: label, en: label, it: label },
  color: null,
  price,
  stock: 5,
  main_picture_url: `/media/products/p${id}-page.webp`,
  card_picture_url: `/media/products/p${id}-card.webp`,
  picture_srcset: { avif: `/media/products/p${id}-card.avif 480w`, webp: `/media/products/p${id}-card.webp 480w` },
  is_default: id === 1,
});

const product = (id: number, name: string, variations: ProductVariation[]): Product => ({
  id,
  product_category_id: 1,
  label: { fr: name, en: name, it: name },
  slug: { fr: `produit-${id}`, en: `product-${id}`, it: `prodotto-${id}` },
  description: { fr: '<p>Des zestes <strong>frais</strong>.</p>', en: '<p>Fresh zest.</p>', it: '<p>Scorze fresche.</p>' },
  is_monthly: false,
  is_highlighted: false,
  order: id,
  product_variations: variations,
  recipes: [],
});

const liqueur = product(1, 'Liqueur de citron', [variation(1, 1, '20 cl', 1490), variation(2, 1, '50 cl', 2890)]);
const related = [product(2, 'Limonade', [variation(3, 2, '1 l', 590)]), product(3, 'Sirop', [variation(4, 3, '50 cl', 790)])];
const answers = {
  [callAddress(catalogCalls.product(liqueur.slug.fr))]: { data: liqueur },
  [callAddress(catalogCalls.relatedProducts(liqueur))]: { data: related, meta: { current_page: 1, per_page: 3, total: 2, last_page: 1 } },
};

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
    const html = await renderPage(
      { pathname, search: '', locale: 'fr', answers, cookies: '' },
      { window: window as unknown as Window, reportError },
    );
    expect(reportError).not.toHaveBeenCalled();
    // React's server renderer leaves its last contexts set until it draws again: drawing nothing sets them back.
    await prerender(null);

    document.head.innerHTML = `<script type="application/json" id="${firstHtmlDataIds.firstAnswers}">${JSON.stringify(answers)}</script>`;
    document.body.innerHTML = `<div id="app-catalog">${html}</div>`;
    history.replaceState(null, '', pathname);
    const slot = document.getElementById('app-catalog')!;
    const drawn = [...slot.querySelectorAll('*')];
    expect(slot.querySelector('h1')?.textContent).toBe(liqueur.label.fr);
    const addToCart = () => within(screen.getByTestId('product-details')).getByRole('button', { name: texts.card.addToCart });
    expect(addToCart().getAttribute('aria-disabled')).toBe('true');

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
    await waitFor(() => expect(addToCart().hasAttribute('aria-disabled')).toBe(false));

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
