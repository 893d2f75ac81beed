import { Route, routePattern, Routes } from '@lemon/shared';
import { AccountPage } from './account/account-page';
import { TestPage } from './test/test-page';
import { VerifyEmailPage } from './verify-email/verify-email-page';
import { ResetPasswordPage } from './reset-password/reset-password-page';

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
