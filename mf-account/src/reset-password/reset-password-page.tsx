import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  return <Page title={t('resetPassword.title')} />;
}
