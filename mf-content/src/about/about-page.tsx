import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function AboutPage() {
  const { t } = useTranslation('content');
  return <Page title={t('about.title')} />;
}
