// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, expect, it } from 'vitest';
import { consentSettled } from '../consent/consent.model';
import { $festivalNoticeClosedFor, festivalNoticeClosed, festivalNoticeStorageKey } from './festival-notice.model';

afterEach(() => localStorage.clear());
const remembered = () => localStorage.getItem(festivalNoticeStorageKey);

it('closes the notice for the visit, and remembers which festival’s only with consent to preferences', async () => {
  const scope = fork();
  await allSettled(consentSettled, { scope, params: ['necessary', 'analytics'] });
  await allSettled(festivalNoticeClosed, { scope, params: '2027-02-17' });
  expect(scope.getState($festivalNoticeClosedFor)).toBe('2027-02-17');
  expect(remembered()).toBeNull();

  await allSettled(consentSettled, { scope, params: ['necessary', 'preferences'] });
  expect(remembered()).toBe('2027-02-17');

  await allSettled(consentSettled, { scope, params: ['necessary'] });
  expect(remembered()).toBeNull();
});

it('remembers a close at once when preferences are allowed', async () => {
  const scope = fork();
  await allSettled(consentSettled, { scope, params: ['necessary', 'preferences', 'analytics'] });
  await allSettled(festivalNoticeClosed, { scope, params: '2027-02-17' });
  expect(remembered()).toBe('2027-02-17');
});
