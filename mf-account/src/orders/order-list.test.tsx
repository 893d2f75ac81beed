// @vitest-environment jsdom
import { $locale, ApiError, i18n, ValidationError, type Locale } from '@lemon/shared';
import type { Order } from '@lemon/orders-contract';
import { shop } from '@lemon/kit/shop';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTranslations } from '../i18n';
import { order, orderLine } from '../testing/orders';
import { renderInScope, texts } from '../testing/render-in-scope';
import { OrderList } from './order-list';
import { fetchOrdersFx, goToPaymentPageFx, ordersTabOpened, requestPaymentFx } from './orders.model';

interface Calls {
  orders?: () => Promise<Order[]>;
  payment?: (reference: string) => Promise<string>;
}

async function renderOrders({ orders, payment = async () => 'https://pay.example/session/1' }: Calls, locale: Locale = 'fr') {
  const calls = { orders: vi.fn(orders), payment: vi.fn(payment), goToPaymentPage: vi.fn((_url: string) => undefined) };
  const scope = fork({
    values: [[$locale, locale]],
    handlers: [
      [fetchOrdersFx, calls.orders],
      [requestPaymentFx, calls.payment],
      [goToPaymentPageFx, calls.goToPaymentPage],
    ],
  });
  await i18n.changeLanguage(locale);
  await allSettled(ordersTabOpened, { scope });
  renderInScope(<OrderList />, { scope, url: `/${locale}/mon-compte?tab=orders` });
  return calls;
}

const cards = () => screen.getAllByTestId('order');
const card = (reference: string) => cards().find((row) => row.querySelector('h3')!.textContent!.includes(reference))!;
const text = (element: Element) => element.textContent!.replace(/\s/g, ' ');
/** Each card's heading and facts (date, total, status), as the closed card shows them. */
const shown = () =>
  cards().map((row) => [within(row).getByRole('heading', { level: 3 }).textContent, ...within(row).getAllByRole('definition').map(text)]);
/** The terms and values of a description list, side by side. */
const pairs = (list: Element) => [...list.querySelectorAll('div')].map((pair) => [...pair.children].map(text));
const openDetails = (row: HTMLElement) => fireEvent.click(within(row).getByRole('button', { name: /^Commande|^Order|^Ordine/ }));
const payButton = (reference: string) => screen.getByRole('button', { name: texts.orders.payNowLabel.replace('{{reference}}', reference) });

const unpaid = order(21, {
  reference: 'LC-UNPAID21',
  status: 'new',
  paid_at: null,
  created_at: '2026-02-17T10:00:00Z',
  payable_until: '2026-02-17T10:30:00Z',
});

// The payment deadline is shown with its time, in the browser's time zone: here the shop's.
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Paris');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('the orders tab', () => {
  it('lists each order’s reference, date, total and status, the newest first, in the page’s language', async () => {
    await renderOrders({
      orders: async () => [
        order(3, { status: 'cancelled', total: 1250, created_at: '2025-12-01T15:00:00Z' }),
        order(12, { status: 'sent', total: 4590, created_at: '2026-02-17T09:30:00Z' }),
      ],
    });
    expect(shown()).toEqual([
      ['Commande LC-00000012', '17 février 2026', '45,90 €', 'Expédiée'],
      ['Commande LC-00000003', '1er décembre 2025', '12,50 €', 'Annulée'],
    ]);
  });

  it('names every status in the three languages', async () => {
    const statuses = ['new', 'paid', 'sent', 'ready', 'done', 'cancelled'] as const;
    for (const locale of ['fr', 'en', 'it'] as const) {
      const orders = statuses.map((status, index) => order(index + 1, { status, created_at: `2026-03-0${9 - index}T10:00:00Z` }));
      await renderOrders({ orders: async () => orders }, locale);
      expect(shown().map((row) => row[3])).toEqual(statuses.map((status) => accountTranslations[locale].orders.statuses[status]));
      cleanup();
    }
  });

  it('writes dates and the payment deadline the English way in English', async () => {
    await renderOrders({ orders: async () => [unpaid, order(1, { status: 'done', total: 990 })] }, 'en');
    expect(shown()).toEqual([
      ['Order LC-UNPAID21', '17 February 2026', '31,40 €', 'New'],
      ['Order LC-00000001', '17 February 2026', '9,90 €', 'Completed'],
    ]);
    expect(within(card('LC-UNPAID21')).getByText('To be paid by 17 February 2026 at 11:30')).toBeTruthy();
  });

  it('says there is no order yet, with a way to the shop', async () => {
    await renderOrders({ orders: async () => [] });
    expect(screen.getByText(texts.orders.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.orders.shopLink }).getAttribute('href')).toBe('/fr');
  });

  it('offers to try again when the orders could not be fetched', async () => {
    let fails = true;
    const calls = await renderOrders({
      orders: async () => {
        if (fails) throw new ApiError(500, 'down');
        return [];
      },
    });
    expect(screen.getByRole('alert').textContent).toContain(texts.orders.loadFailed);
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: texts.actions.retry }));
    expect(await screen.findByText(texts.orders.empty)).toBeTruthy();
    expect(calls.orders).toHaveBeenCalledTimes(2);
  });
});

