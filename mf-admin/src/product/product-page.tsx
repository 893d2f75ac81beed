import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../catalogue/catalogue-page';

export function ProductPage() {
  const { t } = useTranslation('admin');
  return <CataloguePage title={t('product.title')} description={t('product.description')} />;
}
