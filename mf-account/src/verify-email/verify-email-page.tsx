import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  return <Page title={t('verifyEmail.title')} />;
}
