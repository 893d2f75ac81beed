import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function AccountingPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('accounting.title')} description={t('accounting.description')} />;
}
