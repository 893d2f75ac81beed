// @vitest-environment jsdom
import { registerTranslations, type ProductVariation } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogTranslations } from '../i18n';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

const texts = catalogTranslations.fr;

function variation(id: number, stock: number, color: string | null = null): ProductVariation {
  return {
    id,
    product_id: 1,
    label: { fr: `Variante ${id}`, en: `Variant ${id}`, it: `Variante ${id}` },
    color,
    price: 1250,
    stock,
    main_picture_url: `/media/products/v${id}-page.webp`,
    card_picture_url: `/media/products/v${id}-card.webp`,
    picture_srcset: { avif: `/media/products/v${id}-card.avif 480w`, webp: `/media/products/v${id}-card.webp 480w` },
    is_default: false,
  };
}

function product(
  variations: ProductVariation[],
  description = '<p>Une liqueur de citron de Menton, faite à la main avec des zestes frais.</p>',
): Product {
  return {
    id: 1,
    product_category_id: 1,
    label: { fr: 'Liqueur de citron', en: 'Lemon liqueur', it: 'Liquore al limone' },
    slug: { fr: 'liqueur-citron', en: 'lemon-liqueur', it: 'liquore-limone' },
    description: { fr: description, en: description, it: description },
    is_monthly: false,
    is_highlighted: false,
    order: 1,
    product_variations: variations,
  };
}

const renderCard = (item: Product) =>
  render(
    <MemoryRouter>
      <ProductCard product={item} />
    </MemoryRouter>,
  );

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  registerTranslations('catalog', catalogTranslations);
});
afterEach(cleanup);

describe('ProductCard', () => {
  it('shows no chooser for a single variation', () => {
    renderCard(product([variation(1, 5)]));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows 2 to 4 variations as markers, with a swatch where the variation has a colour', () => {
    renderCard(product([variation(1, 5, '#f7d63e'), variation(2, 5, '#2f5d2a'), variation(3, 5)]));
    const markers = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(markers).toHaveLength(3);
    expect(markers[0]!.style.backgroundColor).toBe('rgb(247, 214, 62)');
    expect(markers[2]!.textContent).toBe('Variante 3');
  });

  it('shows more than 4 variations as a dropdown', () => {
    renderCard(product([1, 2, 3, 4, 5].map((id) => variation(id, 5))));
    expect(within(screen.getByRole('combobox')).getAllByRole('option')).toHaveLength(5);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('starts on the first variation in stock', () => {
    renderCard(product([variation(1, 0), variation(2, 4)]));
    expect(screen.getAllByRole('radio').map((marker) => marker.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(screen.queryByTestId('out-of-stock-overlay')).toBeNull();
  });

  it('multiplies the price by the quantity, which never falls below 1', () => {
    renderCard(product([variation(1, 5)]));
    const price = () => screen.getByTestId('price').textContent!.replace(/\s/g, ' ');
    const decrease = screen.getByRole('button', { name: texts.card.decrease.replace('{{name}}', 'Liqueur de citron') });
    const increase = screen.getByRole('button', { name: texts.card.increase.replace('{{name}}', 'Liqueur de citron') });
    expect(price()).toBe('12,50 €');
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect(price()).toBe('37,50 €');
    fireEvent.click(decrease);
    fireEvent.click(decrease);
    fireEvent.click(decrease);
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(price()).toBe('12,50 €');
  });

  it('swaps price and add-to-cart for an overlay and a notify button on a variation out of stock', () => {
    renderCard(product([variation(1, 3), variation(2, 0)]));
    expect(screen.getByRole('button', { name: texts.card.addToCart })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    expect(screen.getByTestId('out-of-stock-overlay').textContent).toBe(texts.card.outOfStock);
    expect(screen.queryByRole('button', { name: texts.card.addToCart })).toBeNull();
    expect(screen.queryByTestId('price')).toBeNull();
    expect(screen.getByRole('button', { name: texts.card.notifyMe })).toBeTruthy();
  });

  it('cuts the description at 80 characters with "[...]", tags stripped', () => {
    renderCard(product([variation(1, 5)], `<p><strong>${'Zeste '.repeat(30)}</strong></p>`));
    const summary = screen.getByText(/\[\.\.\.\]$/);
    expect(summary.textContent!.length).toBeLessThanOrEqual(80 + ' [...]'.length);
    expect(summary.innerHTML).not.toContain('<strong>');
  });

  it('sends nothing and shows nothing for an address that fails the basic pattern', () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    renderCard(product([variation(1, 0)]));
    fireEvent.click(screen.getByRole('button', { name: texts.card.notifyMe }));
    const popup = screen.getByRole('dialog');
    fireEvent.change(within(popup).getByLabelText(texts.notify.email), { target: { value: 'anna@example' } });
    fireEvent.submit(within(popup).getByRole('button', { name: texts.notify.confirm }).closest('form')!);
    expect(requests).not.toHaveBeenCalled();
    expect(within(popup).queryByRole('status')).toBeNull();
    expect(within(popup).getByLabelText<HTMLInputElement>(texts.notify.email).value).toBe('anna@example');
  });

  it('loads the picture of the card opening a page at once, the others as they come into view', () => {
    const second = { ...product([variation(2, 3)]), id: 2 };
    render(
      <MemoryRouter>
        <ProductGrid products={[product([variation(1, 3)]), second]} opensPage />
        <ProductGrid products={[{ ...second, id: 3 }]} />
      </MemoryRouter>,
    );
    const pictures = document.querySelectorAll('img');
    expect([...pictures].map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
