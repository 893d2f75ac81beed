import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function LegalPage() {
  const { t } = useTranslation('content');
  return <Page title={t('legal.title')} />;
}
