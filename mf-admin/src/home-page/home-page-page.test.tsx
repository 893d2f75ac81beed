// @vitest-environment jsdom
import { festivalNotice2027 } from '@lemon/kit/testing';
import type { ProductPick, StaffHomePage, StaffProductSummary } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffCategory } from '../testing/catalogue';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { HomePagePage } from './home-page-page';

const shown = toastsShown();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  shown.toasts.length = 0;
});

const festivalTexts = texts.homePage.festival;

const pick = (id: number, fr: string, overrides: Partial<ProductPick> = {}): ProductPick => ({
  id,
  label: { fr, en: `${fr} (en)`, it: `${fr} (it)` },
  is_hidden: false,
  picture_url: `/media/products/${id}-card.webp`,
  ...overrides,
});
const liqueur = pick(1, 'Liqueur de citron');
const confiture = pick(2, 'Confiture de citron');
const savon = pick(3, 'Savon au citron');
const sirop = pick(4, 'Sirop de citron');
const sel = pick(5, 'Sel au citron');
const biscuits = pick(6, 'Biscuits au citron');
const newCurd = pick(7, 'Crème de citron', { is_hidden: true });

const homePage = (overrides: Partial<StaffHomePage> = {}): StaffHomePage => ({
  festival_notice: { ...festivalNotice2027, version: 3 },
  monthly_product: liqueur,
  best_sellers: [confiture, savon, sirop, sel, biscuits, liqueur],
  ...overrides,
});

const summary = (product: ProductPick): StaffProductSummary => ({
  id: product.id,
  label: product.label,
  slug: { fr: 'creme-de-citron', en: 'lemon-curd', it: 'crema-di-limone' },
  product_category_id: 2,
  is_hidden: product.is_hidden,
  is_monthly: false,
  is_highlighted: false,
  price_from: 850,
  stock: 4,
  variation_count: 1,
  picture_url: product.picture_url,
  missing_translations: [],
});
const found = (...products: ProductPick[]) => ({
  body: { data: products.map(summary), meta: { current_page: 1, per_page: 25, total: products.length, last_page: 1 } },
});

