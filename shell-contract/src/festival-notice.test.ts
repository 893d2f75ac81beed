import { describe, expect, it } from 'vitest';
import { isFestivalNoticeShownAt } from './festival-notice';

// The notice shows from 10 February to 1 March (winter, Paris at UTC+1), or from 10 to 20 July (summer, UTC+2).
const winter = { shown_from: '2026-02-10', ends_on: '2026-03-01' };
const summer = { shown_from: '2026-07-10', ends_on: '2026-07-20' };

describe('the festival notice, shown on the shop’s day', () => {
  it.each([
    ['well before its first day', winter, '2026-01-20T12:00:00Z', false],
    ['in the middle of its days', winter, '2026-02-20T12:00:00Z', true],
    ['well after the festival', summer, '2026-08-02T12:00:00Z', false],
    ['at 23:30 in Paris the evening before its first day (winter)', winter, '2026-02-09T22:30:00Z', false],
    ['at 00:30 in Paris on its first day (winter)', winter, '2026-02-09T23:30:00Z', true],
    ['at 00:30 in Paris on its first day (summer)', summer, '2026-07-09T22:30:00Z', true],
    ['at 23:30 in Paris the evening before its first day (summer)', summer, '2026-07-09T21:30:00Z', false],
    ['at 23:30 in Paris on the festival’s last day (summer)', summer, '2026-07-20T21:30:00Z', true],
    ['at 00:30 in Paris the day after the festival (summer)', summer, '2026-07-20T22:30:00Z', false],
    ['at 00:30 in Paris the day after the festival (winter)', winter, '2026-03-01T23:30:00Z', false],
  ])('%s', (_case, notice, moment, shown) => {
    expect(isFestivalNoticeShownAt(notice, new Date(moment))).toBe(shown);
  });
});
