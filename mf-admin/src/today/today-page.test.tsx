// @vitest-environment jsdom
import type { PageViewCount } from '@lemon/shell-contract';
import type { SearchesMade, Today } from '@lemon/staff-contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
    last_week: {
      current: { ...period('2026-11-15T23:00:00Z', 3, 9000, 3000), to: '2026-11-22T23:00:00Z' },
      previous: { ...period('2026-11-08T23:00:00Z', 3, 9000, 3000), to: '2026-11-15T23:00:00Z' },
      days: ['16', '17', '18', '19', '20', '21', '22'].map((date) => ({
        day: `2026-11-${date}`,
        orders: date === '18' ? 3 : 0,
        refunds: 0,
        revenue: date === '18' ? 9000 : 0,
      })),
    },
    last_month: {
      current: { ...period('2026-09-30T22:00:00Z', 2, 5000, 2500, 500), to: '2026-10-31T23:00:00Z' },
      previous: { ...period('2026-08-31T22:00:00Z', 4, 10000, 2500), to: '2026-09-30T22:00:00Z' },
      days: Array.from({ length: 31 }, (_, index) => ({
        day: `2026-10-${String(index + 1).padStart(2, '0')}`,
        orders: index === 0 ? 2 : 0,
        refunds: index === 9 ? 500 : 0,
        revenue: index === 0 ? 5500 : index === 9 ? -500 : 0,
      })),
    },
  },
};

/** Twelve products viewed in the period, the most viewed first; and two pages. */
const ranking = {
  products: Array.from({ length: 12 }, (_, index) => ({
    product_id: index + 1,
    label: { fr: `Produit ${index + 1}`, en: `Product ${index + 1}`, it: `Prodotto ${index + 1}` },
    views: 100 - index,
    visitors: 50 - index,
  })),
  pages: [
    { path: '/fr', views: 1200, visitors: 400 },
    { path: '/fr/produit/liqueur-citron-menton', views: 100, visitors: 50 },
  ],
};

const pageViews: PageViewCount[] = [
  { day: '2026-11-25', path: '/fr', views: 12, visitors: 5 },
  { day: '2026-11-25', path: '/fr/panier', views: 3, visitors: 2 },
  { day: '2026-11-24', path: '/fr', views: 40, visitors: 9 },
];

