// The built-in test provider, the default: its page shows the order and lets a person choose a successful or
// a failed payment. No money moves; nothing leaves the machine.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import formBody from '@fastify/formbody';
import { formatPrice } from '@lemon/shop-format';
import { shop } from '@lemon/kit/shop';
import { orderParamsSchema } from '@lemon/orders-contract';
import { linkedPath } from '../pages/linked-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fill } from '../mail/fill';
import escapeHtml from 'escape-html';
import { findOrder, type OrderRow } from '../orders/orders.repository';
import { applyPayment } from './apply-payment';
import { returnPath, type PaymentProvider } from './payment-provider';
import { testPaymentTexts } from './test-payment-texts';
import { reportPayment } from './report-payment';

const pagePath = (reference: string) => `/api/payments/test/${encodeURIComponent(reference)}`;

/**
 * The test provider: a payment page of the shop's own, its link holding a secret only the order's owner was
 * given. Its refunds move no money and always succeed: the shop's `refunds` table is their record, the
 * reference it answers (the same for the same key) what the provider would have called them.
 */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async paymentPage(order, previous) {
    const token = previous ?? randomBytes(24).toString('base64url');
    return { url: `${pagePath(order.reference)}?token=${token}`, reference: token, expiresAt: null };
  },
  async refund({ idempotencyKey }) {
    return { reference: `test_refund_${idempotencyKey}` };
  },
  // It keeps no record: a refund whose answer was lost is asked again, with its key, and answered the same.
  async recordedRefund() {
    return null;
  },
};

function paymentPageHtml(order: OrderRow, token: string): string {
  const texts = testPaymentTexts[order.locale];
  const reference = escapeHtml(order.reference);
  const button = (outcome: 'success' | 'failure', label: string, colour: string) =>
    `<form method="post" action="${pagePath(order.reference)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" style="width:100%;padding:14px;border:0;border-radius:999px;font:bold 16px Arial,sans-serif;color:#fff;background:${colour};cursor:pointer">${escapeHtml(label)}</button></form>`;
  const body =
    order.status === 'new'
      ? `<p>${escapeHtml(texts.notice)}</p>
    <p style="font-size:18px">${escapeHtml(texts.total)} : <strong>${escapeHtml(formatPrice(order.total))}</strong></p>
    <div style="display:grid;gap:12px;margin-top:24px">${button('success', texts.succeed, '#2f5d2a')}${button('failure', texts.fail, '#8a1c1c')}</div>`
      : `<p>${escapeHtml(texts.notPayable)}</p><p><a href="${escapeHtml(linkedPath(order.locale, 'account'))}?tab=orders">${escapeHtml(texts.back)}</a></p>`;
  return `<!doctype html>
<html lang="${order.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)} · ${escapeHtml(shop.name)}</title></head>
<body style="margin:0;background:#fffbea;font-family:Arial,Helvetica,sans-serif;color:#26261f">
  <main style="max-width:440px;margin:48px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.08)">
    <h1 style="font-family:Georgia,serif;font-size:24px;margin-top:0">${escapeHtml(texts.title)}</h1>
    <h2 style="font-size:18px">${escapeHtml(fill(texts.order, { reference }))}</h2>
    ${body}
  </main>
</body>
</html>`;
}

/** Whether the link's secret is the order's (compared in constant time). */
function holdsSecret(order: OrderRow | undefined, token: string): order is OrderRow {
  if (!order || order.payment_provider !== 'test' || !order.payment_reference) return false;
  const expected = Buffer.from(order.payment_reference);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const tokenSchema = z.string().min(1).max(100);

/** The test provider's page (`GET`) and the person's choice on it (`POST`, a form), which returns to the shop. */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formBody, { bodyLimit: 1024 });

  app.get(
    '/api/payments/test/:reference',
    { schema: { params: orderParamsSchema, querystring: z.object({ token: tokenSchema }) } },
    async (request, reply) => {
      const order = await findOrder(app.db, request.params.reference);
      if (!holdsSecret(order, request.query.token)) return reply.code(404).send({ message: 'Payment not found.' });
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(paymentPageHtml(order, request.query.token));
    },
  );

  app.post(
    '/api/payments/test/:reference',
    { schema: { params: orderParamsSchema, body: z.object({ token: tokenSchema, outcome: z.enum(['success', 'failure']) }) } },
    async (request, reply) => {
      const order = await findOrder(app.db, request.params.reference);
      if (!holdsSecret(order, request.body.token)) return reply.code(404).send({ message: 'Payment not found.' });
      if (request.body.outcome === 'failure') app.metrics.payments.inc({ provider: 'test', outcome: 'failed' });
      if (request.body.outcome === 'failure' || order.status !== 'new') return reply.redirect(returnPath(order, 'error'), 303);
      const outcome = await app.db.transaction().execute((trx) => applyPayment(trx, order.reference));
      await reportPayment(app, outcome, 'test');
      return reply.redirect(returnPath(order, outcome.kind === 'paid' ? 'success' : 'error'), 303);
    },
  );
};
