import Cookies from 'js-cookie';
import { z } from 'zod/mini';

/** The spec's consent cookie: `cc_cookie`, kept 182 days. */
export const consentCookie = { name: 'cc_cookie', days: 182 } as const;

/**
 * Raise it when what the shop does with cookies changes: every visitor whose consent carries an older
 * revision sees the banner again, with the revision message.
 */
export const consentRevision = 1;

/** The part of the banner library's cookie the shop reads (the library writes more). */
const storedChoice = z.object({ categories: z.array(z.string()), revision: z.number() });

/**
 * The categories a visitor chose on an earlier visit, read from the consent cookie as the banner library wrote
 * it; none when there is no such choice of the current revision (the banner then asks).
 */
export function earlierConsent(): readonly string[] | undefined {
  const stored = Cookies.get(consentCookie.name);
  if (!stored) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const choice = storedChoice.safeParse(parsed);
  return choice.success && choice.data.revision === consentRevision ? choice.data.categories : undefined;
}
