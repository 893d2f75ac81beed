import { definePages } from '@lemon/app-protocol';

/** The account's pages: its build publishes them, and the shop routes their addresses to this app. */
export const accountPages = definePages({
  account: { path: 'mon-compte', access: 'signed-in' },
  test: { path: 'test', access: 'signed-in' },
  // The links of the e-mails, which carry no language.
  verifyEmail: { path: 'verify-email/:userId/:token', unprefixed: true, indexed: false },
  resetPassword: { path: 'reset-password', unprefixed: true, indexed: false },
});