const section = (name: string) => within(screen.getByRole('region', { name }));
const festival = () => section(festivalTexts.title);
const field = (name: string) => festival().getByLabelText(name) as HTMLInputElement;
const preview = (locale: string) => screen.getByTestId(`festival-preview-${locale}`).textContent;
const bestSellerNames = () =>
  within(screen.getByRole('list', { name: texts.homePage.bestSellers.listLabel }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('img')?.nextElementSibling?.firstElementChild?.textContent);

async function openPage(answers: Parameters<typeof answerCalls>[0]) {
  const calls = answerCalls(answers);
  renderAdmin(<HomePagePage />, { url: '/fr/gestion/page-accueil' });
  await screen.findByRole('region', { name: festivalTexts.title });
  return calls;
}

describe('the festival notice', () => {
  it('shows the sentence shoppers will read in each language as the owner types, and saves its days and words with its version', async () => {
    const calls = await openPage({
      'GET /api/staff/home-page': { body: { data: homePage() } },
      'GET /api/staff/categories': { body: { data: [staffCategory(1, 'Boissons'), staffCategory(7, 'Fête du Citron')] } },
      'PUT /api/staff/home-page/festival-notice': ({ body }) => ({ body: { data: { ...(body as object), category: null, version: 4 } } }),
    });
    expect(festival().getByText('Les clients verront cet avis du mercredi 3 février au mercredi 3 mars.')).toBeTruthy();
    expect(preview('fr')).toBe('Fête du Citron du 17 février au 3 mars : les livraisons peuvent prendre un peu de retard.');
    expect(preview('en')).toBe('Lemon Festival from 17 February to 3 March: deliveries may take a little longer.');
    expect(preview('it')).toBe('Festa del Limone dal 17 febbraio al 3 marzo: le consegne potrebbero subire qualche ritardo.');

    fireEvent.change(field(festivalTexts.endsOn), { target: { value: '2027-03-01' } });
    const messages = festival().getAllByLabelText(festivalTexts.message);
    fireEvent.change(messages[0]!, { target: { value: 'les colis partent un jour plus tard.' } });
    await waitFor(() => expect(preview('fr')).toBe('Fête du Citron du 17 février au 1er mars : les colis partent un jour plus tard.'));
    expect(preview('en')).toBe('Lemon Festival from 17 February to 1 March: deliveries may take a little longer.');
    // The French words changed alone: the page says the English and Italian ones did not.
    expect(festival().getByRole('status').textContent).toBe(
      'Vous avez changé le message en français : ceux en anglais et italien n’ont pas changé.',
    );

    // The notice links to the festival's category; the owner takes the link away.
    const category = (await festival().findByLabelText(festivalTexts.category)) as HTMLSelectElement;
    expect(category.selectedOptions[0]?.textContent).toBe('Fête du Citron');
    fireEvent.change(category, { target: { value: '' } });

    fireEvent.click(festival().getByRole('button', { name: festivalTexts.save }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: festivalTexts.saved }]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      shown_from: '2027-02-03',
      starts_on: '2027-02-17',
      ends_on: '2027-03-01',
      message: {
        fr: 'les colis partent un jour plus tard.',
        en: 'deliveries may take a little longer.',
        it: 'le consegne potrebbero subire qualche ritardo.',
      },
      category_id: null,
      version: 3,
    });
  });

  it('says which day is out of order, before sending and when the server refuses it', async () => {
    const calls = await openPage({
      'GET /api/staff/home-page': { body: { data: homePage() } },
      'PUT /api/staff/home-page/festival-notice': {
        status: 422,
        body: { message: 'Refused.', errors: { starts_on: ['date_order'] } },
      },
    });
    fireEvent.change(field(festivalTexts.endsOn), { target: { value: '2027-02-10' } });
    fireEvent.click(festival().getByRole('button', { name: festivalTexts.save }));
    const early = await festival().findByText(festivalTexts.endsBeforeStart);
    expect(field(festivalTexts.endsOn).getAttribute('aria-describedby')).toContain(early.id);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    // The owner fixes it; the server still finds the festival starting before the notice shows.
    fireEvent.change(field(festivalTexts.endsOn), { target: { value: '2027-03-03' } });
    fireEvent.click(festival().getByRole('button', { name: festivalTexts.save }));
    const refused = await festival().findByText(festivalTexts.startsBeforeShown);
    expect(field(festivalTexts.startsOn).getAttribute('aria-describedby')).toContain(refused.id);
    expect(field(festivalTexts.startsOn).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(shown.toasts).toEqual([]);
  });

  it('shows the version saved meanwhile by someone else, then saves hers over it when she keeps it', async () => {
    const theirs = homePage();
    theirs.festival_notice = {
      ...theirs.festival_notice,
      ends_on: '2027-03-05',
      message: { ...theirs.festival_notice.message, fr: 'fermé pendant la fête.' },
      version: 4,
    };
    let current = homePage();
    let puts = 0;
    const calls = await openPage({
      'GET /api/staff/home-page': () => ({ body: { data: current } }),
      'PUT /api/staff/home-page/festival-notice': ({ body }) => {
        puts += 1;
        if (puts === 1) {
          current = theirs;
          return { status: 409, body: { message: 'Changed meanwhile.', errors: { version: ['stale'] } } };
        }
        return { body: { data: { ...(body as object), category: festivalNotice2027.category, version: 5 } } };
      },
    });
    const messages = festival().getAllByLabelText(festivalTexts.message);
    fireEvent.change(messages[0]!, { target: { value: 'les colis partent un jour plus tard.' } });
    fireEvent.click(festival().getByRole('button', { name: festivalTexts.save }));

    const alert = await festival().findByRole('alert');
    expect(alert.textContent).toContain(texts.conflict.savedMeanwhile);
    expect(within(alert).getByText('Fête du Citron du 17 février au 5 mars : fermé pendant la fête.')).toBeTruthy();
    // Hers stays in the form meanwhile.
    expect(preview('fr')).toBe('Fête du Citron du 17 février au 3 mars : les colis partent un jour plus tard.');
    expect(shown.toasts).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: texts.conflict.keepMine }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: festivalTexts.saved }]));
    const sent = calls.filter((call) => call.method === 'PUT').map((call) => call.body as { version: number; message: { fr: string } });
    expect(sent.map((body) => [body.version, body.message.fr])).toEqual([
      [3, 'les colis partent un jour plus tard.'],
      [4, 'les colis partent un jour plus tard.'],
    ]);
    expect(festival().queryByRole('alert')).toBeNull();
  });

  it('takes the version saved meanwhile into the form when she prefers it', async () => {
    const theirs = homePage();
    theirs.festival_notice = { ...theirs.festival_notice, ends_on: '2027-03-05', version: 4 };
    let current = homePage();
    await openPage({
      'GET /api/staff/home-page': () => ({ body: { data: current } }),
      'PUT /api/staff/home-page/festival-notice': () => {
        current = theirs;
        return { status: 409, body: { message: 'Changed meanwhile.', errors: { version: ['stale'] } } };
      },
    });
    fireEvent.change(field(festivalTexts.shownFrom), { target: { value: '2027-02-01' } });
    fireEvent.click(festival().getByRole('button', { name: festivalTexts.save }));
    fireEvent.click(await festival().findByRole('button', { name: texts.conflict.takeTheirs }));
    await waitFor(() => expect(field(festivalTexts.endsOn).value).toBe('2027-03-05'));
    expect(field(festivalTexts.shownFrom).value).toBe('2027-02-03');
    expect(festival().queryByRole('alert')).toBeNull();
  });
});

