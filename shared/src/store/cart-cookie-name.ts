/** The spec's cart cookie: the cart id, kept one hour from the first add. */
export const cartCookieName = 'cart';
