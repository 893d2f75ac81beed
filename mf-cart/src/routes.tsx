import { lazyPage } from '@lemon/kit';
import { Route, routePattern, Routes } from '@lemon/shared';

// Each page is a chunk of its own, named after its route: the server preloads the one a page shows.
const CartPage = lazyPage(
  () => import(/* webpackChunkName: "route-cart" */ './cart/cart-page'),
  (page) => page.CartPage,
);
const DeliveryPage = lazyPage(
  () => import(/* webpackChunkName: "route-delivery" */ './delivery/delivery-page'),
  (page) => page.DeliveryPage,
);

/** The pages of this app by route; the shell mounts the app only on these. */
export function CartRoutes() {
  return (
    <Routes>
      <Route path={routePattern('cart')} element={<CartPage />} />
      <Route path={routePattern('delivery')} element={<DeliveryPage />} />
    </Routes>
  );
}
