// A local stand-in for the part of Stripe's API the shop calls: Checkout Sessions, created and read, and
// refunds of their payments. The
// shop's Stripe client is pointed at it with STRIPE_API_URL; the tests read what it was sent and change
// its sessions as Stripe would (expired, paid). Nothing leaves 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Engine } from '../database/engine';
import type { MailingTestApp } from './test-accounts';
import { startSmtpCapture } from './smtp-capture';
import { createTestApp } from './test-app';

/** A form-encoded body as Stripe's client sends it (`line_items[0][price_data][currency]=eur`), nested back. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** One request to create a session. */
export interface SessionRequest {
  headers: IncomingHttpHeaders;
  body: Record<string, FormValue>;
}

/** The fields of a Checkout Session the shop reads or a test checks. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  mode: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, FormValue>;
  customer_email: string | null;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  /** The payment intent that took the money: set once paid. */
  payment_intent: string | null;
}

/** One request to create a refund, as sent. */
export interface RefundRequest {
  headers: IncomingHttpHeaders;
  body: Record<string, FormValue>;
}

/** The fields of a refund the shop reads. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, FormValue>;
  created: number;
}

export interface StripeStandIn {
  /** What STRIPE_API_URL is set to. */
  url: string;
  /** Every request to create a session, in order, answered or not. */
  sessionRequests: SessionRequest[];
  /** The id of every session read, in order. */
  sessionReads: string[];
  sessions: Map<string, StandInSession>;
  /** The session expires, as Stripe lets it when its time is up: it no longer takes a payment. */
  expire: (id: string) => void;
  /** The shopper paid on the session's page. */
  complete: (id: string) => void;
  /** Every request to create a refund, in order, answered or not. */
  refundRequests: RefundRequest[];
  /** The refunds made (a key sent again makes none). */
  refunds: StandInRefund[];
  /** From now on, refunds are refused with this HTTP status (402: Stripe's card error), or made again (null). */
  failRefunds: (status: number | null) => void;
  /**
   * The next `count` requests to create a refund make it (or find the one their key made) and never answer: the
   * connection is cut, as when the shop's process or the network fails after Stripe did its part.
   */
  dropRefundAnswers: (count: number) => void;
  /** Runs before the next refund's answer is sent (once made): a test kills the shop's process there. */
  beforeNextRefundAnswer: (step: () => Promise<void>) => void;
  close: () => Promise<void>;
}

/** `a[b][0][c]=1` → `{ a: { b: [{ c: '1' }] } }`. */
function nested(form: URLSearchParams): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((part, index) => {
      const slot = node as Record<string, FormValue>;
      if (index === path.length - 1) slot[part] = value;
      else slot[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = slot[part] as Record<string, FormValue>;
    });
  }
  return root;
}

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : null);

