import { authRequestOf, withoutAuthRequest } from '../auth-request/auth-request';

/**
 * The login popup, its steps and its model, loaded when the address asks for it (`?showAuth=1`, see
 * popupAskedByAddress) or as the shopper reaches for a link that asks for it (installPrefetchOnIntent).
 */
export const authPopupOnDemand = {
  name: 'The auth popup',
  fallbackFor: 'auth',
  load: async () => (await import(/* webpackChunkName: "auth-popup" */ '../auth-popup/auth-popup')).AuthPopup,
  askedBy: (search: string) => authRequestOf(search).requested,
  leave: withoutAuthRequest,
};
