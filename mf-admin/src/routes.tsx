import { lazyPage } from '@lemon/kit';
import { routePatternOf } from '@lemon/app-protocol';
import { Route, Routes } from '@lemon/shared';
import { adminPages } from './pages';
import { AdminLayout } from './layout/admin-layout';

// Each page is a chunk of its own, named after its route: the server preloads the one a page shows.
const TodayPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminToday" */ './today/today-page'),
  (page) => page.TodayPage,
);
const OrdersPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminOrders" */ './orders/orders-page'),
  (page) => page.OrdersPage,
);
const OrderPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminOrder" */ './order/order-page'),
  (page) => page.OrderPage,
);
const StockPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminStock" */ './stock/stock-page'),
  (page) => page.StockPage,
);
const PromoCodesPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminPromoCodes" */ './promo-codes/promo-codes-page'),
  (page) => page.PromoCodesPage,
);
const MessagesPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminMessages" */ './messages/messages-page'),
  (page) => page.MessagesPage,
);
const AccountingPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminAccounting" */ './accounting/accounting-page'),
  (page) => page.AccountingPage,
);
const JournalPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminJournal" */ './journal/journal-page'),
  (page) => page.JournalPage,
);

const ProductsPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminProducts" */ './products/products-page'),
  (page) => page.ProductsPage,
);
const ProductPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminProduct" */ './product/product-page'),
  (page) => page.ProductPage,
);
const CategoriesPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminCategories" */ './categories/categories-page'),
  (page) => page.CategoriesPage,
);
const RecipesPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminRecipes" */ './recipes/recipes-page'),
  (page) => page.RecipesPage,
);
const SearchSynonymsPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminSearchSynonyms" */ './search-synonyms/search-synonyms-page'),
  (page) => page.SearchSynonymsPage,
);
const HomePagePage = lazyPage(
  () => import(/* webpackChunkName: "route-adminHomePage" */ './home-page/home-page-page'),
  (page) => page.HomePagePage,
);

const TeamPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminTeam" */ './team/team-page'),
  (page) => page.TeamPage,
);
const CustomersPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminCustomers" */ './customers/customers-page'),
  (page) => page.CustomersPage,
);

/** The back office's pages by route, inside its frame; the shell mounts the app only on these, for the staff. */
export function AdminRoutes() {
  return (
    <AdminLayout>
      <Routes>
        <Route path={routePatternOf(adminPages.adminToday)} element={<TodayPage />} />
        <Route path={routePatternOf(adminPages.adminOrders)} element={<OrdersPage />} />
        <Route path={routePatternOf(adminPages.adminOrder)} element={<OrderPage />} />
        <Route path={routePatternOf(adminPages.adminStock)} element={<StockPage />} />
        <Route path={routePatternOf(adminPages.adminPromoCodes)} element={<PromoCodesPage />} />
        <Route path={routePatternOf(adminPages.adminMessages)} element={<MessagesPage />} />
        <Route path={routePatternOf(adminPages.adminAccounting)} element={<AccountingPage />} />
        <Route path={routePatternOf(adminPages.adminJournal)} element={<JournalPage />} />
        <Route path={routePatternOf(adminPages.adminProducts)} element={<ProductsPage />} />
        <Route path={routePatternOf(adminPages.adminProduct)} element={<ProductPage />} />
        <Route path={routePatternOf(adminPages.adminCategories)} element={<CategoriesPage />} />
        <Route path={routePatternOf(adminPages.adminRecipes)} element={<RecipesPage />} />
        <Route path={routePatternOf(adminPages.adminHomePage)} element={<HomePagePage />} />
        <Route path={routePatternOf(adminPages.adminSearchSynonyms)} element={<SearchSynonymsPage />} />
        <Route path={routePatternOf(adminPages.adminTeam)} element={<TeamPage />} />
        <Route path={routePatternOf(adminPages.adminCustomers)} element={<CustomersPage />} />
      </Routes>
    </AdminLayout>
  );
}
