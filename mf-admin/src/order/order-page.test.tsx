// @vitest-environment jsdom
import { formatPrice } from '@lemon/kit';
import { polyfillModalDialog } from '@lemon/kit/testing';
import { Route, Routes, showToastFx } from '@lemon/shared';
import type { StaffOrder } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCalls, helper, renderAdmin, texts } from '../testing/render-admin';
import { OrderPage } from './order-page';

const toasts: string[] = [];
beforeAll(() => {
  // eslint-disable-next-line effector/no-watch -- the test reads which toasts the page asked for
  showToastFx.watch(({ message }) => toasts.push(message));
  polyfillModalDialog();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.length = 0;
});

const t = texts.order;
const reference = 'LC-7K3QF9MZ';

const paidOrder = (overrides: Partial<StaffOrder> = {}): StaffOrder => ({
  id: 7,
  reference,
  refunded: 0,
  status: 'paid',
  locale: 'it',
  lines: [
    {
      product_variation_id: 3,
      product_label: { fr: 'Limoncello', en: 'Limoncello', it: 'Limoncello' },
      variation_label: { fr: 'Bouteille 50 cl', en: '50 cl bottle', it: 'Bottiglia 50 cl' },
      unit_price: 19_50,
      quantity: 2,
      total: 39_00,
    },
  ],
  subtotal: 39_00,
  promo_code: 'CITRON10',
  discount: 3_90,
  delivery_method: 'shipping',
  shipping_cost: 6_90,
  total: 42_00,
  address: { first_name: 'Giulia', last_name: 'Rossi', line1: 'Via Roma 1', line2: null, zip: '18039', city: 'Ventimiglia', country: 'IT' },
  age_confirmed: true,
  created_at: '2026-11-25T09:00:00.000Z',
  payable_until: null,
  paid_at: '2026-11-25T09:02:00.000Z',
  shipped_at: null,
  done_at: null,
  cancelled_at: null,
  customer: { id: 12, first_name: 'Giulia', last_name: 'Rossi', email: 'giulia@example.it', locale: 'it' },
  payment: { provider: 'stripe', reference: 'cs_test_a1b2', paid_at: '2026-11-25T09:02:00.000Z' },
  shipment: null,
  history: [
    { status: 'new', at: '2026-11-25T09:00:00.000Z' },
    { status: 'paid', at: '2026-11-25T09:02:00.000Z' },
  ],
  moves: ['send', 'cancel'],
  audit: [],
  ...overrides,
});

const sentOrder = (order: StaffOrder): StaffOrder => ({
  ...order,
  status: 'sent',
  shipped_at: '2026-11-25T10:00:00.000Z',
  shipment: {
    carrier: 'colissimo',
    tracking_number: '6A12345678901',
    tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  },
  history: [...order.history, { status: 'sent', at: '2026-11-25T10:00:00.000Z' }],
  moves: ['done'],
  audit: [
    {
      id: 1,
      at: '2026-11-25T10:00:00.000Z',
      actor_email: 'marie@atelier-du-citron.fr',
      actor_name: 'Marie Bianchi',
      action: 'order.sent',
      subject_type: 'order',
      subject_id: reference,
      before: { status: 'paid', carrier: null, tracking_number: null },
      after: { status: 'sent', carrier: 'colissimo', tracking_number: '6A12345678901' },
    },
  ],
});

function renderOrder(answers: Parameters<typeof answerCalls>[0]) {
  const calls = answerCalls(answers);
  renderAdmin(
    <Routes>
      <Route path="/:locale/gestion/commandes/:reference" element={<OrderPage />} />
    </Routes>,
    { url: `/fr/gestion/commandes/${reference}` },
  );
  return calls;
}

const nextStep = () => screen.getByTestId('next-step');

