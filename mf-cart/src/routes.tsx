import { lazyPage } from '@lemon/kit';
import { routePatternOf } from '@lemon/app-protocol';
import { Route, Routes } from '@lemon/shared';
import { cartPages } from './pages';

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
      <Route path={routePatternOf(cartPages.cart)} element={<CartPage />} />
      <Route path={routePatternOf(cartPages.delivery)} element={<DeliveryPage />} />
    </Routes>
  );
}
