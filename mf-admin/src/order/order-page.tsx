import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function OrderPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('order.title')} description={t('order.description')} />;
}
