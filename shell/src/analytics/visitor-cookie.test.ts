// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, expect, it } from 'vitest';
import { forgetVisitor, visitorCookie, visitorCookieExpiry, visitorId } from './visitor-cookie';

afterEach(forgetVisitor);

it('lasts 2 years and 1 minute, as the spec says of analytics cookies', () => {
  expect(visitorCookieExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2028-11-23T10:01:00.000Z');
  expect(visitorCookieExpiry(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2030-03-01T12:01:00.000Z');
});

it('keeps one random identifier per visitor, and forgets it on request', () => {
  const first = visitorId();
  expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Cookies.get(visitorCookie.name)).toBe(first);
  expect(visitorId()).toBe(first);

  forgetVisitor();
  expect(Cookies.get(visitorCookie.name)).toBeUndefined();
  expect(visitorId()).not.toBe(first);
});

it('replaces a value that is not an identifier it made', () => {
  Cookies.set(visitorCookie.name, 'someone-else');
  expect(visitorId()).toMatch(/^[0-9a-f-]{36}$/);
});
