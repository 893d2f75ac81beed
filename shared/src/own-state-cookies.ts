// The cookies that say a visitor has something of their own that every page shows: a cart (the header counts it) or
// a session (the header shows the account). Pages are drawn for everyone, so only the scripts show these: the
// shell's page starts them at once for such a visitor, and at the first interaction for anyone else.
import { cartCookieName } from './store/cart-cookie-name';

/** The cookie saying, without any secret, that a session is open in this browser: the page reads it to know whether to ask who. */
export const signedInCookieName = 'signed_in';

export const ownStateCookies: readonly string[] = [cartCookieName, signedInCookieName];
