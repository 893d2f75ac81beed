// @vitest-environment jsdom
import type { PageViewCount } from '@lemon/shared/contract';
import type { Today } from '@lemon/shared/staff-contract';
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Bar } from 'react-chartjs-2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, helper, renderAdmin, texts } from '../testing/render-admin';
import { TodayPage } from './today-page';

// jsdom draws no canvas: the chart shows what it was given to draw, the browser tests see it drawn.
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data, ref: _ref, options: _options, ...canvas }: ComponentProps<typeof Bar>) => (
    <canvas {...canvas} data-labels={JSON.stringify(data.labels)} data-values={JSON.stringify(data.datasets[0]!.data)} />
  ),
}));

/** Wednesday 25 November 2026, 15:40 in Paris. */
const now = new Date('2026-11-25T14:40:00Z');

const period = (from: string, orders: number, revenue: number, average_basket: number, refunds = 0) => ({
  from,
  to: now.toISOString(),
  orders,
  refunds,
  revenue,
  average_basket,
});

const today: Today = {
  to_prepare: [
    { reference: 'A1B2C3', name: 'Ana Rossi', total: 1800, at: '2026-11-24T09:05:00Z' },
    { reference: 'D4E5F6', name: 'Luc Bernard', total: 2550, at: '2026-11-25T13:40:00Z' },
  ],
  in_shop: {
    to_prepare: [{ reference: 'P1P1P1', name: 'Camille Martin', total: 1200, at: '2026-11-25T10:00:00Z' }],
    ready: [{ reference: 'R2R2R2', name: 'Jeanne Dupont', total: 900, at: '2026-11-23T16:00:00Z' }],
  },
  lapsing: [
    { reference: 'L0L0L0', name: 'Marco Neri', total: 3000, at: '2026-11-25T14:39:00Z' },
    { reference: 'L1L1L1', name: 'Lea Petit', total: 4000, at: '2026-11-25T14:50:00Z' },
  ],
  stock: [
    {
      variation_id: 7,
      product_label: { fr: 'Limoncello', en: 'Limoncello', it: 'Limoncello' },
      variation_label: { fr: '50 cl', en: '50 cl', it: '50 cl' },
      stock: 0,
      waiting: 2,
    },
    {
      variation_id: 9,
      product_label: { fr: 'Savon au citron', en: 'Lemon soap', it: 'Sapone al limone' },
      variation_label: { fr: 'Verveine', en: 'Verbena', it: 'Verbena' },
      stock: 3,
      waiting: 0,
    },
  ],
  unread_messages: 3,
  sales: {
    week: {
      current: { ...period('2026-11-22T23:00:00Z', 5, 11200, 2240, 1000) },
      previous: { ...period('2026-11-15T23:00:00Z', 4, 10000, 2500), to: '2026-11-18T14:40:00Z' },
    },
    month: {
      current: { ...period('2026-10-31T23:00:00Z', 20, 40000, 2000) },
      previous: { ...period('2026-09-30T22:00:00Z', 0, 0, 0), to: '2026-10-25T14:40:00Z' },
    },
  },
};

