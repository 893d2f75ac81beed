import { lazyPage } from '@lemon/kit';
import { routePatternOf } from '@lemon/app-protocol';
import { Route, Routes } from '@lemon/shared';
import { accountPages } from './pages';

// Each page is a chunk of its own, named after its route: the server preloads the one a page shows.
const AccountPage = lazyPage(
  () => import(/* webpackChunkName: "route-account" */ './account/account-page'),
  (page) => page.AccountPage,
);
const TestPage = lazyPage(
  () => import(/* webpackChunkName: "route-test" */ './test/test-page'),
  (page) => page.TestPage,
);
const VerifyEmailPage = lazyPage(
  () => import(/* webpackChunkName: "route-verifyEmail" */ './verify-email/verify-email-page'),
  (page) => page.VerifyEmailPage,
);
const ResetPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "route-resetPassword" */ './reset-password/reset-password-page'),
  (page) => page.ResetPasswordPage,
);

/** The pages of this app by route; the shell mounts the app only on these. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path={routePatternOf(accountPages.account)} element={<AccountPage />} />
      <Route path={routePatternOf(accountPages.test)} element={<TestPage />} />
      <Route path={routePatternOf(accountPages.verifyEmail)} element={<VerifyEmailPage />} />
      <Route path={routePatternOf(accountPages.resetPassword)} element={<ResetPasswordPage />} />
    </Routes>
  );
}
