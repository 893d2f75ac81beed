/** The spec's consent cookie: `cc_cookie`, kept 182 days. */
export const consentCookie = { name: 'cc_cookie', days: 182 } as const;

/**
 * Raise it when what the shop does with cookies changes: every visitor whose consent carries an older
 * revision sees the banner again, with the revision message.
 */
export const consentRevision = 1;
