import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function CgvPage() {
  const { t } = useTranslation('content');
  return <Page title={t('cgv.title')} />;
}
