import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function MessagesPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('messages.title')} description={t('messages.description')} />;
}
