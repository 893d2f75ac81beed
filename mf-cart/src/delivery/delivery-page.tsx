import { Page } from '@lemon/kit';
import { useTranslation } from 'react-i18next';

export function DeliveryPage() {
  const { t } = useTranslation('cart');
  return <Page title={t('delivery.title')} />;
}
