import { formatPrice } from '@lemon/kit';
import { $locale, Link, localizedPath, useSearchParams, useUnit, useTranslation } from '@lemon/shared';
import { deliveryMethods, orderStatuses, type OrderStatus } from '@lemon/orders-contract';
import type { StaffOrderList, StaffOrderSummary } from '@lemon/staff-contract';
import { useId, useState, type FormEvent } from 'react';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { formatDatedMoment } from '@lemon/shop-format';
import { useStaffOrders } from './order-calls';
import { filtersFrom, isFiltered, paramsOf, type OrderFilters } from './order-filters';
import styles from './orders-page.module.css';

/** The orders, newest first, with the filters the address keeps: a filtered list can be bookmarked or shared. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useStaffOrders(filters);
  // A new filter shows its first page.
  const change = (next: Partial<OrderFilters>) => setParams(paramsOf({ ...filters, page: 1, ...next }));
  return (
    <AdminPage title={t('orders.title')} description={t('orders.description')}>
      <OrderFiltersForm filters={filters} onChange={change} />
      <QueryState query={query}>{(list) => <OrderList list={list} filters={filters} />}</QueryState>
    </AdminPage>
  );
}

function OrderFiltersForm({ filters, onChange }: { filters: OrderFilters; onChange: (next: Partial<OrderFilters>) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [search, setSearch] = useState(filters.q ?? '');
  const toggle = (status: OrderStatus) =>
    onChange({ status: filters.status.includes(status) ? filters.status.filter((kept) => kept !== status) : [...filters.status, status] });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() || undefined });
  };
  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('orders.filters.title')}
      </h2>
      <form role="search" className={styles.search} onSubmit={submitSearch}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('orders.filters.searchLabel')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          placeholder={t('orders.filters.searchLabel')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button-primary">
          {t('orders.filters.search')}
        </button>
      </form>
      <fieldset className={styles.chips}>
        <legend>{t('orders.filters.status')}</legend>
        {orderStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className={styles.chip}
            aria-pressed={filters.status.includes(status)}
            onClick={() => toggle(status)}
          >
            {t(`orders.status.${status}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <label>
          {t('orders.filters.from')}
          <input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </label>
        <label>
          {t('orders.filters.to')}
          <input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </label>
        <label>
          {t('orders.filters.delivery')}
          <select
            value={filters.delivery_method ?? ''}
            onChange={(event) => onChange({ delivery_method: (event.target.value || undefined) as OrderFilters['delivery_method'] })}
          >
            <option value="">{t('orders.filters.anyDelivery')}</option>
            {deliveryMethods.map((method) => (
              <option key={method} value={method}>
                {t(`orders.delivery.${method}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isFiltered(filters) && (
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setSearch('');
            onChange({ status: [], from: undefined, to: undefined, delivery_method: undefined, q: undefined });
          }}
        >
          {t('orders.filters.clear')}
        </button>
      )}
    </section>
  );
}

function OrderList({ list, filters }: { list: StaffOrderList; filters: OrderFilters }) {
  const { t } = useTranslation('admin');
  const { total, current_page: page, last_page: pages } = list.meta;
  return (
    <section aria-labelledby="orders-count" className={styles.results}>
      <h2 id="orders-count" className={styles.count} aria-live="polite">
        {t('orders.count', { count: total })}
      </h2>
      {list.data.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <ul className={styles.list}>
          {list.data.map((order) => (
            <li key={order.reference}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.paging} aria-label={t('orders.paging.label')}>
          {page > 1 && (
            <Link className="button-secondary" to={`?${paramsOf({ ...filters, page: page - 1 })}`}>
              {t('orders.paging.previous')}
            </Link>
          )}
          <span>{t('orders.paging.page', { page, pages })}</span>
          {page < pages && (
            <Link className="button-secondary" to={`?${paramsOf({ ...filters, page: page + 1 })}`}>
              {t('orders.paging.next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

/** One order: a big card the whole of which opens it. */
function OrderRow({ order }: { order: StaffOrderSummary }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <Link className={styles.row} to={localizedPath(locale, 'adminOrder', { reference: order.reference })} data-testid="order-row">
      <span className={styles.reference}>{order.reference}</span>
      <span className={styles.status} data-status={order.status}>
        {t(`orders.status.${order.status}`)}
      </span>
      <span className={styles.customer}>
        {order.customer.erased ? t('orders.erasedAccount') : `${order.customer.first_name} ${order.customer.last_name}`}
      </span>
      <span className={styles.total}>{formatPrice(order.total)}</span>
      <span className={styles.details}>
        {formatDatedMoment(order.placed_at, locale)} · {t(`orders.delivery.${order.delivery_method}`)} ·{' '}
        {t('orders.items', { count: order.item_count })}
        {(order.refunded ?? 0) > 0 && (
          <>
            {' · '}
            <strong className={styles.refunded}>
              {order.refunded! >= order.total
                ? t('orders.refundedAll')
                : t('orders.refundedPart', { amount: formatPrice(order.refunded!) })}
            </strong>
          </>
        )}
        {order.payment_provider === 'test' && (
          <>
            {' · '}
            <abbr title={t('orders.testShopHint')}>{t('orders.testShop')}</abbr>
          </>
        )}
      </span>
    </Link>
  );
}
