// @vitest-environment jsdom
import { polyfillModalDialog } from '@lemon/kit/testing';
import { commonTranslations } from '@lemon/shared/i18n/common';
import type { StockItem } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { StockPage } from './stock-page';

polyfillModalDialog();
const shown = toastsShown();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shown.toasts.length = 0;
});

const item = (overrides: Partial<StockItem>): StockItem => ({
  variation_id: 1,
  product_id: 1,
  product: { fr: 'Limoncello', en: 'Limoncello', it: 'Limoncello' },
  variation: { fr: '50 cl', en: '50 cl', it: '50 cl' },
  stock: 10,
  level: 'enough',
  waiting: 0,
  ...overrides,
});
const soldOut = item({
  variation_id: 7,
  product: { fr: 'Confiture de citron', en: 'Lemon jam', it: 'Marmellata' },
  stock: 0,
  level: 'out',
  waiting: 3,
});
const low = item({ variation_id: 8, stock: 2, level: 'low' });
const page = (data: StockItem[], total = data.length) => ({
  body: { data, meta: { current_page: 1, per_page: 50, total, last_page: Math.max(1, Math.ceil(total / 50)) } },
});
const rowOf = (name: RegExp) => screen.getByRole('heading', { name }).closest('li')!;
const stockTexts = texts.stock;

