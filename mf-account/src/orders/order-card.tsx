import { $locale, useUnit, useTranslation } from '@lemon/shared';
import type { Order } from '@lemon/orders-contract';
import { formatDayOfMoment, formatPrice, formatWrittenMoment } from '@lemon/kit';
import { useId, useState } from 'react';
import { OrderDetails } from './order-details';
import { $payingReference, $paymentProblem, payClicked } from './orders.model';
import styles from './orders.module.css';

/** An unpaid order: until when it can be paid, "Pay now", and why paying did not start, if it did not. */
function PaymentDue({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const [locale, paying, pay] = useUnit([$locale, $payingReference, payClicked]);
  return (
    <div className={styles.payment}>
      {order.payable_until && (
        <p className={styles.deadline}>{t('orders.payableUntil', { moment: formatWrittenMoment(order.payable_until, locale) })}</p>
      )}
      <button
        type="button"
        className="button-primary"
        disabled={paying !== null}
        aria-label={t('orders.payNowLabel', { reference: order.reference })}
        onClick={() => pay(order.reference)}
      >
        {t('orders.payNow')}
      </button>
    </div>
  );
}

/** One order: its reference, date, total and status, its details behind a disclosure, and "Pay now" while unpaid. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const [locale, problem] = useUnit([$locale, $paymentProblem]);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <li className={styles.order} data-testid="order">
      <h3 className={styles.reference}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          {t('orders.reference', { reference: order.reference })}
        </button>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDayOfMoment(order.created_at, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd>
            <span className={`${styles.status} ${styles[order.status]}`}>{t(`orders.statuses.${order.status}`)}</span>
          </dd>
        </div>
      </dl>
      {order.status === 'new' && <PaymentDue order={order} />}
      {problem?.reference === order.reference && (
        <p className={styles.failure} role="alert">
          {t(problem.kind === 'no-longer-payable' ? 'orders.noLongerPayable' : 'orders.paymentFailed')}
        </p>
      )}
      <div id={detailsId} hidden={!expanded}>
        {expanded && <OrderDetails order={order} />}
      </div>
    </li>
  );
}
