import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../catalogue/catalogue-page';

export function RecipesPage() {
  const { t } = useTranslation('admin');
  return <CataloguePage title={t('recipes.title')} description={t('recipes.description')} />;
}
