import { formatPrice, PostalAddress, shopAddressLine } from '@lemon/kit';
import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { carriers, type StaffOrder } from '@lemon/staff-contract';
import { useId, type ReactNode } from 'react';
import { sentenceOf } from '../audit-trail/describe-entry';
import { formatDatedMoment } from '@lemon/shop-format';
import styles from './order-page.module.css';

/** A part of the order's page: a titled card. */
export function OrderSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The lines with their labels in French and, below, in the order's language; then the amounts. */
export function OrderLines({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const label = (line: StaffOrder['lines'][number], locale: 'fr' | 'en' | 'it') =>
    `${line.product_label[locale]} (${line.variation_label[locale]})`;
  return (
    <OrderSection title={t('order.lines.title')} testId="order-lines">
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <span className={styles.lineLabel}>
              {label(line, 'fr')}
              {order.locale !== 'fr' && (
                <span className={styles.muted} lang={order.locale}>
                  {label(line, order.locale)}
                </span>
              )}
            </span>
            <span className={styles.muted}>
              {t('order.lines.quantity', { quantity: line.quantity, price: formatPrice(line.unit_price) })}
            </span>
            <span className={styles.amount}>{formatPrice(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>{t('order.lines.subtotal')}</dt>
        <dd>{formatPrice(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{t('order.lines.discount', { code: order.promo_code ?? '' })}</dt>
            <dd>−{formatPrice(order.discount)}</dd>
          </>
        )}
        <dt>{t(`orders.delivery.${order.delivery_method}`)}</dt>
        <dd>{order.shipping_cost === 0 ? t('order.lines.free') : formatPrice(order.shipping_cost)}</dd>
        <dt className={styles.grandTotal}>{t('order.lines.total')}</dt>
        <dd className={styles.grandTotal}>{formatPrice(order.total)}</dd>
      </dl>
    </OrderSection>
  );
}

/** Where it goes (or that it is picked up in the shop), and the parcel once sent. */
export function OrderDelivery({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const shipment = order.shipment;
  return (
    <OrderSection title={t(`orders.delivery.${order.delivery_method}`)} testId="order-delivery">
      {order.address ? (
        <PostalAddress className={styles.address} address={order.address} locale={locale} />
      ) : (
        <p>{t('order.delivery.pickupAt', { address: shopAddressLine() })}</p>
      )}
      {shipment && (
        <p>
          {t('order.delivery.parcel', {
            carrier: (shipment.carrier && carriers[shipment.carrier].name) ?? t('order.carriers.other'),
            number: shipment.tracking_number ?? '',
          })}{' '}
          {shipment.tracking_url && (
            <a href={shipment.tracking_url} target="_blank" rel="noreferrer">
              {t('order.delivery.track')}
            </a>
          )}
        </p>
      )}
    </OrderSection>
  );
}

/** Who took the payment, their reference of it, and when. */
export function OrderPayment({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const { provider, reference, paid_at } = order.payment;
  return (
    <OrderSection title={t('order.payment.title')} testId="order-payment">
      {paid_at ? <p>{t('order.payment.paidAt', { moment: formatDatedMoment(paid_at, locale) })}</p> : <p>{t('order.payment.unpaid')}</p>}
      <dl className={styles.facts}>
        {provider && (
          <>
            <dt>{t('order.payment.provider')}</dt>
            <dd>{t(`order.payment.providers.${provider}`)}</dd>
          </>
        )}
        {reference && (
          <>
            <dt>{t('order.payment.reference')}</dt>
            <dd className={styles.code}>{reference}</dd>
          </>
        )}
      </dl>
    </OrderSection>
  );
}

/** The customer, with a link that writes to them from the owner's own mail app. */
export function OrderCustomer({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const { customer } = order;
  const language = new Intl.DisplayNames([locale], { type: 'language' }).of(customer.locale) ?? customer.locale;
  const subject = t('order.customer.mailSubject', { reference: order.reference });
  return (
    <OrderSection title={t('order.customer.title')} testId="order-customer">
      {customer.erased ? (
        // Its names are empty and its address reaches nobody: neither is shown.
        <>
          <p className={styles.customerName}>{t('orders.erasedAccount')}</p>
          <p className={styles.muted}>{t('order.customer.erased')}</p>
        </>
      ) : (
        <>
          <p className={styles.customerName}>
            {customer.first_name} {customer.last_name}
          </p>
          <p>
            <a href={`mailto:${customer.email}?subject=${encodeURIComponent(subject)}`}>{customer.email}</a>
          </p>
        </>
      )}
      <p className={styles.muted}>{t('order.customer.language', { language })}</p>
    </OrderSection>
  );
}

/** What happened to the order, oldest first, and who on the staff did what, newest first: in plain words. */
export function OrderHistory({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <OrderSection title={t('order.history.title')} testId="order-history">
      <ol className={styles.history}>
        {order.history.map((step) => (
          <li key={step.status}>
            <span>{t(`order.history.${step.status}`)}</span>
            <time dateTime={step.at} className={styles.muted}>
              {formatDatedMoment(step.at, locale)}
            </time>
          </li>
        ))}
      </ol>
      <h3>{t('order.audit.title')}</h3>
      {order.audit.length === 0 ? (
        <p className={styles.muted}>{t('order.audit.none')}</p>
      ) : (
        <ul className={styles.history}>
          {order.audit.map((entry) => (
            <li key={entry.id}>
              <span>{sentenceOf(t, entry)}</span>
              <time dateTime={entry.at} className={styles.muted}>
                {formatDatedMoment(entry.at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
