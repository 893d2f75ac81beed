import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function CartPage() {
  const { t } = useTranslation('cart');
  return <Page title={t('cart.title')} />;
}
