import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  return <Page title={t('verifyEmail.title')} />;
}
