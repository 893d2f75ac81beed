import { describe, expect, it } from 'vitest';
import { isLemonFestivalNoticeShown } from './shop-identity';

describe('isLemonFestivalNoticeShown', () => {
  const on = (iso: string) => isLemonFestivalNoticeShown(new Date(`${iso}T12:00:00`));

  it('shows from two weeks before 17 February to 3 March', () => {
    expect(on('2027-02-03')).toBe(true);
    expect(on('2027-02-17')).toBe(true);
    expect(on('2028-02-29')).toBe(true);
    expect(on('2027-03-03')).toBe(true);
  });

  it('is hidden the rest of the year', () => {
    expect(on('2027-02-02')).toBe(false);
    expect(on('2027-03-04')).toBe(false);
    expect(on('2026-11-22')).toBe(false);
    expect(on('2027-01-01')).toBe(false);
  });
});