const pageViews: PageViewCount[] = [
  { day: '2026-11-25', path: '/fr', views: 12, visitors: 5 },
  { day: '2026-11-25', path: '/fr/panier', views: 3, visitors: 2 },
  { day: '2026-11-24', path: '/fr', views: 40, visitors: 9 },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answerToday(answer: Today = today) {
  return answerCalls({
    'GET /api/staff/today': { body: { data: answer } },
    'GET /api/staff/page-views': { body: { data: pageViews, meta: { from: '2026-10-27', to: '2026-11-25', total_views: 55 } } },
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const linkTargets = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('Today', () => {
  it('shows the orders to prepare first, each linking to its page, and the list they come from', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const toPrepare = await screen.findByRole('region', { name: 'À préparer (2)' });
    expect(within(toPrepare).getByRole('link', { name: /Commande A1B2C3, Ana Rossi, 18,00\s€/ }).textContent).toContain(
      'payée le 24 novembre à 10:05',
    );
    expect(linkTargets(toPrepare)).toEqual([
      '/fr/gestion/commandes/A1B2C3',
      '/fr/gestion/commandes/D4E5F6',
      '/fr/gestion/commandes?status=paid&delivery_method=shipping',
    ]);
    const inShop = card('À retirer en boutique (2)');
    expect(within(inShop).getByRole('heading', { name: 'À préparer' })).toBeTruthy();
    expect(within(inShop).getByRole('link', { name: /Commande R2R2R2, Jeanne Dupont/ }).textContent).toContain(
      'prête depuis le 23 novembre à 17:00',
    );
  });

  it('puts the cancellations a helper asked for first, and shows no such card without one', async () => {
    answerToday({ ...today, cancellation_requests: [{ reference: 'K9K9K9', name: 'Paul Roux', total: 2500, at: '2026-11-25T13:00:00Z' }] });
    renderAdmin(<TodayPage />);
    const asked = await screen.findByRole('region', { name: 'Annulations demandées (1)' });
    expect(within(screen.getByRole('region', { name: texts.today.toDo })).getAllByRole('region')[0]).toBe(asked);
    expect(within(asked).getByRole('link', { name: /Commande K9K9K9, Paul Roux, 25,00\s€/ }).textContent).toContain(
      'demandée le 25 novembre à 14:00',
    );
    expect(linkTargets(asked)).toEqual(['/fr/gestion/commandes/K9K9K9', '/fr/gestion/commandes?status=paid']);
    cleanup();

    answerToday({ ...today, cancellation_requests: [] });
    renderAdmin(<TodayPage />);
    await screen.findByRole('region', { name: 'À préparer (2)' });
    expect(screen.queryByRole('region', { name: /Annulations demandées/ })).toBeNull();
  });

  it('says which unpaid orders expire when, one already past', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const lapsing = await screen.findByRole('region', { name: texts.today.lapsing.title });
    expect(
      within(lapsing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Commande L0L0L0, Marco Neri, 30,00\s€expirée à 15:39$/),
      expect.stringMatching(/^Commande L1L1L1, Lea Petit, 40,00\s€expire à 15:50$/),
    ]);
  });

  it('lists sold-out and low items with the customers waiting, and counts the unread messages', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const stock = await screen.findByRole('region', { name: texts.today.stock.title });
    expect(
      within(stock)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Limoncello — 50 clÉpuisé · 2 clients attendent', 'Savon au citron — VerveinePlus que 3']);
    expect(linkTargets(stock)).toEqual(['/fr/gestion/stock']);
    const messages = card('Messages non lus (3)');
    expect(within(messages).getByText('3 messages attendent une lecture.')).toBeTruthy();
    expect(linkTargets(messages)).toEqual(['/fr/gestion/messages']);
  });

  it('gives each sales figure beside the period before, with the change in words', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const week = await screen.findByRole('region', { name: texts.today.sales.week });
    const figures = within(week)
      .getAllByRole('definition')
      .map((figure) => figure.textContent?.replace(/\s/g, ' '));
    expect(figures).toEqual([
      '5',
      'Semaine dernière à la même heure : 4',
      '+25 % par rapport à la semaine dernière',
      '112,00 €',
      'Remboursements déduits : 10,00 €',
      'Semaine dernière à la même heure : 100,00 €',
      '+12 % par rapport à la semaine dernière',
      '22,40 €',
      'Semaine dernière à la même heure : 25,00 €',
      '-10 % par rapport à la semaine dernière',
    ]);
    expect(within(card(texts.today.sales.month)).getAllByText(texts.today.sales.newMonth)).toHaveLength(3);
  });

  it('draws the page views of each day of the period, with the figures as text', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const chart = await screen.findByRole('img');
    const summary = '55 pages vues du mardi 27 octobre au mercredi 25 novembre ; le plus haut : 40 le mardi 24 novembre.';
    expect(chart.getAttribute('aria-label')).toBe(summary);
    const values = JSON.parse(chart.dataset.values!) as number[];
    expect(values).toHaveLength(30);
    expect(values.slice(-2)).toEqual([40, 15]);
    expect(values.slice(0, -2).every((views) => views === 0)).toBe(true);
    expect(JSON.parse(chart.dataset.labels!).at(-1)).toBe('25 nov.');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)!.textContent).toBe('mercredi 25 novembre15');
  });

  it('shows a helper the same page', async () => {
    answerToday();
    renderAdmin(<TodayPage />, { user: helper });
    expect(await screen.findByRole('region', { name: 'À préparer (2)' })).toBeTruthy();
  });

  it('offers to try again when Today cannot be loaded', async () => {
    answerCalls({
      'GET /api/staff/today': { status: 500, body: { message: 'Down' } },
      'GET /api/staff/page-views': { body: { data: [], meta: { from: '2026-10-27', to: '2026-11-25', total_views: 0 } } },
    });
    renderAdmin(<TodayPage />);
    expect(await screen.findByRole('button', { name: texts.retry }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Aucune page vue du mardi 27 octobre au mercredi 25 novembre.')).toBeTruthy();
  });
});
