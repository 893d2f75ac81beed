// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPage, productSummary, staffCategory } from '../testing/catalogue';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { ProductsPage } from './products-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const productsTexts = texts.products;

const categories = [staffCategory(1, 'Confitures'), staffCategory(2, 'Liqueurs')];

const jam = productSummary(3, 'Confiture de citron', {
  label: { fr: 'Confiture de citron', en: 'Lemon jam', it: '' },
  price_from: 1250,
  stock: 14,
  variation_count: 2,
  is_hidden: true,
  is_monthly: true,
  missing_translations: ['label.it', 'description.it'],
});
const liqueur = productSummary(4, 'Liqueur de citron', { stock: 0, is_highlighted: true });

function renderList(url: string, products = listPage([jam, liqueur])) {
  const calls = answerCalls({
    'GET /api/staff/products': { body: products },
    'GET /api/staff/categories': { body: { data: categories } },
  });
  renderAdmin(<ProductsPage />, { url });
  return calls;
}
const productCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/staff/products');
const lastQuery = (calls: { url: URL }[]) => Object.fromEntries(productCalls(calls).at(-1)!.url.searchParams);
const location = () => screen.getByTestId('location').textContent;
const cardOf = (name: string) => within(screen.getByRole('link', { name }).closest('li')!);

describe('the products list', () => {
  it('says what each card needs: picture, French name, price, stock, badges, and opens the product', async () => {
    renderList('/fr/gestion/produits');
    const link = await screen.findByRole('link', { name: 'Confiture de citron' });
    expect(link.getAttribute('href')).toBe('/fr/gestion/produits/3');
    const jamCard = cardOf('Confiture de citron');
    expect(jamCard.getByText('à partir de 12,50 €')).toBeTruthy();
    expect(jamCard.getByText('14 en stock')).toBeTruthy();
    expect(jamCard.getByText('2 formats')).toBeTruthy();
    expect(jamCard.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      productsTexts.badges.hidden,
      productsTexts.badges.monthly,
      '2 traductions manquantes',
    ]);
    expect(jamCard.getByRole('presentation').getAttribute('src')).toBe('/media/products/3-card.webp');
    const liqueurCard = cardOf('Liqueur de citron');
    expect(liqueurCard.getByText('12,50 €')).toBeTruthy();
    expect(liqueurCard.queryByText(/à partir de/)).toBeNull();
    expect(liqueurCard.getByText(productsTexts.card.outOfStock)).toBeTruthy();
    expect(liqueurCard.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([productsTexts.badges.highlighted]);
    expect(screen.getByRole('heading', { level: 2, name: '2 produits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: productsTexts.new }).getAttribute('href')).toBe('/fr/gestion/produits/nouveau');
  });

  it('asks for the filters the address holds and shows them set', async () => {
    const calls = renderList('/fr/gestion/produits?q=citron&category=2&stock=out&visibility=hidden&page=2');
    await screen.findByRole('link', { name: 'Confiture de citron' });
    expect(lastQuery(calls)).toEqual({ q: 'citron', category: '2', stock: 'out', visibility: 'hidden', page: '2' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('citron');
    await waitFor(() => expect((screen.getByLabelText(productsTexts.category) as HTMLSelectElement).value).toBe('2'));
    expect((screen.getByRole('radio', { name: productsTexts.stock.out }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: productsTexts.visibility.hidden }) as HTMLInputElement).checked).toBe(true);
  });

  it('leaves out what an old address holds wrongly', async () => {
    const calls = renderList('/fr/gestion/produits?category=abc&stock=maybe&visibility=all');
    await screen.findByRole('link', { name: 'Confiture de citron' });
    expect(lastQuery(calls)).toEqual({});
  });

  it('keeps each new filter and search in the address, back on the first page', async () => {
    const calls = renderList('/fr/gestion/produits?page=3', listPage([jam, liqueur], { current_page: 3, last_page: 4, total: 80 }));
    await screen.findByRole('link', { name: 'Confiture de citron' });
    await screen.findByRole('option', { name: 'Liqueurs' });
    fireEvent.change(screen.getByLabelText(productsTexts.category), { target: { value: '2' } });
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits?category=2'));
    fireEvent.click(screen.getByRole('radio', { name: productsTexts.stock.in }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits?category=2&stock=in'));
    fireEvent.click(screen.getByRole('radio', { name: productsTexts.visibility.shown }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' limon ' } });
    fireEvent.click(screen.getByRole('button', { name: productsTexts.searchAction }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits?category=2&stock=in&visibility=shown&q=limon'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ category: '2', stock: 'in', visibility: 'shown', q: 'limon' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: productsTexts.stock.legend })).getByRole('radio', { name: productsTexts.stock.all }),
    );
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits?category=2&visibility=shown&q=limon'));
  });

  it('turns the page from the pager, keeping the filters', async () => {
    renderList('/fr/gestion/produits?stock=in', listPage([jam, liqueur], { current_page: 1, last_page: 2, total: 30 }));
    await screen.findByRole('link', { name: 'Confiture de citron' });
    fireEvent.click(screen.getByRole('button', { name: texts.pager.next }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits?stock=in&page=2'));
  });

  it('says in words when there is no product yet, and when none matches', async () => {
    renderList('/fr/gestion/produits', listPage([]));
    expect(await screen.findByText(productsTexts.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: productsTexts.clear })).toBeNull();
    cleanup();
    renderList('/fr/gestion/produits?q=pamplemousse&stock=out', listPage([]));
    expect(await screen.findByText(productsTexts.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: productsTexts.clear }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits'));
  });
});
