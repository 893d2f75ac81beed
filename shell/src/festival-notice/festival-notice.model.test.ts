// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, expect, it } from 'vitest';
import { consentSettled } from '../consent/consent.model';
import { $festivalNoticeClosed, festivalNoticeClosed, festivalNoticeStorageKey } from './festival-notice.model';

afterEach(() => localStorage.clear());
const remembered = () => localStorage.getItem(festivalNoticeStorageKey);

it('closes the notice for the visit, and remembers it only with consent to preferences', async () => {
  const scope = fork();
  await allSettled(consentSettled, { scope, params: ['necessary', 'analytics'] });
  await allSettled(festivalNoticeClosed, { scope });
  expect(scope.getState($festivalNoticeClosed)).toBe(true);
  expect(remembered()).toBeNull();

  await allSettled(consentSettled, { scope, params: ['necessary', 'preferences'] });
  expect(remembered()).toBe(String(new Date().getFullYear()));

  await allSettled(consentSettled, { scope, params: ['necessary'] });
  expect(remembered()).toBeNull();
});

it('remembers a close at once when preferences are allowed', async () => {
  const scope = fork();
  await allSettled(consentSettled, { scope, params: ['necessary', 'preferences', 'analytics'] });
  await allSettled(festivalNoticeClosed, { scope });
  expect(remembered()).toBe(String(new Date().getFullYear()));
});
