import { formatPrice } from '@lemon/kit';
import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import type { Today, TodayOrder } from '@lemon/staff-contract';
import type { ReactNode } from 'react';
import { formatMoment, formatTime } from '@lemon/shop-format';
import styles from './today.module.css';

/** One card of what to do now: a heading that counts, its items, and the link to the list it sums up. */
function TaskCard({ id, title, more, children }: { id: string; title: string; more: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
      <Link to={more.to} className={styles.more}>
        {more.label}
      </Link>
    </section>
  );
}

/** Orders, each a link to its page, with what the list is about (paid on…, expires at…). */
function OrderList({ orders, when, empty }: { orders: TodayOrder[]; when: (order: TodayOrder) => string; empty: string }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  if (!orders.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.items}>
      {orders.map((order) => (
        <li key={order.reference}>
          <Link to={localizedPath(locale, 'adminOrder', { reference: order.reference })} className={styles.item}>
            <span className={styles.itemTitle}>
              {t('today.orderLine', { reference: order.reference, name: order.name, total: formatPrice(order.total) })}
            </span>
            <span className={styles.itemDetail}>{when(order)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The cards of what waits for the staff, the most pressing first, as it stood at `asOf` (when it was asked for). */
export function ToDoNow({ today, asOf }: { today: Today; asOf: number }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const orders = (query: string) => `${localizedPath(locale, 'adminOrders')}?${query}`;
  const paidOn = (order: TodayOrder) => t('today.paidAt', { time: formatMoment(order.at, locale) });
  const pickups = today.in_shop.to_prepare.length + today.in_shop.ready.length;
  const cancellations = today.cancellation_requests ?? [];
  return (
    <section aria-labelledby="today-to-do">
      <h2 id="today-to-do">{t('today.toDo')}</h2>
      <div className={styles.cards}>
        {/* A helper asked the owner: money to give back, first of all (shown only when there is one). */}
        {cancellations.length > 0 && (
          <TaskCard
            id="today-cancellations"
            title={t('today.cancellations.title', { count: cancellations.length })}
            more={{ to: orders('status=paid'), label: t('today.cancellations.all') }}
          >
            <OrderList
              orders={cancellations}
              when={(order) => t('today.cancellations.askedAt', { time: formatMoment(order.at, locale) })}
              empty=""
            />
          </TaskCard>
        )}

        <TaskCard
          id="today-to-prepare"
          title={t('today.toPrepare.title', { count: today.to_prepare.length })}
          more={{ to: orders('status=paid&delivery_method=shipping'), label: t('today.toPrepare.all') }}
        >
          <OrderList orders={today.to_prepare} when={paidOn} empty={t('today.toPrepare.empty')} />
        </TaskCard>

        <TaskCard
          id="today-in-shop"
          title={t('today.inShop.title', { count: pickups })}
          more={{ to: orders('status=paid,ready&delivery_method=pickup'), label: t('today.inShop.all') }}
        >
          {pickups === 0 ? (
            <p className={styles.empty}>{t('today.inShop.empty')}</p>
          ) : (
            <>
              {today.in_shop.to_prepare.length > 0 && (
                <>
                  <h4>{t('today.inShop.toPrepare')}</h4>
                  <OrderList orders={today.in_shop.to_prepare} when={paidOn} empty="" />
                </>
              )}
              {today.in_shop.ready.length > 0 && (
                <>
                  <h4>{t('today.inShop.ready')}</h4>
                  <OrderList
                    orders={today.in_shop.ready}
                    when={(order) => t('today.readyAt', { time: formatMoment(order.at, locale) })}
                    empty=""
                  />
                </>
              )}
            </>
          )}
        </TaskCard>

        <TaskCard id="today-lapsing" title={t('today.lapsing.title')} more={{ to: orders('status=new'), label: t('today.lapsing.all') }}>
          <OrderList
            orders={today.lapsing}
            when={(order) =>
              t(Date.parse(order.at) <= asOf ? 'today.lapsing.overdue' : 'today.lapsing.dueAt', { time: formatTime(order.at, locale) })
            }
            empty={t('today.lapsing.empty')}
          />
        </TaskCard>

        <TaskCard
          id="today-stock"
          title={t('today.stock.title')}
          more={{ to: localizedPath(locale, 'adminStock'), label: t('today.stock.all') }}
        >
          {today.stock.length === 0 ? (
            <p className={styles.empty}>{t('today.stock.empty')}</p>
          ) : (
            <ul className={styles.items}>
              {today.stock.map((item) => (
                <li key={item.variation_id} className={styles.item}>
                  <span className={styles.itemTitle}>
                    {item.product_label[locale]} — {item.variation_label[locale]}
                  </span>
                  <span className={styles.itemDetail}>
                    <strong className={item.stock === 0 ? styles.soldOut : undefined}>
                      {item.stock === 0 ? t('today.stock.soldOut') : t('today.stock.left', { count: item.stock })}
                    </strong>
                    {item.waiting > 0 && <> · {t('today.stock.waiting', { count: item.waiting })}</>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </TaskCard>

        <TaskCard
          id="today-messages"
          title={t('today.messages.title', { count: today.unread_messages })}
          more={{ to: localizedPath(locale, 'adminMessages'), label: t('today.messages.all') }}
        >
          <p className={styles.empty}>
            {today.unread_messages === 0 ? t('today.messages.none') : t('today.messages.some', { count: today.unread_messages })}
          </p>
        </TaskCard>
      </div>
    </section>
  );
}
