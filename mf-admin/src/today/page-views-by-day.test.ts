import { describe, expect, it } from 'vitest';
import { pageViewsByDay } from './page-views-by-day';

describe('pageViewsByDay', () => {
  it('adds up the pages of each day and gives the days without a view as 0, across a month’s end', () => {
    const counts = [
      { day: '2026-12-01', path: '/fr', views: 4, visitors: 2 },
      { day: '2026-12-01', path: '/fr/panier', views: 1, visitors: 1 },
      { day: '2026-11-29', path: '/fr', views: 7, visitors: 3 },
    ];
    expect(pageViewsByDay(counts, '2026-11-29', '2026-12-01')).toEqual([
      { day: '2026-11-29', views: 7 },
      { day: '2026-11-30', views: 0 },
      { day: '2026-12-01', views: 5 },
    ]);
  });
});
