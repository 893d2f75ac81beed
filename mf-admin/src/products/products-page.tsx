import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../catalogue/catalogue-page';

export function ProductsPage() {
  const { t } = useTranslation('admin');
  return <CataloguePage title={t('products.title')} description={t('products.description')} />;
}
