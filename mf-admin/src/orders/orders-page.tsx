import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function OrdersPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('orders.title')} description={t('orders.description')} />;
}
