import { describe, expect, it } from 'vitest';
import { formatDatedMoment, formatDay, formatMoment, formatShortDay } from './moments';

describe('the back office’s dates', () => {
  it('write the first of the month "1er" in French, and leave the other days and languages alone', () => {
    expect(formatDay('fr', '2026-12-01')).toBe('mardi 1er décembre');
    expect(formatShortDay('fr', '2026-12-01')).toBe('1er déc.');
    expect(formatMoment('fr', '2026-12-01T13:05:00Z')).toBe('1er décembre à 14:05');
    expect(formatDatedMoment('fr', '2026-12-01T13:05:00Z')).toBe('1er déc. 2026, 14:05');
    expect(formatDay('fr', '2026-12-11')).toBe('vendredi 11 décembre');
    expect(formatDay('fr', '2026-12-21')).toBe('lundi 21 décembre');
    expect(formatDay('en', '2026-12-01')).toBe('Tuesday, December 1');
    expect(formatDay('it', '2026-12-01')).toBe('martedì 1 dicembre');
  });
});
