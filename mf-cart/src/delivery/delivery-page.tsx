import { Page } from '@lemon/shared';
import { useTranslation } from 'react-i18next';

export function DeliveryPage() {
  const { t } = useTranslation('cart');
  return <Page title={t('delivery.title')} />;
}
