import { lazyPage } from '@lemon/kit';
import { Route, routePattern, Routes } from '@lemon/shared';

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
      <Route path={routePattern('account')} element={<AccountPage />} />
      <Route path={routePattern('test')} element={<TestPage />} />
      <Route path={routePattern('verifyEmail')} element={<VerifyEmailPage />} />
      <Route path={routePattern('resetPassword')} element={<ResetPasswordPage />} />
    </Routes>
  );
}
