import { $locale, localizedPath, type OrderSummary } from '@lemon/shared';
import { formatPrice, LoadingState } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RetryMessage } from '../outcome/retry-message';
import { formatOrderDate } from './order-date';
import { orderList } from './orders.model';
import styles from './orders.module.css';

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('account');
  const locale = useUnit($locale);
  return (
    <li className={styles.order} data-testid="order">
      <h3 className={styles.reference}>{t('orders.reference', { reference: order.reference })}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>
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
    </li>
  );
}

/** The customer's orders: date, reference, total and status of each; a word and a way to the shop when there are none. */
export function OrderList() {
  const { t } = useTranslation('account');
  const [state, locale, reload] = useUnit([orderList.$state, $locale, orderList.opened]);
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('orders.heading')}</h2>
      {state.status === 'loading' && <LoadingState />}
      {(state.status === 'error' || state.status === 'not-found') && <RetryMessage text={t('orders.loadFailed')} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('orders.empty')}</p>
            <Link to={localizedPath(locale, 'home')}>{t('orders.shopLink')}</Link>
          </div>
        ) : (
          <ul className={styles.list}>
            {state.data.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        ))}
    </section>
  );
}
