import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function CategoryPage() {
  const { t } = useTranslation('catalog');
  return <Page title={t('category.title')} />;
}
