import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function RecipesPage() {
  const { t } = useTranslation('catalog');
  return <Page title={t('recipes.title')} />;
}
