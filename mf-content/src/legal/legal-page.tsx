import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function LegalPage() {
  const { t } = useTranslation('content');
  return <Page title={t('legal.title')} />;
}
