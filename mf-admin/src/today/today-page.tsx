import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function TodayPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('today.title')} description={t('today.description')} />;
}
