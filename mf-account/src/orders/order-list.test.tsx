// @vitest-environment jsdom
import { $locale, ApiError, i18n, type Locale, type OrderSummary } from '@lemon/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountTranslations } from '../i18n';
import { renderInScope } from '../testing/render-in-scope';
import { OrderList } from './order-list';
import { fetchOrdersFx, orderList } from './orders.model';

const order = (id: number, status: OrderSummary['status'], total: number, created_at: string): OrderSummary => ({
  id,
  reference: `ATC-2026-${String(id).padStart(4, '0')}`,
  status,
  total,
  created_at,
});

async function renderOrders(answer: () => Promise<OrderSummary[]>, locale: Locale = 'fr') {
  const fetchOrders = vi.fn(answer);
  const scope = fork({ values: [[$locale, locale]], handlers: [[fetchOrdersFx, fetchOrders]] });
  await i18n.changeLanguage(locale);
  await allSettled(orderList.opened, { scope });
  renderInScope(<OrderList />, { scope, url: `/${locale}/mon-compte?tab=orders` });
  return { fetchOrders, scope };
}

const shown = () =>
  screen.getAllByTestId('order').map((row) => [
    within(row).getByRole('heading').textContent,
    ...within(row)
      .getAllByRole('definition')
      .map((value) => value.textContent!.replace(/\s/g, ' ')),
  ]);

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('the orders tab', () => {
  it('lists each order’s reference, date, total and status, in the page’s language', async () => {
    await renderOrders(async () => [order(12, 'sent', 4590, '2026-02-17T09:30:00Z'), order(3, 'cancelled', 1250, '2025-12-01T15:00:00Z')]);
    expect(shown()).toEqual([
      ['Commande ATC-2026-0012', '17 février 2026', '45,90 €', 'Expédiée'],
      ['Commande ATC-2026-0003', '1 décembre 2025', '12,50 €', 'Annulée'],
    ]);
  });

  it('names every status in the three languages', async () => {
    const statuses = ['new', 'paid', 'sent', 'ready', 'done', 'cancelled'] as const;
    for (const locale of ['fr', 'en', 'it'] as const) {
      await renderOrders(async () => statuses.map((status, index) => order(index + 1, status, 1000, '2026-03-01T10:00:00Z')), locale);
      expect(shown().map((row) => row[3])).toEqual(statuses.map((status) => accountTranslations[locale].orders.statuses[status]));
      cleanup();
    }
  });

  it('writes dates the English way in English', async () => {
    await renderOrders(async () => [order(1, 'done', 990, '2026-02-17T09:30:00Z')], 'en');
    expect(shown()[0]).toEqual(['Order ATC-2026-0001', '17 February 2026', '9,90 €', 'Completed']);
  });

  it('says there is no order yet, with a way to the shop', async () => {
    await renderOrders(async () => []);
    expect(screen.getByText(accountTranslations.fr.orders.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: accountTranslations.fr.orders.shopLink }).getAttribute('href')).toBe('/fr');
  });

  it('offers to try again when the orders could not be fetched', async () => {
    let fails = true;
    const { fetchOrders } = await renderOrders(async () => {
      if (fails) throw new ApiError(500, 'down');
      return [];
    });
    expect(screen.getByRole('alert').textContent).toContain(accountTranslations.fr.orders.loadFailed);
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: accountTranslations.fr.actions.retry }));
    expect(await screen.findByText(accountTranslations.fr.orders.empty)).toBeTruthy();
    expect(fetchOrders).toHaveBeenCalledTimes(2);
  });
});
