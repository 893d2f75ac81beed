import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../catalogue/catalogue-page';

export function CategoriesPage() {
  const { t } = useTranslation('admin');
  return <CataloguePage title={t('categories.title')} description={t('categories.description')} />;
}