describe('the product of the month', () => {
  it('changes it for a product found by its name, replacing the one she saw, and warns that a draft does not show', async () => {
    const calls = await openPage({
      'GET /api/staff/home-page': { body: { data: homePage() } },
      'GET /api/staff/products': found(newCurd, liqueur),
      'PUT /api/staff/home-page/monthly-product': { body: { data: homePage({ monthly_product: newCurd }) } },
    });
    const monthly = () => section(texts.homePage.monthly.title);
    expect(monthly().getByText('Liqueur de citron')).toBeTruthy();
    expect(monthly().queryByRole('note')).toBeNull();

    fireEvent.click(monthly().getByRole('button', { name: texts.homePage.monthly.change }));
    fireEvent.change(monthly().getByLabelText(texts.homePage.search.label), { target: { value: ' crème ' } });
    fireEvent.click(monthly().getByRole('button', { name: texts.homePage.search.action }));
    const results = within(await monthly().findByRole('list', { name: texts.homePage.search.results }));
    expect(calls.find((call) => call.url.pathname === '/api/staff/products')?.url.searchParams.get('q')).toBe('crème');
    // The one already chosen cannot be chosen again; a draft says it is one.
    expect((results.getByRole('button', { name: /Liqueur de citron/ }) as HTMLButtonElement).disabled).toBe(true);
    const curd = results.getByRole('button', { name: /Crème de citron/ });
    expect(curd.textContent).toContain(texts.homePage.draft);
    fireEvent.click(curd);

    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: '« Crème de citron » est le produit du mois.' }]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ product_id: 7, replacing: 1 });
    expect(monthly().getByRole('note').textContent).toBe(texts.homePage.monthly.draft);
    expect(monthly().queryByRole('search')).toBeNull();
  });

  it('takes it off the home page, and says when someone else changed it first', async () => {
    let current = homePage();
    const calls = await openPage({
      'GET /api/staff/home-page': () => ({ body: { data: current } }),
      'PUT /api/staff/home-page/monthly-product': () => {
        current = homePage({ monthly_product: savon });
        return { status: 409, body: { message: 'Changed meanwhile.', errors: { version: ['stale'] } } };
      },
    });
    const monthly = () => section(texts.homePage.monthly.title);
    fireEvent.click(monthly().getByRole('button', { name: texts.homePage.monthly.remove }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'error', message: texts.homePage.monthly.stale }]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ product_id: null, replacing: 1 });
    expect(await monthly().findByText('Savon au citron')).toBeTruthy();
  });
});

