import { $locale, ApiError, Link, localizedPath, useParams, useUnit, useTranslation } from '@lemon/shared';
import type { StaffOrder } from '@lemon/staff-contract';
import type { ComponentType } from 'react';
import { OrderDocuments } from '../documents/order-documents';
import { OrderRefunds } from '../refunds/order-refunds';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { NextStep } from './next-step';
import { useStaffOrder } from './order-calls';
import { OrderCustomer, OrderDelivery, OrderHistory, OrderLines, OrderPayment } from './order-sections';
import styles from './order-page.module.css';

/**
 * The order's page, in the order the owner needs it: what to do next first, then what was bought, where it
 * goes, how it was paid and refunded, its papers (invoice, packing slip), who bought it, and its history.
 */
const orderSections: { name: string; Section: ComponentType<{ order: StaffOrder }> }[] = [
  { name: 'next-step', Section: NextStep },
  { name: 'lines', Section: OrderLines },
  { name: 'delivery', Section: OrderDelivery },
  { name: 'payment', Section: OrderPayment },
  { name: 'refunds', Section: ({ order }) => <OrderRefunds reference={order.reference} /> },
  { name: 'documents', Section: ({ order }) => <OrderDocuments reference={order.reference} /> },
  { name: 'customer', Section: OrderCustomer },
  { name: 'history', Section: OrderHistory },
];

export function OrderPage() {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const reference = useParams().reference ?? '';
  const query = useStaffOrder(reference);
  const unknown = query.error instanceof ApiError && query.error.status === 404;
  return (
    <AdminPage
      title={t('order.heading', { reference })}
      description={t('order.description')}
      actions={
        <Link className="button-secondary" to={localizedPath(locale, 'adminOrders')}>
          {t('order.backToList')}
        </Link>
      }
    >
      {unknown ? (
        <p className={styles.section}>{t('order.unknown')}</p>
      ) : (
        <QueryState query={query}>
          {(order) => (
            <div className={styles.sections}>
              {orderSections.map(({ name, Section }) => (
                <Section key={name} order={order} />
              ))}
            </div>
          )}
        </QueryState>
      )}
    </AdminPage>
  );
}
