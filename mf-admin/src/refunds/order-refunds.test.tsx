// @vitest-environment jsdom
import type { OrderRefunds as OrderRefundsData, Refund } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { answerCalls, helper, renderAdmin, texts } from '../testing/render-admin';
import { OrderRefunds } from './order-refunds';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/api/staff/orders/LC-7K3QF9MZ/refunds';
const label = (fr: string) => ({ fr, en: fr, it: fr });

/** A paid order of 2 bottles at 24,50 € and a soap at 6,50 €, 5,00 € off, with nothing refunded yet. */
const paidOrder = (fields: Partial<OrderRefundsData> = {}): OrderRefundsData => ({
  paid: 50_50,
  refunded: 0,
  pending: 0,
  refundable: 50_50,
  fully_refunded: false,
  can_refund: true,
  lines: [
    {
      order_line_id: 11,
      product_label: label('Limoncello de Menton'),
      variation_label: label('Bouteille 50 cl'),
      unit_price: 24_50,
      quantity: 2,
      paid_amount: 44_67,
      refunded_quantity: 0,
      refunded_amount: 0,
      refundable_quantity: 2,
    },
    {
      order_line_id: 12,
      product_label: label('Savon au citron'),
      variation_label: label('Pain de 100 g'),
      unit_price: 6_50,
      quantity: 1,
      paid_amount: 5_83,
      refunded_quantity: 0,
      refunded_amount: 0,
      refundable_quantity: 1,
    },
  ],
  refunds: [],
  ...fields,
});

const madeRefund = (fields: Partial<Refund> = {}): Refund => ({
  id: 3,
  status: 'succeeded',
  amount: 22_33,
  reason: null,
  restocked: true,
  lines: [{ order_line_id: 11, quantity: 1, amount: 22_33 }],
  staff_email: 'marie@atelier-du-citron.fr',
  created_at: '2026-11-25T10:00:00.000Z',
  settled_at: '2026-11-25T10:00:01.000Z',
  ...fields,
});

const refundsTexts = texts.refunds;
const pairs = (list: Element) =>
  [...list.querySelectorAll('div')].map((pair) => [...pair.children].map((cell) => cell.textContent!.replace(/\s/g, ' ')));
const openForm = async () => fireEvent.click(await screen.findByRole('button', { name: refundsTexts.refund }));
const next = () => fireEvent.click(screen.getByRole('button', { name: refundsTexts.form.next }));

