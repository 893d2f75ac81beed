import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function AccountPage() {
  const { t } = useTranslation('account');
  return <Page title={t('account.title')} />;
}