describe('an order’s details', () => {
  const shipped = order(8, {
    status: 'sent',
    lines: [
      orderLine({ quantity: 2, total: 4900 }),
      orderLine({
        product_variation_id: null,
        product_label: { fr: 'Savon au citron', en: 'Lemon soap', it: 'Sapone al limone' },
        variation_label: { fr: 'Pain de 100 g', en: '100 g bar', it: 'Saponetta da 100 g' },
        unit_price: 650,
        quantity: 1,
        total: 650,
      }),
    ],
    subtotal: 5550,
    promo_code: 'CITRON10',
    discount: 555,
    shipping_cost: 1290,
    total: 6285,
    address: {
      first_name: 'Camille',
      last_name: 'Rossi',
      line1: 'Via Roma 4',
      line2: 'Scala B',
      zip: '18039',
      city: 'Ventimiglia',
      country: 'IT',
    },
    created_at: '2026-02-10T08:00:00Z',
    paid_at: '2026-02-10T08:05:00Z',
    shipped_at: '2026-02-12T14:00:00Z',
  });

  it('are behind a disclosure: its lines, amounts, address and history', async () => {
    await renderOrders({ orders: async () => [shipped] });
    const row = card('LC-00000008');
    const toggle = within(row).getByRole('button', { name: 'Commande LC-00000008' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('table')).toBeNull();

    openDetails(row);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(false);
    const table = within(row).getByRole('table', { name: 'Articles de la commande LC-00000008' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((line) => [...line.children].map(text)),
    ).toEqual([
      ['Article', 'Quantité', 'Prix unitaire', 'Total'],
      ['Limoncello de MentonBouteille 50 cl', '2', '24,50 €', '49,00 €'],
      ['Savon au citronPain de 100 g', '1', '6,50 €', '6,50 €'],
    ]);
    const [, amounts, history] = row.querySelectorAll('dl');
    expect(pairs(amounts!)).toEqual([
      ['Sous-total', '55,50 €'],
      ['Réduction (code CITRON10)', '−5,55 €'],
      ['Livraison à domicile', '12,90 €'],
      ['Total', '62,85 €'],
    ]);
    expect(within(row).getByRole('heading', { name: 'Adresse de livraison' })).toBeTruthy();
    expect([...row.querySelector('address')!.children].map(text)).toEqual([
      'Camille Rossi',
      'Via Roma 4',
      'Scala B',
      '18039 Ventimiglia',
      'Italie',
    ]);
    expect(pairs(history!)).toEqual([
      ['Commandée le', '10 février 2026'],
      ['Payée le', '10 février 2026'],
      ['Expédiée le', '12 février 2026'],
    ]);

    openDetails(row);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('table')).toBeNull();
  });

  it('name the lines in the page’s language', async () => {
    await renderOrders({ orders: async () => [shipped] }, 'it');
    const row = card('LC-00000008');
    openDetails(row);
    expect(within(row).getByRole('rowheader', { name: /Sapone al limone/ }).textContent).toBe('Sapone al limoneSaponetta da 100 g');
    expect([...row.querySelector('address')!.children].map(text).at(-1)).toBe('Italia');
  });

  it('show a pickup in the shop, free, with its address and opening hours', async () => {
    const pickup = order(9, {
      status: 'ready',
      delivery_method: 'pickup',
      shipping_cost: 0,
      total: 2450,
      address: null,
      shipped_at: '2026-02-18T09:00:00Z',
    });
    await renderOrders({ orders: async () => [pickup] });
    const row = card('LC-00000009');
    openDetails(row);
    expect(within(row).getByRole('heading', { name: 'Retrait à la boutique' })).toBeTruthy();
    expect([...row.querySelector('address')!.children].map(text)).toEqual([
      shop.name,
      '12 rue Saint-Michel',
      '06500 Menton',
      'Ouvert tous les jours de 10:00 à 19:00',
    ]);
    expect(within(row).getByText('Retrait à la boutique', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Gratuit');
    expect(within(row).queryByText(/Réduction/)).toBeNull();
    expect(within(row).getByText('Prête à retirer depuis le').nextElementSibling!.textContent).toBe('18 février 2026');
  });

  it('say when home delivery was free', async () => {
    await renderOrders({ orders: async () => [order(10, { shipping_cost: 0, subtotal: 12000, total: 12000 })] });
    const row = card('LC-00000010');
    openDetails(row);
    expect(within(row).getByText('Livraison à domicile').nextElementSibling!.textContent).toBe('Offerte');
  });

  it('let the customer download the invoice of a paid order, with their session', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
      requests.push({ url: String(input), authorization: new Headers(init.headers).get('authorization') });
      return String(input).endsWith('LC-00000009/invoice.pdf')
        ? new Response('Not found', { status: 404 })
        : new Response('%PDF', {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="F-2026-000012.pdf"' },
          });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => undefined }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const failing = order(9, { reference: 'LC-00000009', status: 'paid', paid_at: '2026-02-11T08:05:00Z' });
    await renderOrders({ orders: async () => [shipped, failing, unpaid] });

    openDetails(card('LC-00000008'));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la facture de la commande LC-00000008' }));
    await waitFor(() => expect(saved).toEqual(['F-2026-000012.pdf']));
    // The session goes as the browser's cookie: the page sends no token of its own.
    expect(requests[0]).toMatchObject({ authorization: null });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/orders/LC-00000008/invoice.pdf');

    openDetails(card('LC-00000009'));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la facture de la commande LC-00000009' }));
    expect((await within(card('LC-00000009')).findByRole('alert')).textContent).toBe(texts.orders.invoice.failed);

    openDetails(card('LC-UNPAID21'));
    expect(within(card('LC-UNPAID21')).queryByRole('button', { name: /facture/ })).toBeNull();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('say what the shop refunded, and when it refunded everything', async () => {
    await renderOrders({
      orders: async () => [order(13, { refunded: 1000 }), order(14, { refunded: 3140 }), order(15, { refunded: 0 })],
    });
    const partly = card('LC-00000013');
    openDetails(partly);
    expect(pairs(partly.querySelectorAll('dl')[1]!).at(-1)).toEqual(['Remboursé', '−10,00 €']);
    const fully = card('LC-00000014');
    openDetails(fully);
    expect(pairs(fully.querySelectorAll('dl')[1]!).at(-1)).toEqual(['Remboursée en totalité', '−31,40 €']);
    const none = card('LC-00000015');
    openDetails(none);
    expect(within(none).queryByText(/Rembours/)).toBeNull();
  });

  it('follow a sent parcel, list the refunds and give each credit note beside the invoice', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: URL | string) => {
      requests.push(new URL(String(input), 'http://localhost').pathname);
      return new Response('%PDF', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="A.pdf"' },
      });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:credit-note', revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const refunded = order(17, {
      status: 'sent',
      refunded: 1250,
      shipment: {
        carrier: 'La Poste Colissimo',
        tracking_number: '6A12345678901',
        tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
      },
      refunds: [
        {
          amount: 1250,
          status: 'succeeded',
          created_at: '2026-02-12T09:00:00Z',
          settled_at: '2026-02-12T09:01:00Z',
          credit_note: 'A-2026-000003',
        },
        { amount: 300, status: 'pending', created_at: '2026-02-13T09:00:00Z', settled_at: null, credit_note: null },
      ],
    });
    await renderOrders({ orders: async () => [refunded, order(18, { shipment: null, refunds: [] })] });
    const row = card('LC-00000017');
    openDetails(row);
    const parcel = within(row).getByRole('heading', { name: 'Votre colis' }).parentElement!;
    expect(text(parcel)).toContain('Transporteur : La Poste Colissimo');
    expect(text(parcel)).toContain('Numéro de suivi : 6A12345678901');
    const track = within(parcel).getByRole('link', { name: 'Suivre le colis chez le transporteur' });
    expect(track.getAttribute('href')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect(track.getAttribute('target')).toBe('_blank');
    const refunds = within(row).getByRole('heading', { name: 'Remboursements' }).parentElement!;
    expect(within(refunds).getAllByRole('listitem').map(text)).toEqual([
      '12,50 € remboursés le 12 février 2026',
      '3,00 € en cours de remboursement (demandé le 13 février 2026)',
    ]);
    // One credit note: the pending refund has none yet.
    expect(within(row).getAllByRole('button', { name: /^Télécharger l’avoir/ })).toHaveLength(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Télécharger l’avoir A-2026-000003 de la commande LC-00000017' }));
    await waitFor(() => expect(requests).toEqual(['/api/orders/LC-00000017/credit-notes/A-2026-000003.pdf']));
    expect(text(within(row).getByRole('button', { name: /^Télécharger l’avoir/ }))).toBe('Avoir A-2026-000003 (12,50 €)');

    const plain = card('LC-00000018');
    openDetails(plain);
    expect(within(plain).queryByRole('heading', { name: 'Votre colis' })).toBeNull();
    expect(within(plain).queryByRole('heading', { name: 'Remboursements' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('say what was refunded in the page’s language', async () => {
    await renderOrders({ orders: async () => [order(16, { refunded: 500 })] }, 'en');
    const row = card('LC-00000016');
    openDetails(row);
    expect(pairs(row.querySelectorAll('dl')[1]!).at(-1)).toEqual(['Refunded', '−5,00 €']);
  });

  it('date a cancelled order’s end', async () => {
    await renderOrders({ orders: async () => [order(11, { status: 'cancelled', paid_at: null, cancelled_at: '2026-02-19T08:00:00Z' })] });
    const row = card('LC-00000011');
    openDetails(row);
    expect(within(row).getByText('Annulée le').nextElementSibling!.textContent).toBe('19 février 2026');
    expect(within(row).queryByText('Payée le')).toBeNull();
  });
});

describe('paying an unpaid order', () => {
  it('shows until when it can be paid, and "Pay now" on unpaid orders only', async () => {
    await renderOrders({ orders: async () => [unpaid, order(5)] });
    expect(within(card('LC-UNPAID21')).getByText('À régler avant le 17 février 2026 à 11:30')).toBeTruthy();
    expect(payButton('LC-UNPAID21').textContent).toBe(texts.orders.payNow);
    expect(within(card('LC-00000005')).queryByRole('button', { name: /Payer/ })).toBeNull();
  });

  it('asks for the payment page once, the button disabled meanwhile, then goes there', async () => {
    let answer: (url: string) => void = () => undefined;
    const calls = await renderOrders({
      orders: async () => [unpaid],
      payment: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    fireEvent.click(payButton('LC-UNPAID21'));
    await waitFor(() => expect(payButton('LC-UNPAID21').hasAttribute('disabled')).toBe(true));
    fireEvent.click(payButton('LC-UNPAID21'));
    expect(calls.payment.mock.calls).toEqual([['LC-UNPAID21']]);
    expect(calls.goToPaymentPage).not.toHaveBeenCalled();

    answer('https://pay.example/session/21');
    await waitFor(() => expect(calls.goToPaymentPage).toHaveBeenCalledTimes(1));
    expect(calls.goToPaymentPage).toHaveBeenCalledWith('https://pay.example/session/21');
    expect(calls.payment).toHaveBeenCalledTimes(1);
    expect(payButton('LC-UNPAID21').hasAttribute('disabled')).toBe(true);
  });

  it('can be paid again when the browser shows the page again, back from the payment page', async () => {
    const calls = await renderOrders({ orders: async () => [unpaid] });
    fireEvent.click(payButton('LC-UNPAID21'));
    await waitFor(() => expect(calls.goToPaymentPage).toHaveBeenCalledTimes(1));
    expect(payButton('LC-UNPAID21').hasAttribute('disabled')).toBe(true);
    fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(payButton('LC-UNPAID21').hasAttribute('disabled')).toBe(false));
  });

  it('shows the order as it now stands when it can no longer be paid', async () => {
    let paidMeanwhile = false;
    const calls = await renderOrders({
      orders: async () => [paidMeanwhile ? { ...unpaid, status: 'paid', paid_at: '2026-02-17T10:10:00Z' } : unpaid],
      payment: async () => {
        paidMeanwhile = true;
        throw new ValidationError('This order is not awaiting payment.', { status: ['status_transition'] });
      },
    });
    fireEvent.click(payButton('LC-UNPAID21'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(texts.orders.noLongerPayable);
    expect(card('LC-UNPAID21').contains(alert)).toBe(true);
    expect(calls.orders).toHaveBeenCalledTimes(2);
    expect(shown()).toEqual([['Commande LC-UNPAID21', '17 février 2026', '31,40 €', 'Payée']]);
    expect(screen.queryByRole('button', { name: /Payer/ })).toBeNull();
    expect(calls.goToPaymentPage).not.toHaveBeenCalled();
  });

  it('says the payment could not start when the call fails, and lets the shopper try again', async () => {
    let fails = true;
    const calls = await renderOrders({
      orders: async () => [unpaid],
      payment: async () => {
        if (fails) throw new ApiError(503, 'The payment service cannot be reached.');
        return 'https://pay.example/session/21';
      },
    });
    fireEvent.click(payButton('LC-UNPAID21'));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.orders.paymentFailed);
    expect(payButton('LC-UNPAID21').hasAttribute('disabled')).toBe(false);
    expect(calls.orders).toHaveBeenCalledTimes(1);
    expect(calls.goToPaymentPage).not.toHaveBeenCalled();

    fails = false;
    fireEvent.click(payButton('LC-UNPAID21'));
    await waitFor(() => expect(calls.goToPaymentPage).toHaveBeenCalledWith('https://pay.example/session/21'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
