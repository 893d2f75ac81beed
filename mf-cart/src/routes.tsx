import { Route, routePattern, Routes } from '@lemon/shared';
import { CartPage } from './cart/cart-page';
import { DeliveryPage } from './delivery/delivery-page';

/** The pages of this app by route; the shell mounts the app only on these. */
export function CartRoutes() {
  return (
    <Routes>
      <Route path={routePattern('cart')} element={<CartPage />} />
      <Route path={routePattern('delivery')} element={<DeliveryPage />} />
    </Routes>
  );
}