describe('an order’s page', () => {
  it('shows what to do next first, then lines, totals, delivery, payment, customer and history', async () => {
    renderOrder({ [`GET /api/staff/orders/${reference}`]: { body: { data: paidOrder() } } });
    expect(await screen.findByRole('heading', { level: 1, name: `Commande ${reference}` })).toBeTruthy();
    await screen.findByTestId('next-step');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections[0]).toBe(texts.orders.status.paid);
    expect(nextStep().textContent).toContain(t.next.paid_shipping);
    expect(
      within(nextStep())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.moves.send, t.moves.cancelAndRefund]);

    const lines = screen.getByTestId('order-lines');
    expect(lines.textContent).toContain('Limoncello (Bouteille 50 cl)');
    // In the order's language too.
    expect(lines.textContent).toContain('Limoncello (Bottiglia 50 cl)');
    expect(lines.textContent).toContain(`2 × ${formatPrice(19_50)}`);
    expect(lines.textContent).toContain(formatPrice(39_00));
    expect(lines.textContent).toContain('Réduction (CITRON10)');
    expect(lines.textContent).toContain(`−${formatPrice(3_90)}`);
    expect(lines.textContent).toContain(formatPrice(6_90));
    expect(lines.textContent).toContain(formatPrice(42_00));

    expect(screen.getByTestId('order-delivery').textContent).toContain('Via Roma 1');
    expect(screen.getByTestId('order-delivery').textContent).toContain('Italie');
    expect(screen.getByTestId('order-payment').textContent).toContain(t.payment.providers.stripe);
    expect(screen.getByTestId('order-payment').textContent).toContain('cs_test_a1b2');
    const mail = within(screen.getByTestId('order-customer')).getByRole('link', { name: 'giulia@example.it' });
    expect(mail.getAttribute('href')).toBe(`mailto:giulia@example.it?subject=${encodeURIComponent(`Votre commande ${reference}`)}`);
    expect(screen.getByTestId('order-customer').textContent).toContain('italien');
    const history = screen.getByTestId('order-history');
    expect(history.textContent).toContain(t.history.new);
    expect(history.textContent).toContain('25 nov. 2026, 10:02');
    expect(history.textContent).toContain(t.audit.none);
  });

  it('says the customer’s account is deleted, with neither blank names nor the address that reaches nobody', async () => {
    const customer = { id: 12, first_name: '', last_name: '', email: 'erased-12@erased.invalid', locale: 'it' as const, erased: true };
    renderOrder({
      [`GET /api/staff/orders/${reference}`]: { body: { data: paidOrder({ status: 'done', moves: [], customer }) } },
    });
    const section = await screen.findByTestId('order-customer');
    expect(within(section).getByText(texts.orders.erasedAccount)).toBeTruthy();
    expect(section.textContent).toContain(t.customer.erased);
    expect(section.textContent).not.toContain('erased.invalid');
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('marks it sent with a carrier and a tracking number, then shows the new state and a toast', async () => {
    const calls = renderOrder({
      [`GET /api/staff/orders/${reference}`]: { body: { data: paidOrder() } },
      [`POST /api/staff/orders/${reference}/send`]: { body: { data: sentOrder(paidOrder()) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: t.moves.send }));
    fireEvent.change(screen.getByLabelText(t.send.carrier), { target: { value: 'chronopost' } });
    fireEvent.change(screen.getByLabelText(t.send.trackingNumber), { target: { value: 'XA 1111 1111 1FR' } });
    fireEvent.click(within(nextStep()).getByRole('button', { name: t.moves.send }));
    await waitFor(() => expect(nextStep().querySelector('h2')!.textContent).toBe(texts.orders.status.sent));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ carrier: 'chronopost', tracking_number: 'XA111111111FR' });
    expect(toasts).toEqual([t.moved.send.replace('{{reference}}', reference)]);
    expect(
      within(nextStep())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.moves.done]);
    expect(screen.getByRole('link', { name: t.delivery.track }).getAttribute('href')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    expect(screen.getByTestId('order-history').textContent).toContain(
      'Marie Bianchi a marqué la commande LC-7K3QF9MZ comme expédiée (La Poste Colissimo 6A12345678901)',
    );
  });

  it('refuses a tracking number it cannot read, in words, without calling', async () => {
    const calls = renderOrder({ [`GET /api/staff/orders/${reference}`]: { body: { data: paidOrder() } } });
    fireEvent.click(await screen.findByRole('button', { name: t.moves.send }));
    fireEvent.change(screen.getByLabelText(t.send.trackingNumber), { target: { value: 'AB-1' } });
    fireEvent.click(within(nextStep()).getByRole('button', { name: t.moves.send }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByLabelText(t.send.trackingNumber).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks before cancelling an unpaid order, saying the stock goes back', async () => {
    const unpaid = paidOrder({
      status: 'new',
      paid_at: null,
      moves: ['cancel'],
      payment: { provider: 'stripe', reference: null, paid_at: null },
    });
    const cancelled = { ...unpaid, status: 'cancelled' as const, moves: [], cancelled_at: '2026-11-25T11:00:00.000Z' };
    const calls = renderOrder({
      [`GET /api/staff/orders/${reference}`]: { body: { data: unpaid } },
      [`POST /api/staff/orders/${reference}/cancel`]: { body: { data: cancelled } },
    });
    fireEvent.click(await screen.findByRole('button', { name: t.moves.cancel }));
    const dialog = screen.getByRole('dialog', { name: `Annuler la commande ${reference} ?` });
    expect(dialog.textContent).toContain(t.cancel.stockBack);
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel.keep }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: t.moves.cancel }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel.confirm }));
    await waitFor(() => expect(nextStep().querySelector('h2')!.textContent).toBe(texts.orders.status.cancelled));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(toasts).toEqual([t.moved.cancel.replace('{{reference}}', reference)]);
  });

  it('cancels a paid order by refunding what is left of it, and says when the refund waits', async () => {
    const paid = paidOrder({ refunded: 2_00 });
    const waiting = { ...paid, cancelling: true, moves: [] };
    const calls = renderOrder({
      [`GET /api/staff/orders/${reference}`]: { body: { data: paid } },
      [`POST /api/staff/orders/${reference}/cancel`]: { status: 202, body: { data: waiting } },
    });
    fireEvent.click(await screen.findByRole('button', { name: t.moves.cancelAndRefund }));
    const dialog = screen.getByRole('dialog', { name: `Annuler la commande ${reference} ?` });
    const left = formatPrice(40_00);
    expect(dialog.textContent).toContain(t.cancel.refund.replace('{{amount}}', left));
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel.confirmRefund.replace('{{amount}}', left) }));
    await waitFor(() => expect(nextStep().textContent).toContain(t.cancelling));
    expect(within(nextStep()).queryAllByRole('button')).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(toasts).toEqual([t.moved.cancelling.replace('{{reference}}', reference)]);
  });

  it('lets a helper ask the owner to cancel a paid order, and the owner keep it', async () => {
    const asked = paidOrder({
      cancellation_request: { requested_at: '2026-11-25T10:00:00.000Z', requested_by: 'Luca Verdi', note: 'Commandé deux fois' },
    });
    const calls = answerCalls({
      [`GET /api/staff/orders/${reference}`]: { body: { data: paidOrder() } },
      [`POST /api/staff/orders/${reference}/cancellation-request`]: { body: { data: asked } },
    });
    renderAdmin(
      <Routes>
        <Route path="/:locale/gestion/commandes/:reference" element={<OrderPage />} />
      </Routes>,
      { url: `/fr/gestion/commandes/${reference}`, user: helper },
    );
    fireEvent.click(await screen.findByRole('button', { name: t.moves.askToCancel }));
    const dialog = screen.getByRole('dialog', { name: t.ask.title.replace('{{reference}}', reference) });
    fireEvent.change(within(dialog).getByLabelText(t.ask.noteLabel), { target: { value: '  Commandé deux fois ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.ask.confirm }));
    await waitFor(() => expect(toasts).toEqual([t.ask.sent]));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Commandé deux fois' });
    const request = screen.getByRole('note', { name: t.request.title });
    expect(request.textContent).toContain('Luca Verdi');
    expect(request.textContent).toContain(t.request.owner);
    // Asked once: the helper has nothing more to ask.
    expect(within(nextStep()).queryByRole('button', { name: t.moves.askToCancel })).toBeNull();
    cleanup();
    toasts.length = 0;

    const dismissCalls = renderOrder({
      [`GET /api/staff/orders/${reference}`]: { body: { data: asked } },
      [`POST /api/staff/orders/${reference}/cancellation-request/dismiss`]: { body: { data: paidOrder({ cancellation_request: null }) } },
    });
    const ownerSees = await screen.findByRole('note', { name: t.request.title });
    expect(ownerSees.textContent).toContain('Pourquoi : « Commandé deux fois »');
    fireEvent.click(within(ownerSees).getByRole('button', { name: t.request.dismiss }));
    await waitFor(() => expect(screen.queryByRole('note', { name: t.request.title })).toBeNull());
    expect(dismissCalls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('makes a pickup order ready in one tap', async () => {
    const pickup = paidOrder({ delivery_method: 'pickup', address: null, shipping_cost: 0, moves: ['ready', 'cancel'] });
    renderOrder({
      [`GET /api/staff/orders/${reference}`]: { body: { data: pickup } },
      [`POST /api/staff/orders/${reference}/ready`]: { body: { data: { ...pickup, status: 'ready', moves: ['done'] } } },
    });
    expect(await screen.findByText(t.next.paid_pickup)).toBeTruthy();
    expect(screen.getByTestId('order-delivery').textContent).toContain('12 rue Saint-Michel');
    fireEvent.click(screen.getByRole('button', { name: t.moves.ready }));
    await waitFor(() => expect(nextStep().querySelector('h2')!.textContent).toBe(texts.orders.status.ready));
    expect(within(nextStep()).getByRole('button', { name: t.moves.done })).toBeTruthy();
  });

  it('shows the order as it is now when another staff member moved it meanwhile', async () => {
    let current = paidOrder({ delivery_method: 'pickup', address: null, moves: ['ready', 'cancel'] });
    renderOrder({
      [`GET /api/staff/orders/${reference}`]: () => ({ body: { data: current } }),
      [`POST /api/staff/orders/${reference}/ready`]: () => {
        current = { ...current, status: 'cancelled', moves: [] };
        return { status: 422, body: { message: 'Refused.', errors: { status: ['status_transition'] } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: t.moves.ready }));
    await waitFor(() => expect(nextStep().querySelector('h2')!.textContent).toBe(texts.orders.status.cancelled));
    expect(toasts).toEqual([t.changedMeanwhile]);
  });

  it('says so when the order does not exist', async () => {
    renderOrder({ [`GET /api/staff/orders/${reference}`]: { status: 404, body: { message: 'Order not found.' } } });
    expect(await screen.findByText(t.unknown)).toBeTruthy();
  });
});
