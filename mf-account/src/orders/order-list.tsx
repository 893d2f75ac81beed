import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState } from '@lemon/kit';
import { useEffect } from 'react';
import { RetryMessage } from '../outcome/retry-message';
import { OrderCard } from './order-card';
import { orderList, pageShownAgain } from './orders.model';
import styles from './orders.module.css';

/** The customer's orders, newest first, each with its details; a word and a way to the shop when there are none. */
export function OrderList() {
  const { t } = useTranslation('account');
  const [state, locale, reload, shownAgain] = useUnit([orderList.$state, $locale, orderList.opened, pageShownAgain]);

  // Back from the payment page, the browser may show this page as it left it, "Pay now" disabled.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) shownAgain();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [shownAgain]);

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
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
        ))}
    </section>
  );
}
