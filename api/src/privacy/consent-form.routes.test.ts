import { consentCategories, consentCookie, consentRevision } from '@lemon/shared/consent-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('the cookie banner as a form', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp('sqlite');
  });
  afterAll(() => shop.close());

  /** What the banner's form sends, from one of the shop's pages. */
  const postChoice = (fields: Record<string, string>, { site = 'same-origin', host = 'shop.example' } = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/forms/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site, host },
      payload: new URLSearchParams(fields).toString(),
    });
  const consentCookieOf = (response: Awaited<ReturnType<typeof postChoice>>) =>
    response.cookies.find(({ name }) => name === consentCookie.name);

  it('keeps "accept all" as the banner’s library would, and sends the visitor back to the page', async () => {
    const answer = await postChoice({ choice: 'all', then: '/it/categoria/bevande?page=2' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/it/categoria/bevande?page=2');
    const cookie = consentCookieOf(answer)!;
    // The library's attributes (a host name with a dot is named), so it reads and replaces this very cookie.
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', domain: 'shop.example', secure: true, maxAge: 182 * 24 * 60 * 60 });
    expect(cookie.httpOnly).toBeUndefined();
    const stored = JSON.parse(cookie.value) as Record<string, unknown>;
    expect(stored).toMatchObject({ categories: [...consentCategories], revision: consentRevision, languageCode: 'it' });
    expect(stored.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(stored.consentTimestamp))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps "necessary only" as the necessary category alone; on a host without a dot, for that host only', async () => {
    const answer = await postChoice({ choice: 'necessary', then: '/fr' }, { host: 'localhost:4000' });
    expect(answer.headers.location).toBe('/fr');
    const cookie = consentCookieOf(answer)!;
    expect(cookie.domain).toBeUndefined();
    expect(JSON.parse(cookie.value)).toMatchObject({ categories: ['necessary'], languageCode: 'fr' });
  });

  it('refuses an answer the banner does not give, an address elsewhere and another site’s page, and keeps nothing', async () => {
    for (const fields of [
      { choice: 'analytics', then: '/fr' },
      { choice: 'all', then: '//elsewhere.example/' },
      { choice: 'all', then: 'https://elsewhere.example/' },
      { then: '/fr' },
    ] as Record<string, string>[]) {
      const refused = await postChoice(fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(422);
      expect(consentCookieOf(refused)).toBeUndefined();
    }
    const crossSite = await postChoice({ choice: 'all', then: '/fr' }, { site: 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(consentCookieOf(crossSite)).toBeUndefined();
  });
});
