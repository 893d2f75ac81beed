import { consentCookie, consentRevision } from '@lemon/shared/consent-cookie';
import Cookies from 'js-cookie';
import { z } from 'zod/mini';

/** The part of the banner library's cookie the shop reads (the library writes more). */
const storedChoice = z.object({ categories: z.array(z.string()), revision: z.number() });

/**
 * What the consent cookie says, as the banner library wrote it (`stored`: its value, decoded): the categories
 * chosen under the current revision, or why the banner asks: no choice yet, or one made under an older revision.
 */
export type StoredConsent = { chosen: readonly string[] } | { asks: 'first-time' | 'again' };

export function readConsent(stored: string | undefined): StoredConsent {
  if (!stored) return { asks: 'first-time' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { asks: 'first-time' };
  }
  const choice = storedChoice.safeParse(parsed);
  if (!choice.success) return { asks: 'first-time' };
  return choice.data.revision === consentRevision ? { chosen: choice.data.categories } : { asks: 'again' };
}

/** What a page shows of a consent: the banner's question (`first-time`, `again`), or none once chosen. */
export type ConsentQuestion = 'first-time' | 'again' | 'chosen';

/** The question a consent cookie's value leaves the banner asking. */
export function consentQuestion(stored: string | undefined): ConsentQuestion {
  const consent = readConsent(stored);
  return 'asks' in consent ? consent.asks : 'chosen';
}

/** This browser's consent, from its cookie. */
export const consentInBrowser = () => readConsent(Cookies.get(consentCookie.name));

/**
 * The categories a visitor chose on an earlier visit; none when there is no such choice of the current
 * revision (the banner then asks).
 */
export function earlierConsent(): readonly string[] | undefined {
  const consent = consentInBrowser();
  return 'chosen' in consent ? consent.chosen : undefined;
}
