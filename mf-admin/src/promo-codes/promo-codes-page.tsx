import { useTranslation } from 'react-i18next';
import { AdminPage } from '../ui/admin-page';

export function PromoCodesPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('promoCodes.title')} description={t('promoCodes.description')} />;
}
