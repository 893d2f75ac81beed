import { $cart, loadCartFx, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState, Page } from '@lemon/kit';
import { useFreshCart } from '../fresh-cart/fresh-cart';
import { Checkout } from '../checkout/checkout';
import { EmptyCheckout } from '../checkout/empty-checkout';

/** The delivery page (`livraison`, login required): the checkout of the cart the shell loaded, or the way back when it is empty. */
export function DeliveryPage() {
  useFreshCart();
  const { t } = useTranslation('cart');
  const [cart, loadingCart] = useUnit([$cart, loadCartFx.pending]);
  return (
    <Page title={t('delivery.title')}>
      {cart && cart.cart_items.length > 0 ? <Checkout cart={cart} /> : !cart && loadingCart ? <LoadingState /> : <EmptyCheckout />}
    </Page>
  );
}
