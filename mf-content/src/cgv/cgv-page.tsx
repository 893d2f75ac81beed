import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function CgvPage() {
  const { t } = useTranslation('content');
  return <Page title={t('cgv.title')} />;
}
