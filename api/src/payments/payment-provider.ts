import type { Locale } from '@lemon/shared/locales';
import { linkedPath } from '../pages/linked-pages';

/** What a provider needs of an order to take its payment. */
export interface PayableOrder {
  reference: string;
  locale: Locale;
  /** Everything to pay, in cents. */
  total: number;
  customerEmail: string;
  payable_until: Date | null;
}

/** A page where the shopper pays, and the provider's reference of it (kept on the order). */
export interface PaymentPage {
  url: string;
  reference: string;
  /** When it stops taking the payment: until then it is given again without asking the provider (null: never). */
  expiresAt: Date | null;
}

/** Money to give back on a payment the provider took. */
export interface RefundRequest {
  /** The provider's reference of the payment (kept on the order): a Checkout Session's id, the test link's secret. */
  paymentReference: string;
  /** In cents, more than 0. */
  amount: number;
  /** The same key sent again makes no second refund: a refund is sent with its own key at every try. */
  idempotencyKey: string;
  /** The shop's id of the refund, kept with the provider's: how its record is found again. */
  shopRefundId: number;
}

/** The provider's id of a refund it made. */
export interface ProviderRefund {
  reference: string;
}

/** A refund in the provider's own record: made (its money given or on its way), or refused after all. */
export interface RecordedRefund extends ProviderRefund {
  given: boolean;
}

/** Who takes the shop's payments: the built-in test provider, or Stripe Checkout. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /**
   * A page where the shopper pays the order. `previous` is this provider's reference of the page made for it
   * before, if any: reused while it can still take the payment, so a shopper sent twice pays once.
   */
  paymentPage(order: PayableOrder, previous: string | null): Promise<PaymentPage>;
  /**
   * Gives `amount` of the payment back to the customer: rejects with `RefundRefused` when the provider says no,
   * with anything else when its answer did not come.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** The refund as the provider recorded it, or null when it has none: how a refund whose answer was lost is settled. */
  recordedRefund(request: Pick<RefundRequest, 'paymentReference' | 'shopRefundId'>): Promise<RecordedRefund | null>;
}

/**
 * Where the shopper lands after paying (`success`) or giving up or failing (`error`): home, with its popup, which
 * reads the order by its reference (the customer's own call) to say what comes next, or to pay it again.
 */
export const returnPath = (order: Pick<PayableOrder, 'locale' | 'reference'>, outcome: 'success' | 'error') =>
  `${linkedPath(order.locale, 'home')}?${new URLSearchParams({ order: outcome, reference: order.reference })}`;

/** `returnPath` on the shop's public address, for a provider on another site. */
export const returnUrl = (publicUrl: string, order: Pick<PayableOrder, 'locale' | 'reference'>, outcome: 'success' | 'error') =>
  new URL(returnPath(order, outcome), publicUrl).href;
