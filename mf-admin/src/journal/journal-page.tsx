import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function JournalPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('journal.title')} description={t('journal.description')} />;
}
