import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function StockPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('stock.title')} description={t('stock.description')} />;
}