describe('the stock screen', () => {
  it('lists each variation with its stock, its level and the customers waiting, as the address filters it', async () => {
    const calls = answerCalls({ 'GET /api/staff/stock': page([soldOut, low]) });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock?q=citron&level=out' });
    const row = within(await screen.findByRole('heading', { name: 'Confiture de citron' }).then((heading) => heading.closest('li')!));
    expect(row.getByText('0 en stock')).toBeTruthy();
    expect(row.getByText(stockTexts.levelBadge.out)).toBeTruthy();
    expect(row.getByText('3 clients attendent')).toBeTruthy();
    expect(within(rowOf(/Limoncello/)).getByText(stockTexts.levelBadge.low)).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ q: 'citron', level: 'out' });
    expect((screen.getByLabelText(stockTexts.search) as HTMLInputElement).value).toBe('citron');
    expect((screen.getByLabelText(stockTexts.levels.out) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a search and a level in the address, back on the first page', async () => {
    const calls = answerCalls({ 'GET /api/staff/stock': page([low]) });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock?page=3' });
    await screen.findByRole('heading', { name: 'Limoncello' });
    fireEvent.change(screen.getByLabelText(stockTexts.search), { target: { value: ' limon ' } });
    fireEvent.click(screen.getByRole('button', { name: stockTexts.searchAction }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/gestion/stock?q=limon'));
    fireEvent.click(screen.getByLabelText(stockTexts.levels.low));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/gestion/stock?q=limon&level=low'));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({ q: 'limon', level: 'low' }));
  });

  it('asks before a restock that e-mails the waiting list, saying how many it tells, then says how many were e-mailed', async () => {
    const calls = answerCalls({
      'GET /api/staff/stock': page([soldOut]),
      'POST /api/staff/stock/7/adjust': { body: { data: { ...soldOut, stock: 1, level: 'low', waiting: 0 }, meta: { notified: 3 } } },
    });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock' });
    await screen.findByRole('heading', { name: 'Confiture de citron' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une unité : Confiture de citron (50 cl)' }));
    const question = await screen.findByRole('dialog', { name: 'Remettre Confiture de citron (50 cl) en stock ?' });
    expect(question.textContent).toContain('3 clients attendent Confiture de citron (50 cl)');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Remettre en stock et prévenir 3 clients' }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([
        { kind: 'success', message: 'Confiture de citron (50 cl) est de retour : 3 clients prévenus par e-mail.' },
      ]),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ change: 1 });
    // The list is read again with the new count.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('sends each tap, and keeps the rows where they are when the answer sorts them anew, until asked to re-sort', async () => {
    const first = item({ variation_id: 1, product: { fr: 'Savon', en: 'Soap', it: 'Sapone' }, stock: 1, level: 'low' });
    const second = item({ variation_id: 2, product: { fr: 'Sirop', en: 'Syrup', it: 'Sciroppo' }, stock: 2, level: 'low' });
    let answer = [first, second];
    let stockOfFirst = first.stock;
    const calls = answerCalls({
      'GET /api/staff/stock': () => page(answer),
      'POST /api/staff/stock/1/adjust': () => {
        stockOfFirst += 1;
        const changed = { ...first, stock: stockOfFirst, level: stockOfFirst > 2 ? ('enough' as const) : ('low' as const) };
        // Read again, the list sorts the first row last: it now has enough.
        answer = [second, changed];
        return { body: { data: changed, meta: { notified: 0 } } };
      },
    });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock' });
    await screen.findByRole('heading', { name: 'Savon' });
    expect(screen.queryByRole('button', { name: stockTexts.resort })).toBeNull();
    const add = screen.getByRole('button', { name: 'Ajouter une unité : Savon (50 cl)' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(within(rowOf(/Savon/)).getByText('3 en stock')).toBeTruthy());
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1));
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual(['Savon', 'Sirop']);
    expect(shown.toasts.map((toast) => toast.message)).toEqual(['Savon (50 cl) : 2 en stock.', 'Savon (50 cl) : 3 en stock.']);
    fireEvent.click(screen.getByRole('button', { name: stockTexts.resort }));
    await waitFor(() => expect(headings()).toEqual(['Sirop', 'Savon']));
    expect(screen.queryByRole('button', { name: stockTexts.resort })).toBeNull();
  });

  it('takes one unit away with −, which a variation out of stock does not offer, and says when there is none left', async () => {
    const calls = answerCalls({
      'GET /api/staff/stock': page([soldOut, low]),
      'POST /api/staff/stock/8/adjust': { status: 422, body: { message: 'The stock cannot fall below 0.', errors: { change: ['stock'] } } },
    });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock' });
    await screen.findByRole('heading', { name: 'Confiture de citron' });
    expect((screen.getByRole('button', { name: 'Retirer une unité : Confiture de citron (50 cl)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retirer une unité : Limoncello (50 cl)' }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([{ kind: 'error', message: 'Limoncello (50 cl) : il n’y a plus d’unité à retirer.' }]),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ change: -1 });
  });

  it('sets the stock to the count made, refusing a count that is none', async () => {
    const calls = answerCalls({
      'GET /api/staff/stock': page([low]),
      'PUT /api/product_variations/8/stock': {
        body: {
          data: {
            id: 8,
            product_id: 1,
            label: low.variation,
            color: null,
            price: 2500,
            stock: 12,
            main_picture_url: '/m.jpg',
            card_picture_url: '/c.jpg',
            picture_srcset: { avif: '/c.avif 480w', webp: '/c.jpg 480w' },
            is_default: true,
          },
          meta: { notified: 0 },
        },
      },
    });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock' });
    const row = within(await screen.findByRole('heading', { name: 'Limoncello' }).then((heading) => heading.closest('li')!));
    fireEvent.click(row.getByRole('button', { name: stockTexts.setToAction }));
    expect(row.getByRole('alert').textContent).toBe(commonTranslations.fr.validation.errors.required);
    fireEvent.change(row.getByLabelText(stockTexts.setTo), { target: { value: '-2' } });
    fireEvent.click(row.getByRole('button', { name: stockTexts.setToAction }));
    expect(row.getByRole('alert').textContent).toBe(commonTranslations.fr.validation.errors.min);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(row.getByLabelText(stockTexts.setTo), { target: { value: '12' } });
    fireEvent.click(row.getByRole('button', { name: stockTexts.setToAction }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ stock: 12 }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: 'Limoncello (50 cl) : 12 en stock.' }]));
  });

  it('says when nothing matches, and pages a long list', async () => {
    answerCalls({ 'GET /api/staff/stock': page([], 0) });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock?q=zzz' });
    expect(await screen.findByText(stockTexts.empty)).toBeTruthy();
    cleanup();
    answerCalls({ 'GET /api/staff/stock': page([low], 120) });
    renderAdmin(<StockPage />, { url: '/fr/gestion/stock' });
    fireEvent.click(await screen.findByRole('button', { name: texts.pager.next }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/gestion/stock?page=2'));
  });
});
