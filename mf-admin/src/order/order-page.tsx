import { useParams } from '@lemon/shared';
import { useTranslation } from 'react-i18next';
import { OrderRefunds } from '../refunds/order-refunds';
import { AdminPage } from '../ui/admin-page';

// Until the order's page is built (branch admin-orders), it shows the order's refunds only: the lead places
// <OrderRefunds> on the real page at merge.
export function OrderPage() {
  const { t } = useTranslation('admin');
  const { reference = '' } = useParams();
  return (
    <AdminPage title={t('order.title')} description={t('order.description')}>
      <OrderRefunds reference={reference} />
    </AdminPage>
  );
}
