// @vitest-environment jsdom
import { formatPrice } from '@lemon/kit';
import type { StaffOrderSummary } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { OrdersPage } from './orders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (reference: string, overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  reference,
  placed_at: '2026-11-24T23:30:00.000Z',
  customer: { first_name: 'Camille', last_name: 'Martin', email: 'camille@example.com' },
  status: 'paid',
  delivery_method: 'shipping',
  total: 45_90,
  item_count: 3,
  payment_provider: 'stripe',
  ...overrides,
});

const page = (orders: StaffOrderSummary[], { current_page = 1, total = orders.length, last_page = 1 } = {}) => ({
  data: orders,
  meta: { current_page, per_page: 25, total, last_page },
});

const location = () => screen.getByTestId('location').textContent;

function renderList(
  url = '/fr/gestion/commandes',
  answer: { status?: number; body: unknown } = {
    body: page([summary('LC-AAAA1111'), summary('LC-BBBB2222', { status: 'ready', delivery_method: 'pickup' })]),
  },
) {
  const calls = answerCalls({ 'GET /api/staff/orders': answer });
  renderAdmin(<OrdersPage />, { url });
  return calls;
}

describe('the orders list', () => {
  it('shows each order as a big link: reference, customer, date in Paris, total and status in words', async () => {
    renderList();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const [first] = rows;
    expect(first!.getAttribute('href')).toBe('/fr/gestion/commandes/LC-AAAA1111');
    expect(first!.textContent).toContain('LC-AAAA1111');
    expect(first!.textContent).toContain('Camille Martin');
    expect(first!.textContent).toContain(formatPrice(45_90));
    expect(first!.textContent).toContain(texts.orders.status.paid);
    expect(first!.textContent).toContain(texts.orders.delivery.shipping);
    expect(first!.textContent).toContain('3 articles');
    // 23:30 UTC is already the 25th in Paris.
    expect(first!.textContent).toContain('25 nov. 2026');
    expect(rows[1]!.textContent).toContain(texts.orders.status.ready);
    expect(screen.getByRole('heading', { level: 2, name: '2 commandes' })).toBeTruthy();
  });

  it('says when a customer’s account is deleted, rather than blank names', async () => {
    renderList('/fr/gestion/commandes', {
      body: page([summary('LC-GONE0001', { customer: { first_name: '', last_name: '', email: 'erased-4@erased.invalid', erased: true } })]),
    });
    const [row] = await screen.findAllByTestId('order-row');
    expect(row!.textContent).toContain(texts.orders.erasedAccount);
    expect(row!.textContent).not.toContain('erased.invalid');
  });

  it('says which orders were refunded, in part or in full', async () => {
    renderList('/fr/gestion/commandes', {
      body: page([
        summary('LC-PART0001', { refunded: 12_50 }),
        summary('LC-FULL0002', { refunded: 45_90 }),
        summary('LC-NONE0003', { refunded: 0 }),
      ]),
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows[0]!.textContent).toMatch(/ · Remboursée en partie : 12,50\s€$/);
    expect(rows[1]!.textContent).toContain(' · Remboursée en totalité');
    expect(rows[2]!.textContent).not.toContain('Rembours');
  });

  it('asks for the filters the address holds, and shows them set', async () => {
    const calls = renderList('/fr/gestion/commandes?status=paid,sent&from=2026-11-01&to=2026-11-30&delivery_method=pickup&q=dupont&page=2');
    await screen.findAllByTestId('order-row');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      status: 'paid,sent',
      from: '2026-11-01',
      to: '2026-11-30',
      delivery_method: 'pickup',
      q: 'dupont',
      page: '2',
    });
    expect(screen.getByRole('button', { name: texts.orders.status.paid }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: texts.orders.status.done }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText(texts.orders.filters.from) as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText(texts.orders.filters.delivery) as HTMLSelectElement).value).toBe('pickup');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('dupont');
  });

  it('keeps each filter in the address, back to the first page, and asks again', async () => {
    const calls = renderList('/fr/gestion/commandes?page=3');
    await screen.findAllByTestId('order-row');

    fireEvent.click(screen.getByRole('button', { name: texts.orders.status.paid }));
    expect(location()).toBe('/fr/gestion/commandes?status=paid');
    fireEvent.click(screen.getByRole('button', { name: texts.orders.status.sent }));
    expect(location()).toBe('/fr/gestion/commandes?status=paid%2Csent');
    fireEvent.click(screen.getByRole('button', { name: texts.orders.status.paid }));
    expect(location()).toBe('/fr/gestion/commandes?status=sent');

    fireEvent.change(screen.getByLabelText(texts.orders.filters.from), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(texts.orders.filters.to), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText(texts.orders.filters.delivery), { target: { value: 'shipping' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  Martin ' } });
    fireEvent.click(screen.getByRole('button', { name: texts.orders.filters.search }));
    expect(location()).toBe('/fr/gestion/commandes?status=sent&from=2026-11-01&to=2026-11-30&delivery_method=shipping&q=Martin');
    await waitFor(() =>
      expect(calls.at(-1)!.url.search).toBe('?status=sent&from=2026-11-01&to=2026-11-30&delivery_method=shipping&q=Martin'),
    );

    fireEvent.click(screen.getByRole('button', { name: texts.orders.filters.clear }));
    expect(location()).toBe('/fr/gestion/commandes');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('pages through the orders, the filters kept', async () => {
    renderList('/fr/gestion/commandes?status=paid&page=2', {
      body: page([summary('LC-CCCC3333')], { current_page: 2, total: 60, last_page: 3 }),
    });
    const paging = await screen.findByRole('navigation', { name: texts.orders.paging.label });
    expect(paging.textContent).toContain('Page 2 sur 3');
    expect(within(paging).getByRole('link', { name: texts.orders.paging.previous }).getAttribute('href')).toBe(
      '/fr/gestion/commandes?status=paid',
    );
    expect(within(paging).getByRole('link', { name: texts.orders.paging.next }).getAttribute('href')).toBe(
      '/fr/gestion/commandes?status=paid&page=3',
    );
  });

  it('says when no order matches, and when the list cannot load', async () => {
    renderList('/fr/gestion/commandes?q=personne', { body: page([]) });
    expect(await screen.findByText(texts.orders.none)).toBeTruthy();
    cleanup();
    renderList('/fr/gestion/commandes', { status: 500, body: { message: 'Boom' } });
    expect(await screen.findByText(texts.loadFailed, {}, { timeout: 5000 })).toBeTruthy();
  });
});
