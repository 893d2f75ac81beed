import { useParams } from '@lemon/shared';
import { useTranslation } from 'react-i18next';
import { OrderDocuments } from '../documents/order-documents';
import { OrderRefunds } from '../refunds/order-refunds';
import { AdminPage } from '../ui/admin-page';

// Until the order's page is built (branch admin-orders), it shows the order's refunds and documents only: the
// lead places <OrderRefunds> and <OrderDocuments> on the real page at merge.
export function OrderPage() {
  const { t } = useTranslation('admin');
  const { reference = '' } = useParams();
  return (
    <AdminPage title={t('order.title')} description={t('order.description')}>
      <OrderDocuments reference={reference} />
      <OrderRefunds reference={reference} />
    </AdminPage>
  );
}
