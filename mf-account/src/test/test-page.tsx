import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function TestPage() {
  const { t } = useTranslation('account');
  return <Page title={t('test.title')} />;
}
