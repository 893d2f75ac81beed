// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { consentCookie, consentRevision } from '@lemon/shared/consent-cookie';
import { earlierConsent, readConsent } from './consent-cookie';

/** The cookie as the banner library writes it: JSON, URI-encoded. */
const storeChoice = (value: unknown) => Cookies.set(consentCookie.name, JSON.stringify(value));

afterEach(() => Cookies.remove(consentCookie.name));

describe('earlierConsent', () => {
  it('reads the categories a visitor chose under the current revision', () => {
    storeChoice({ categories: ['necessary', 'analytics'], revision: consentRevision, data: null, consentId: 'x' });
    expect(earlierConsent()).toEqual(['necessary', 'analytics']);
  });

  it('knows no choice when there is none, when it was made under an older revision, or when the cookie is not the library’s', () => {
    expect(earlierConsent()).toBeUndefined();
    storeChoice({ categories: ['necessary'], revision: consentRevision - 1 });
    expect(earlierConsent()).toBeUndefined();
    storeChoice({ categories: 'all', revision: consentRevision });
    expect(earlierConsent()).toBeUndefined();
    Cookies.set(consentCookie.name, '{not json');
    expect(earlierConsent()).toBeUndefined();
  });
});

describe('readConsent', () => {
  it('says why the banner asks: no choice (or a cookie that is not the library’s), or one made under an older revision', () => {
    expect(readConsent(undefined)).toEqual({ asks: 'first-time' });
    expect(readConsent('{not json')).toEqual({ asks: 'first-time' });
    expect(readConsent(JSON.stringify({ categories: 'all', revision: consentRevision }))).toEqual({ asks: 'first-time' });
    expect(readConsent(JSON.stringify({ categories: ['necessary'], revision: consentRevision - 1 }))).toEqual({ asks: 'again' });
    expect(readConsent(JSON.stringify({ categories: ['necessary'], revision: consentRevision }))).toEqual({ chosen: ['necessary'] });
  });
});