const searchesMade: SearchesMade = {
  top: [
    { query: 'savon', searches: 14, found_nothing: 0 },
    { query: 'limoncello', searches: 9, found_nothing: 9 },
    { query: 'miel', searches: 3, found_nothing: 1 },
  ],
  found_nothing: [
    { query: 'limoncello', searches: 9, found_nothing: 9 },
    { query: 'miel', searches: 3, found_nothing: 1 },
  ],
};
const searchesAnswer = { body: { data: searchesMade, meta: { from: '2026-11-19', to: '2026-11-25' } } };

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
    'GET /api/staff/page-views': ({ url }) => {
      const [from, to] = [url.searchParams.get('from') ?? '2026-10-27', url.searchParams.get('to') ?? '2026-11-25'];
      const data = pageViews.filter(({ day }) => day >= from && day <= to);
      return { body: { data, meta: { from, to, total_views: data.reduce((sum, { views }) => sum + views, 0) } } };
    },
    'GET /api/staff/page-views/ranking': ({ url }) => ({
      body: { data: url.searchParams.has('from') ? { pages: [], products: [] } : ranking, meta: { from: '2026-10-27', to: '2026-11-25' } },
    }),
    'GET /api/staff/searches': searchesAnswer,
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

  it('says when the last backup was made, and cannot be missed when it failed or none was made', async () => {
    answerToday({ ...today, backups: { state: 'ok', last_made_at: '2026-11-25T02:00:00Z', last_failed_at: null } });
    renderAdmin(<TodayPage />);
    expect(await screen.findByText('Dernière sauvegarde des données : le 25 novembre à 03:00.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sauvegarde des données' })).toBeNull();
    cleanup();

    answerToday({ ...today, backups: { state: 'failed', last_made_at: '2026-11-24T02:00:00Z', last_failed_at: '2026-11-25T02:00:00Z' } });
    renderAdmin(<TodayPage />);
    const failed = await screen.findByRole('region', { name: 'Sauvegarde des données' });
    expect(failed.textContent).toContain('La sauvegarde des données a échoué le 25 novembre à 03:00.');
    expect(failed.textContent).toContain('les commandes depuis le 24 novembre à 03:00 ne sont à l’abri nulle part ailleurs');
    cleanup();

    answerToday({ ...today, backups: { state: 'missing', last_made_at: null, last_failed_at: null } });
    renderAdmin(<TodayPage />);
    expect((await screen.findByRole('region', { name: 'Sauvegarde des données' })).textContent).toContain(
      'Aucune sauvegarde des données n’a encore été faite.',
    );
    cleanup();

    // On PostgreSQL the operator makes them: nothing is said.
    answerToday({ ...today, backups: null });
    renderAdmin(<TodayPage />);
    await screen.findByRole('region', { name: 'À préparer (2)' });
    expect(screen.queryByText(/sauvegarde/i)).toBeNull();
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

  it('gives last week and last month whole, beside the ones before, and day by day', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const lastWeek = await screen.findByRole('region', { name: texts.today.sales.lastWeek });
    expect(within(lastWeek).getByText('Du 16 novembre au 22 novembre')).toBeTruthy();
    expect(within(lastWeek).getAllByText(texts.today.sales.sameLastWeek)).toHaveLength(3);
    const weekDays = within(lastWeek).getAllByRole('row');
    expect(weekDays.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'JourCommandes payéesChiffre d’affaires',
      'lun. 16 nov.00,00 €',
      'mar. 17 nov.00,00 €',
      'mer. 18 nov.390,00 €',
      'jeu. 19 nov.00,00 €',
      'ven. 20 nov.00,00 €',
      'sam. 21 nov.00,00 €',
      'dim. 22 nov.00,00 €',
    ]);

    const lastMonth = card(texts.today.sales.lastMonth);
    expect(within(lastMonth).getByText('octobre 2026')).toBeTruthy();
    const figures = within(lastMonth)
      .getAllByRole('definition')
      .map((figure) => figure.textContent?.replace(/\s/g, ' '));
    expect(figures.slice(0, 7)).toEqual([
      '2',
      'Le mois d’avant : 4',
      '-50 % par rapport au mois d’avant',
      '50,00 €',
      'Remboursements déduits : 5,00 €',
      'Le mois d’avant : 100,00 €',
      '-50 % par rapport au mois d’avant',
    ]);
    const monthDays = within(lastMonth).getAllByRole('row');
    expect(monthDays).toHaveLength(32);
    expect(monthDays[1]!.textContent).toMatch(/^jeu. 1er oct.255,00\s€$/);
    expect(monthDays[10]!.textContent).toMatch(/^sam. 10 oct.0-5,00\s€$/);
  });

  it('ranks the products and pages most viewed, ten first, and covers the period chosen', async () => {
    const calls = answerToday();
    renderAdmin(<TodayPage />);
    const products = await screen.findByRole('region', { name: texts.today.visits.products });
    const rows = () => within(products).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.textContent).toBe('Produit 110050');
    expect(within(rows()[0]!).getByRole('link').getAttribute('href')).toBe('/fr/produit/1');
    within(products).getByRole('button', { name: 'Voir tout (12)' }).click();
    await waitFor(() => expect(rows()).toHaveLength(12));
    const pages = card(texts.today.visits.pages);
    expect(within(pages).getAllByRole('row')[1]!.textContent?.replace(/\s/g, ' ')).toBe('/fr1 200400');

    // Last week: its days, Monday to Sunday, for the chart and the ranking.
    within(card(texts.today.visits.title)).getByRole('radio', { name: texts.today.visits.periods.lastWeek }).click();
    expect(await screen.findByText(texts.today.visits.noProduct)).toBeTruthy();
    const chart = await screen.findByRole('img', { name: 'Aucune page vue du lundi 16 novembre au dimanche 22 novembre.' });
    expect(JSON.parse(chart.dataset.values!)).toHaveLength(7);
    const asked = calls
      .filter(({ url }) => url.pathname.startsWith('/api/staff/page-views'))
      .map(({ url }) => `${url.pathname}${url.search}`);
    expect(asked).toContain('/api/staff/page-views?from=2026-11-16&to=2026-11-22');
    expect(asked).toContain('/api/staff/page-views/ranking?from=2026-11-16&to=2026-11-22');
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
    const byDay = within(screen.getByText(texts.today.visits.table).closest('details')!).getByRole('table');
    const rows = within(byDay).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)!.textContent).toBe('mercredi 25 novembre15');
  });

  it('lists the week’s searches, the most made and those that found nothing, each opening the shop’s results', async () => {
    answerToday();
    renderAdmin(<TodayPage />);
    const top = await screen.findByRole('region', { name: texts.today.searches.top });
    expect(screen.getByText(/ces 7 derniers jours, du jeudi 19 novembre au mercredi 25 novembre/)).toBeTruthy();
    const topRows = within(top).getAllByRole('row').slice(1);
    expect(
      topRows.map((row) => [
        within(row).getByRole('link').textContent,
        row.textContent?.includes('aucun résultat'),
        within(row).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['savon (s’ouvre dans un nouvel onglet)', false, '14'],
      ['limoncello (s’ouvre dans un nouvel onglet)', true, '9'],
      ['miel (s’ouvre dans un nouvel onglet)', false, '3'],
    ]);
    expect(within(topRows[0]!).getByRole('link').getAttribute('href')).toBe('/fr/recherche?q=savon');
    expect(within(topRows[0]!).getByRole('link').getAttribute('target')).toBe('_blank');

    const nothing = card(texts.today.searches.foundNothing);
    const nothingRows = within(nothing).getAllByRole('row').slice(1);
    expect(nothingRows.map((row) => within(row).getByRole('cell').textContent)).toEqual(['9', '1']);
    const add = await within(nothing).findByRole('link', { name: 'Ajouter un synonyme pour « limoncello »' });
    expect(add.getAttribute('href')).toBe('/fr/gestion/synonymes?ajouter=limoncello');
    expect(screen.getByText(texts.today.searches.foundNothingHint)).toBeTruthy();
  });

  it('offers a helper, who does not write the catalogue, the searches without the synonyms', async () => {
    answerToday();
    renderAdmin(<TodayPage />, { user: helper });
    const nothing = await screen.findByRole('region', { name: texts.today.searches.foundNothing });
    await waitFor(() => expect(within(nothing).getAllByRole('row')).toHaveLength(3));
    expect(within(nothing).queryByRole('link', { name: /Ajouter un synonyme/ })).toBeNull();
    expect(screen.queryByText(texts.today.searches.foundNothingHint)).toBeNull();
  });

  it('says so when the week had no search', async () => {
    answerCalls({
      'GET /api/staff/today': { body: { data: today } },
      'GET /api/staff/page-views': { body: { data: [], meta: { from: '2026-10-27', to: '2026-11-25', total_views: 0 } } },
      'GET /api/staff/page-views/ranking': { body: { data: { pages: [], products: [] }, meta: { from: '2026-10-27', to: '2026-11-25' } } },
      'GET /api/staff/searches': { body: { data: { top: [], found_nothing: [] }, meta: { from: '2026-11-19', to: '2026-11-25' } } },
    });
    renderAdmin(<TodayPage />);
    expect(await screen.findByText(texts.today.searches.noSearch)).toBeTruthy();
    expect(screen.getByText(texts.today.searches.allFound)).toBeTruthy();
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
      'GET /api/staff/page-views/ranking': { body: { data: { pages: [], products: [] }, meta: { from: '2026-10-27', to: '2026-11-25' } } },
    });
    renderAdmin(<TodayPage />);
    expect(await screen.findByRole('button', { name: texts.retry }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Aucune page vue du mardi 27 octobre au mercredi 25 novembre.')).toBeTruthy();
  });
});
