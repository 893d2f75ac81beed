import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function AccountPage() {
  const { t } = useTranslation('account');
  return <Page title={t('account.title')} />;
}
