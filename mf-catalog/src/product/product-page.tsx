import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function ProductPage() {
  const { t } = useTranslation('catalog');
  return <Page title={t('product.title')} />;
}
