import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function TestPage() {
  const { t } = useTranslation('account');
  return <Page title={t('test.title')} />;
}
