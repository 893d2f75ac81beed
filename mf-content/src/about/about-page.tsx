import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function AboutPage() {
  const { t } = useTranslation('content');
  return <Page title={t('about.title')} />;
}