/** Answers the refunds' GET with a paid order and each POST with `answer(status)`, recording each POST's key. */
function answerRefunds(answer: () => { status: number; body: unknown }) {
  const keys: (string | null)[] = [];
  answerCalls({ [`GET ${path}`]: { body: { data: paidOrder() } } });
  const answered = vi.mocked(globalThis.fetch);
  vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
    if (init.method !== 'POST') return answered(input, init);
    keys.push(new Headers(init.headers).get('Idempotency-Key'));
    const { status, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return keys;
}

/** Fills the form with an amount (`euros` as typed), continues, and confirms. */
async function refundAmount(euros: string, shown: string) {
  fireEvent.click(screen.getByRole('radio', { name: refundsTexts.form.byAmount }));
  fireEvent.change(await screen.findByLabelText(refundsTexts.form.amount), { target: { value: euros } });
  next();
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Rembourser ${shown}`) }));
}

describe('an order’s refunds', () => {
  it('show what was paid, refunded and can still be, and the past refunds', async () => {
    answerCalls({
      [`GET ${path}`]: {
        body: {
          data: paidOrder({
            refunded: 22_33,
            refundable: 28_17,
            refunds: [
              madeRefund({ reason: 'Bouteille cassée' }),
              madeRefund({ id: 2, status: 'failed', amount: 10_00, lines: [], restocked: false }),
            ],
          }),
        },
      },
    });
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    const section = await screen.findByRole('region', { name: refundsTexts.title });
    await within(section).findByText(refundsTexts.paid);
    expect(pairs(section.querySelector('dl')!)).toEqual([
      [refundsTexts.paid, '50,50 €'],
      [refundsTexts.refunded, '22,33 €'],
      [refundsTexts.refundable, '28,17 €'],
    ]);
    const [succeeded, failed] = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.status);
    expect(succeeded!.textContent).toContain('1 × Limoncello de Menton (Bouteille 50 cl)');
    expect(succeeded!.textContent).toContain(refundsTexts.status.succeeded);
    expect(succeeded!.textContent).toContain('Note interne : Bouteille cassée');
    expect(succeeded!.textContent).toContain(refundsTexts.restocked);
    expect(succeeded!.textContent).toContain('par marie@atelier-du-citron.fr');
    expect(failed!.textContent).toContain(refundsTexts.status.failed);
  });

  it('say an order is fully refunded, and offer no refund then', async () => {
    answerCalls({
      [`GET ${path}`]: { body: { data: paidOrder({ refunded: 50_50, refundable: 0, fully_refunded: true, can_refund: false }) } },
    });
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    expect(await screen.findByText(refundsTexts.fullyRefunded)).toBeTruthy();
    expect(screen.queryByRole('button', { name: refundsTexts.refund })).toBeNull();
  });

  it('are shown to a helper without the refund button', async () => {
    answerCalls({ [`GET ${path}`]: { body: { data: paidOrder() } } });
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />, { user: helper });
    await screen.findByText(refundsTexts.paid);
    expect(screen.queryByRole('button', { name: refundsTexts.refund })).toBeNull();
  });
});

describe('refunding', () => {
  it('refunds chosen units after a confirmation stating the amount, once, with the form’s key', async () => {
    let answer: (value: unknown) => void = () => {};
    const calls = answerCalls({
      [`GET ${path}`]: { body: { data: paidOrder() } },
    });
    const headers: (string | null)[] = [];
    const fetchStub = vi.mocked(globalThis.fetch);
    vi.stubGlobal('fetch', async (input: URL | string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        headers.push(new Headers(init.headers).get('Idempotency-Key'));
        calls.push({ method: 'POST', url: new URL(String(input), 'http://localhost'), body: JSON.parse(String(init.body)) as unknown });
        await new Promise((resolve) => {
          answer = resolve;
        });
        return new Response(
          JSON.stringify({
            data: madeRefund({
              amount: 28_17,
              lines: [
                { order_line_id: 11, quantity: 1, amount: 22_34 },
                { order_line_id: 12, quantity: 1, amount: 5_83 },
              ],
            }),
          }),
          {
            status: 201,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return fetchStub(input, init);
    });
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    await openForm();
    fireEvent.change(screen.getByRole('combobox', { name: /Limoncello de Menton/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Savon au citron/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: refundsTexts.form.restock }));
    fireEvent.change(screen.getByLabelText(refundsTexts.form.reasonLabel), { target: { value: 'Colis abîmé' } });
    next();

    // One bottle: 44,67 € for two, the first worth 22,33 €; the soap: 5,83 €.
    expect((await screen.findByText(/Rembourser .* au client \?/)).textContent!.replace(/\s/g, ' ')).toBe('Rembourser 28,16 € au client ?');
    const send = screen.getByRole('button', { name: /^Rembourser 28,16/ });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect((screen.getByRole('button', { name: refundsTexts.form.sending }) as HTMLButtonElement).disabled).toBe(true));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      lines: [
        { order_line_id: 11, quantity: 1 },
        { order_line_id: 12, quantity: 1 },
      ],
      restock: true,
      reason: 'Colis abîmé',
    });
    expect(headers[0]).toMatch(/^[A-Za-z0-9]{32}$/);
    answer(undefined);
    expect((await screen.findByText(/remboursés au client/)).textContent!.replace(/\s/g, ' ')).toBe('28,17 € remboursés au client.');
    expect(screen.queryByRole('button', { name: refundsTexts.form.next })).toBeNull();
  });

  it('refunds an amount, refusing one above what is left before sending', async () => {
    const calls = answerCalls({
      [`GET ${path}`]: { body: { data: paidOrder({ refunded: 40_00, refundable: 10_50 }) } },
      [`POST ${path}`]: ({ body }) => ({
        status: 201,
        body: { data: madeRefund({ amount: (body as { amount: number }).amount, lines: [] }) },
      }),
    });
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: refundsTexts.form.byAmount }));
    const amount = await screen.findByLabelText(refundsTexts.form.amount);
    fireEvent.change(amount, { target: { value: '12' } });
    next();
    expect(await screen.findByText('C’est plus que ce qui peut encore être remboursé.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: 'douze' } });
    next();
    expect(await screen.findByText(refundsTexts.form.amountFormat)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '6,90' } });
    next();
    fireEvent.click(await screen.findByRole('button', { name: /^Rembourser 6,90/ }));
    await screen.findByText(/6,90 € remboursés au client/);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { amount: 6_90, restock: false, reason: null },
    ]);
  });

  it('asks again everything the order’s page shows of the order once a refund is made: its journal, its papers', async () => {
    const detailsPath = '/api/staff/orders/LC-7K3QF9MZ';
    const calls = answerCalls({
      [`GET ${path}`]: { body: { data: paidOrder({ refunded: 40_00, refundable: 10_50 }) } },
      [`POST ${path}`]: () => ({ status: 201, body: { data: madeRefund({ amount: 5_00, lines: [] }) } }),
      [`GET ${detailsPath}`]: { body: { data: 'the order' } },
    });
    // What the order's page shows of the order, under the order's key.
    function OrderDetails() {
      const details = useQuery({
        queryKey: queryKeys.orders.details('LC-7K3QF9MZ'),
        queryFn: () => staffCall({ method: 'GET', path: detailsPath, response: z.object({ data: z.string() }) }),
      });
      return <p>{details.data?.data}</p>;
    }
    renderAdmin(
      <>
        <OrderDetails />
        <OrderRefunds reference="LC-7K3QF9MZ" />
      </>,
    );
    await screen.findByText('the order');
    const detailsAsked = () => calls.filter((call) => call.url.pathname === detailsPath).length;
    expect(detailsAsked()).toBe(1);
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: refundsTexts.form.byAmount }));
    fireEvent.change(await screen.findByLabelText(refundsTexts.form.amount), { target: { value: '5' } });
    next();
    fireEvent.click(await screen.findByRole('button', { name: /^Rembourser 5,00/ }));
    await screen.findByText(/5,00 € remboursés au client/);
    await waitFor(() => expect(detailsAsked()).toBe(2));
  });

  it('asks for at least one unit', async () => {
    answerCalls({ [`GET ${path}`]: { body: { data: paidOrder() } } });
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    await openForm();
    next();
    expect(await screen.findByText(refundsTexts.form.chooseLines)).toBeTruthy();
  });

  it('says the payment service refused, and tries again under a new key', async () => {
    let status = 502;
    const keys = answerRefunds(() => ({
      status,
      body: status === 502 ? { message: 'refused' } : { data: madeRefund({ amount: 5_00, lines: [] }) },
    }));
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    await openForm();
    await refundAmount('5', '5,00');
    expect((await screen.findByRole('alert')).textContent).toBe(refundsTexts.form.providerFailed);
    status = 201;
    fireEvent.click(screen.getByRole('button', { name: /^Rembourser 5,00/ }));
    await screen.findByText(/5,00 € remboursés au client/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('translates a refusal of the server', async () => {
    answerRefunds(() => ({ status: 422, body: { message: 'This refund cannot be made.', errors: { amount: ['refund_too_much'] } } }));
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    await openForm();
    await refundAmount('5', '5,00');
    expect((await screen.findByRole('alert')).textContent).toBe('C’est plus que ce qui peut encore être remboursé.');
  });

  it('makes a new key each time the form opens', async () => {
    const keys = answerRefunds(() => ({ status: 201, body: { data: madeRefund({ amount: 1_00, lines: [] }) } }));
    renderAdmin(<OrderRefunds reference="LC-7K3QF9MZ" />);
    for (let time = 0; time < 2; time += 1) {
      await openForm();
      await refundAmount('1', '1,00');
      await screen.findByText(/1,00 € remboursés au client/);
    }
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