function sessionFrom(body: Record<string, FormValue>, baseUrl: string): StandInSession {
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  const lines = (body.line_items ?? []) as { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }[];
  return {
    id,
    object: 'checkout.session',
    url: `${baseUrl}/c/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    mode: text(body.mode) ?? 'payment',
    amount_total: lines.reduce((sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1), 0),
    currency: lines[0]?.price_data?.currency ?? 'eur',
    client_reference_id: text(body.client_reference_id),
    metadata: (body.metadata ?? {}) as Record<string, FormValue>,
    customer_email: text(body.customer_email),
    locale: text(body.locale),
    success_url: text(body.success_url) ?? '',
    cancel_url: text(body.cancel_url) ?? '',
    expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600),
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    payment_intent: null,
  };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  response.end(JSON.stringify(body));
}

const stripeError = (status: number, code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message, status },
});

/** Stripe's answer to a key sent again with other parameters. */
const idempotencyError = {
  error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters.' },
};

/** Listens on 127.0.0.1, on a free port. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessionRequests: SessionRequest[] = [];
  const sessionReads: string[] = [];
  const sessions = new Map<string, StandInSession>();
  // Stripe answers a key sent again with the first answer, and refuses it with other parameters.
  const byIdempotencyKey = new Map<string, { rawBody: string; session: StandInSession }>();
  const refundRequests: RefundRequest[] = [];
  const refunds: StandInRefund[] = [];
  const refundsByKey = new Map<string, { rawBody: string; refund: StandInRefund }>();
  let refundFailure: number | null = null;
  let answersToDrop = 0;
  let beforeRefundAnswer: (() => Promise<void>) | undefined;
  let baseUrl = '';

  /** Answers a refund request, unless told to cut it, or to let a test's step run first. */
  const answerRefund = async (response: ServerResponse, status: number, refund: StandInRefund) => {
    const step = beforeRefundAnswer;
    beforeRefundAnswer = undefined;
    await step?.();
    if (answersToDrop > 0) {
      answersToDrop -= 1;
      response.socket?.destroy();
      return;
    }
    answer(response, status, refund);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', baseUrl).pathname;
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const body = nested(new URLSearchParams(rawBody));
        sessionRequests.push({ headers: request.headers, body });
        const key = request.headers['idempotency-key'];
        const before = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (before && before.rawBody !== rawBody) return answer(response, 400, idempotencyError);
        if (before) return answer(response, 200, before.session);
        const session = sessionFrom(body, baseUrl);
        sessions.set(session.id, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, { rawBody, session: { ...session } });
        return answer(response, 200, session);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const body = nested(new URLSearchParams(rawBody));
        refundRequests.push({ headers: request.headers, body });
        if (refundFailure !== null)
          return answer(response, refundFailure, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_disputed',
              message: 'The charge cannot be refunded (stand-in told to fail).',
            },
          });
        const key = request.headers['idempotency-key'];
        const before = typeof key === 'string' ? refundsByKey.get(key) : undefined;
        if (before && before.rawBody !== rawBody) return answer(response, 400, idempotencyError);
        if (before) return void answerRefund(response, 200, before.refund);
        const paid = [...sessions.values()].find(
          (session) => session.payment_intent !== null && session.payment_intent === text(body.payment_intent),
        );
        if (!paid)
          return answer(response, 404, stripeError(404, 'resource_missing', `No such payment_intent: '${text(body.payment_intent)}'`));
        const refund: StandInRefund = {
          id: `re_test_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount: Number(body.amount ?? paid.amount_total),
          currency: paid.currency,
          payment_intent: paid.payment_intent!,
          status: 'succeeded',
          metadata: (body.metadata ?? {}) as Record<string, FormValue>,
          created: Math.floor(Date.now() / 1000),
        };
        refunds.push(refund);
        if (typeof key === 'string') refundsByKey.set(key, { rawBody, refund });
        return void answerRefund(response, 200, refund);
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        const paymentIntent = new URL(request.url ?? '/', baseUrl).searchParams.get('payment_intent');
        const listed = refunds.filter((refund) => refund.payment_intent === paymentIntent).reverse();
        return answer(response, 200, { object: 'list', url: '/v1/refunds', has_more: false, data: listed });
      }
      const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && read) {
        sessionReads.push(decodeURIComponent(read[1]!));
        const session = sessions.get(decodeURIComponent(read[1]!));
        if (!session) return answer(response, 404, stripeError(404, 'resource_missing', `No such checkout.session: '${read[1]}'`));
        return answer(response, 200, session);
      }
      answer(response, 404, stripeError(404, 'resource_missing', `Unrecognized request URL (${request.method}: ${path}).`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const change = (id: string, changes: Partial<StandInSession>) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The stand-in has no session ${id}`);
    Object.assign(session, changes);
  };
  return {
    url: baseUrl,
    sessionRequests,
    sessionReads,
    sessions,
    expire: (id) => change(id, { status: 'expired', url: null, expires_at: Math.floor(Date.now() / 1000) }),
    complete: (id) =>
      change(id, { status: 'complete', payment_status: 'paid', url: null, payment_intent: `pi_test_${randomBytes(12).toString('hex')}` }),
    refundRequests,
    refunds,
    failRefunds: (status) => {
      refundFailure = status;
    },
    dropRefundAnswers: (count) => {
      answersToDrop = count;
    },
    beforeNextRefundAnswer: (step) => {
      beforeRefundAnswer = step;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The keys a test shop takes payments with: test keys, of no Stripe account. */
export const stripeTestKeys = { STRIPE_SECRET_KEY: 'sk_test_lemonshop', STRIPE_WEBHOOK_SECRET: 'whsec_lemonshop' };

/** The API taking its payments with Stripe (the stand-in), its mail going to an SMTP capture; `close` stops all three. */
export interface StripeTestApp extends MailingTestApp {
  stripe: StripeStandIn;
}

export async function createStripeTestApp(engine: Engine): Promise<StripeTestApp> {
  const stripe = await startStripeStandIn();
  const smtp = await startSmtpCapture();
  const shop = await createTestApp(engine, { smtpUrl: smtp.url, environment: { ...stripeTestKeys, STRIPE_API_URL: stripe.url } });
  const close = async () => {
    await shop.close();
    await smtp.close();
    await stripe.close();
  };
  return { ...shop, smtp, stripe, close };
}

let events = 0;
/** An event about the session as Stripe sends it, the session as it is then (`changes` to it: paid, unpaid…). */
export function checkoutEvent(type: string, session: StandInSession, changes: Partial<StandInSession> = {}) {
  events += 1;
  return {
    id: `evt_test_${events}_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { ...session, ...changes } },
  };
}

/** The `Stripe-Signature` header Stripe would send with this body, signed with this secret. */
export const stripeSignature = (payload: string, secret = stripeTestKeys.STRIPE_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Stripe's delivery of an event to the shop's webhook, signed as Stripe signs it. */
export function deliverStripeEvent(app: FastifyInstance, event: object) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) },
    payload,
  });
}
