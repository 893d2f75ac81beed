import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function ContactPage() {
  const { t } = useTranslation('content');
  return <Page title={t('contact.title')} />;
}
