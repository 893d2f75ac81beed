import { formatPrice } from '@lemon/kit';
import { useTranslation } from '@lemon/shared';
import type { Fee } from './checkout-rules';

/** A way of delivery's cost as the shopper reads it: "6,90 €", "Offerte", or why it is not known. */
export function useFeeText() {
  const { t } = useTranslation('cart');
  return (fee: Fee) =>
    fee.status === 'known' ? (fee.cost === 0 ? t('checkout.fees.free') : formatPrice(fee.cost)) : t(`checkout.fees.${fee.status}`);
}

/** A refusal code translated from the common bundle (`validation.errors.{code}`), or "an error occurred". */
export function useRefusalText() {
  const { t } = useTranslation('cart');
  return (code: string) => t(`common:validation.errors.${code}`, { defaultValue: t('common:errors.generic') });
}
