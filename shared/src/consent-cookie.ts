// The cookie keeping a visitor's choice on cookies, as the shell's banner library (vanilla-cookieconsent) writes and
// reads it. The banner's two answers write it without the library: the shell once the page's scripts run, the
// server before (api/src/privacy/consent-form.routes.ts); the library, once it runs, reads and replaces it.

/** The spec's consent cookie: `cc_cookie`, kept 182 days. */
export const consentCookie = { name: 'cc_cookie', days: 182 } as const;

/**
 * Raise it when what the shop does with cookies changes: every visitor whose consent carries an older
 * revision sees the banner again, with the revision message.
 */
export const consentRevision = 1;

/**
 * The cookie's domain as the library names it on a page of `hostname`: the host itself when its name has a dot (not
 * `localhost`), none otherwise. The same attributes make the same cookie, never a second one beside it.
 */
export const consentCookieDomain = (hostname: string): { domain?: string } => (hostname.includes('.') ? { domain: hostname } : {});

/** What a visitor may accept: the cookies the shop cannot work without, their preferences, the shop's own analytics. */
export const consentCategories = ['necessary', 'preferences', 'analytics'] as const;

/** The banner's two answers: every category, or the necessary ones only. */
export const consentAnswers = { all: consentCategories, necessary: ['necessary'] } as const satisfies Record<
  string,
  readonly (typeof consentCategories)[number][]
>;

export type ConsentAnswer = keyof typeof consentAnswers;

/**
 * The cookie's value (before the cookie's own encoding) for a choice made at `now` on a page in `languageCode`, as
 * the library writes it: it takes such a cookie as the visitor's choice and asks nothing more.
 */
export function consentCookieValue(
  categories: readonly string[],
  { languageCode, now = new Date(), revision = consentRevision }: { languageCode: string; now?: Date; revision?: number },
): string {
  const at = now.toISOString();
  return JSON.stringify({
    categories,
    revision,
    data: null,
    consentTimestamp: at,
    consentId: crypto.randomUUID(),
    services: Object.fromEntries(consentCategories.map((category) => [category, []])),
    languageCode,
    lastConsentTimestamp: at,
  });
}
