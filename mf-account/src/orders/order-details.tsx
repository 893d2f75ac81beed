import { $locale, useUnit, useTranslation } from '@lemon/shared';
import type { Order, OrderAddress, OrderRefund, OrderShipment } from '@lemon/orders-contract';
import { formatDayOfMoment, formatPrice, shop, PostalAddress } from '@lemon/kit';
import { OrderDocuments } from './order-documents';
import styles from './orders.module.css';

/** The dates an order went through, in the order they come; `shipped_at` is a sending or a pickup readiness. */
const historyOf = (order: Order) =>
  [
    ['created', order.created_at],
    ['paid', order.paid_at],
    [order.delivery_method === 'pickup' ? 'ready' : 'sent', order.shipped_at],
    ['done', order.done_at],
    ['cancelled', order.cancelled_at],
  ] as const;

function DeliveryAddress({ address }: { address: OrderAddress }) {
  const locale = useUnit($locale);
  return <PostalAddress address={address} locale={locale} className={styles.address} />;
}

function ShopPickup() {
  const { t } = useTranslation('account');
  const { name, address, openingHours } = shop;
  return (
    <address className={styles.address}>
      <span>{name}</span>
      <span>{address.street}</span>
      <span>
        {address.postalCode} {address.city}
      </span>
      <span>{t('orders.details.openingHours', { opens: openingHours.opens, closes: openingHours.closes })}</span>
    </address>
  );
}

/** A sent parcel: its carrier, its tracking number, and the carrier's page to follow it (in a new tab). */
function Parcel({ shipment }: { shipment: OrderShipment }) {
  const { t } = useTranslation('account');
  return (
    <section>
      <h4 className={styles.subheading}>{t('orders.details.parcel')}</h4>
      {shipment.carrier && <p>{t('orders.details.carrier', { carrier: shipment.carrier })}</p>}
      <p className={styles.trackingNumber}>{t('orders.details.trackingNumber', { number: shipment.tracking_number })}</p>
      {shipment.tracking_url && (
        <a href={shipment.tracking_url} target="_blank" rel="noreferrer">
          {t('orders.details.track')}
        </a>
      )}
    </section>
  );
}

/** The money given back on the order, each refund with its day: given back, or on its way. */
function Refunds({ refunds }: { refunds: OrderRefund[] }) {
  const { t } = useTranslation('account');
  const locale = useUnit($locale);
  return (
    <section>
      <h4 className={styles.subheading}>{t('orders.details.refunds')}</h4>
      <ul className={styles.refunds}>
        {refunds.map((refund, index) => (
          // Refunds have no id here; an order's refunds only grow, in order.
          <li key={index}>
            {refund.status === 'succeeded'
              ? t('orders.details.refundGiven', {
                  amount: formatPrice(refund.amount),
                  date: formatDayOfMoment(refund.settled_at ?? refund.created_at, locale),
                })
              : t('orders.details.refundPending', {
                  amount: formatPrice(refund.amount),
                  date: formatDayOfMoment(refund.created_at, locale),
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What an order holds: its lines, what it came to, where it goes (or that it waits at the shop), its history,
 * its parcel and its refunds, then its invoice and credit notes.
 */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const locale = useUnit($locale);
  const method = order.delivery_method;
  return (
    <div className={styles.details}>
      <table className={styles.lines}>
        <caption className="visually-hidden">{t('orders.details.lines', { reference: order.reference })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.details.item')}</th>
            <th scope="col">{t('orders.details.quantity')}</th>
            <th scope="col">{t('orders.details.unitPrice')}</th>
            <th scope="col">{t('orders.details.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            // Lines have no id of their own; an order's lines never change.
            <tr key={index}>
              <th scope="row">
                {line.product_label[locale]}
                <span className={styles.variation}>{line.variation_label[locale]}</span>
              </th>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.unit_price)}</td>
              <td>{formatPrice(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.amounts}>
        <div>
          <dt>{t('orders.details.subtotal')}</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>{order.promo_code ? t('orders.details.discountWithCode', { code: order.promo_code }) : t('orders.details.discount')}</dt>
            <dd>−{formatPrice(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>{t(`orders.details.deliveryMethods.${method}`)}</dt>
          <dd>{order.shipping_cost > 0 ? formatPrice(order.shipping_cost) : t(`orders.details.free.${method}`)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('orders.details.total')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        {order.refunded > 0 && (
          <div className={styles.refunded}>
            <dt>{t(order.refunded >= order.total ? 'orders.details.refundedInFull' : 'orders.details.refunded')}</dt>
            <dd>−{formatPrice(order.refunded)}</dd>
          </div>
        )}
      </dl>

      <div className={styles.columns}>
        <section>
          <h4 className={styles.subheading}>{t(method === 'pickup' ? 'orders.details.pickupAt' : 'orders.details.deliveryAddress')}</h4>
          {order.address ? <DeliveryAddress address={order.address} /> : <ShopPickup />}
        </section>
        <section>
          <h4 className={styles.subheading}>{t('orders.details.history')}</h4>
          <dl className={styles.history}>
            {historyOf(order).map(
              ([step, moment]) =>
                moment && (
                  <div key={step}>
                    <dt>{t(`orders.details.dates.${step}`)}</dt>
                    <dd>
                      <time dateTime={moment}>{formatDayOfMoment(moment, locale)}</time>
                    </dd>
                  </div>
                ),
            )}
          </dl>
        </section>
      </div>
      {(order.shipment || (order.refunds?.length ?? 0) > 0) && (
        <div className={styles.columns}>
          {order.shipment && <Parcel shipment={order.shipment} />}
          {order.refunds && order.refunds.length > 0 && <Refunds refunds={order.refunds} />}
        </div>
      )}
      <OrderDocuments order={order} />
    </div>
  );
}
