import type { PageViewCount } from '@lemon/shell-contract';

export interface DayViews {
  /** `YYYY-MM-DD`, in Paris. */
  day: string;
  views: number;
}

/** The calendar day after `day` (`YYYY-MM-DD`): a day of the calendar, so counted in UTC, where no day has 23 hours. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to` (both `YYYY-MM-DD`) with its page views over all pages, days without any as 0. */
export function pageViewsByDay(counts: readonly PageViewCount[], from: string, to: string): DayViews[] {
  const views = new Map<string, number>();
  for (const count of counts) views.set(count.day, (views.get(count.day) ?? 0) + count.views);
  const days: DayViews[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push({ day, views: views.get(day) ?? 0 });
  return days;
}
