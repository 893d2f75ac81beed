// What the shop reads of a signed Stripe event, field by field: an event of a shape it does not expect is
// recorded and logged, never a 500 (Stripe would retry it for days).
import { z } from 'zod';

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.unknown() }),
});

const checkoutSessionSchema = z.object({
  id: z.string().min(1).max(255),
  client_reference_id: z.string().max(255).nullish(),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().max(16).nullish(),
});

/** What a Checkout Session event says of an order's payment. */
export interface CheckoutPayment {
  orderReference: string | null;
  sessionId: string;
  /** Whether it says the money arrived. */
  paid: boolean;
  /** In cents. */
  amount: number | null;
  currency: string | null;
}

export type StripeEventReading =
  | { readable: false; reason: string; id: string | null }
  | { readable: true; id: string; type: string; payment: CheckoutPayment | null }
  /** A Checkout event whose session the shop cannot read: recorded as such. */
  | { readable: true; id: string; type: string; payment: null; unreadableSession: string };

/** Whether each Checkout event says the session's payment arrived; other events are not about a payment. */
const paidBy: Record<string, (session: z.infer<typeof checkoutSessionSchema>) => boolean> = {
  // A bank debit or transfer completes the session unpaid: `async_payment_succeeded` follows once it arrives.
  'checkout.session.completed': (session) => session.payment_status === 'paid',
  'checkout.session.async_payment_succeeded': () => true,
  'checkout.session.async_payment_failed': () => false,
  'checkout.session.expired': () => false,
};

const problemsOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`).join('; ');

export function readStripeEvent(event: unknown): StripeEventReading {
  const envelope = eventSchema.safeParse(event);
  if (!envelope.success) {
    const id = typeof (event as { id?: unknown } | null)?.id === 'string' ? (event as { id: string }).id.slice(0, 255) : null;
    return { readable: false, reason: problemsOf(envelope.error), id };
  }
  const { id, type, data } = envelope.data;
  const paid = paidBy[type];
  if (!paid) return { readable: true, id, type, payment: null };
  const session = checkoutSessionSchema.safeParse(data.object);
  if (!session.success) return { readable: true, id, type, payment: null, unreadableSession: problemsOf(session.error) };
  const { id: sessionId, client_reference_id, amount_total, currency } = session.data;
  return {
    readable: true,
    id,
    type,
    payment: {
      orderReference: client_reference_id ?? null,
      sessionId,
      paid: paid(session.data),
      amount: amount_total ?? null,
      currency: currency ?? null,
    },
  };
}