describe('the best sellers', () => {
  it('says which ones the home page leaves out, and saves a move at once with the order she saw', async () => {
    const calls = await openPage({
      'GET /api/staff/home-page': { body: { data: homePage() } },
      'PUT /api/staff/home-page/best-sellers': {
        body: { data: homePage({ best_sellers: [confiture, savon, sirop, sel, liqueur, biscuits] }) },
      },
    });
    const bestSellers = () => section(texts.homePage.bestSellers.title);
    expect(
      bestSellers().getByText('La page d’accueil montre les 5 premiers, dans cet ordre. Chaque changement est enregistré aussitôt.'),
    ).toBeTruthy();
    const notShown = 'Pas sur la page d’accueil : seuls les 5 premiers y sont.';
    expect(bestSellers().getByText(notShown).closest('li')?.textContent).toContain('Liqueur de citron');
    expect(bestSellers().getAllByText(notShown)).toHaveLength(1);

    fireEvent.click(bestSellers().getByRole('button', { name: 'Monter Liqueur de citron' }));
    await waitFor(() =>
      expect(bestSellerNames()).toEqual([
        'Confiture de citron',
        'Savon au citron',
        'Sirop de citron',
        'Sel au citron',
        'Liqueur de citron',
        'Biscuits au citron',
      ]),
    );
    expect((await bestSellers().findByText(texts.listOrder.saved)).getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [2, 3, 4, 5, 1, 6], replacing: [2, 3, 4, 5, 6, 1] });
    expect(bestSellers().getByText(notShown).closest('li')?.textContent).toContain('Biscuits au citron');
  });

  it('reads the list again and says so when someone else changed it first', async () => {
    let current = homePage();
    await openPage({
      'GET /api/staff/home-page': () => ({ body: { data: current } }),
      'PUT /api/staff/home-page/best-sellers': () => {
        current = homePage({ best_sellers: [sirop, confiture] });
        return { status: 409, body: { message: 'Changed meanwhile.', errors: { replacing: ['stale'] } } };
      },
    });
    fireEvent.click(section(texts.homePage.bestSellers.title).getByRole('button', { name: 'Descendre Confiture de citron' }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'error', message: texts.homePage.bestSellers.stale }]));
    await waitFor(() => expect(bestSellerNames()).toEqual(['Sirop de citron', 'Confiture de citron']));
  });

  it('removes one and adds one found by its name, at the end', async () => {
    let current = homePage();
    const calls = await openPage({
      'GET /api/staff/home-page': () => ({ body: { data: current } }),
      'GET /api/staff/products': found(liqueur, newCurd),
      'PUT /api/staff/home-page/best-sellers': ({ body }) => {
        const all = [liqueur, confiture, savon, sirop, sel, biscuits, newCurd];
        current = homePage({ best_sellers: (body as { ids: number[] }).ids.map((id) => all.find((product) => product.id === id)!) });
        return { body: { data: current } };
      },
    });
    const bestSellers = () => section(texts.homePage.bestSellers.title);
    fireEvent.click(bestSellers().getByRole('button', { name: 'Retirer Savon au citron des meilleures ventes' }));
    await waitFor(() => expect(bestSellerNames()).not.toContain('Savon au citron'));

    fireEvent.click(bestSellers().getByRole('button', { name: texts.homePage.bestSellers.add }));
    fireEvent.change(bestSellers().getByLabelText(texts.homePage.search.label), { target: { value: 'citron' } });
    fireEvent.click(bestSellers().getByRole('button', { name: texts.homePage.search.action }));
    const results = within(await bestSellers().findByRole('list', { name: texts.homePage.search.results }));
    expect(results.getByRole('button', { name: /Liqueur de citron/ }).textContent).toContain(texts.homePage.bestSellers.alreadyIn);
    fireEvent.click(results.getByRole('button', { name: /Crème de citron/ }));
    await waitFor(() => expect(bestSellerNames().at(-1)).toBe('Crème de citron'));

    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { ids: [2, 4, 5, 6, 1], replacing: [2, 3, 4, 5, 6, 1] },
      { ids: [2, 4, 5, 6, 1, 7], replacing: [2, 4, 5, 6, 1] },
    ]);
    expect(
      within(screen.getByRole('list', { name: texts.homePage.bestSellers.listLabel })).getAllByText(texts.homePage.draft),
    ).toHaveLength(1);
  });
});
