// Menton's lemon festival: the notice above every page warning that deliveries may be late while it runs. The
// owner sets its dates and words each year in the back office; every page reads them with one call.
import { calendarDaySchema, categoryLinkSchema, innerSchema, lazySchema, localizedTextSchema, parisDay, z } from '@lemon/shared/contract';

/** The notice's dates and words, as the owner saves them. */
export const festivalNoticeTermsSchema = lazySchema(() =>
  z.object({
    /** The first day the notice shows (some days before the festival: orders placed then arrive during it). */
    shown_from: calendarDaySchema,
    /** The festival's first and last days: the notice names them, and shows until the last. */
    starts_on: calendarDaySchema,
    ends_on: calendarDaySchema,
    /** What it says after the festival's dates, in each language ("deliveries may be a little late"). */
    message: localizedTextSchema,
  }),
);

export const festivalNoticeSchema = lazySchema(() =>
  z.extend(innerSchema(festivalNoticeTermsSchema), {
    /** The festival's category, which the notice links to while it shows (null: none chosen, or it is gone). */
    category: z.nullable(categoryLinkSchema),
  }),
);
export type FestivalNotice = z.infer<typeof festivalNoticeSchema>;

/** `GET /api/festival-notice`: the same for everyone, on every page. */
export const festivalNoticeResponseSchema = lazySchema(() => z.object({ data: festivalNoticeSchema }));

/** Whether the notice shows on `day` (`YYYY-MM-DD`, the shop's day): from its first day to the festival's last. */
export const isFestivalNoticeShown = (notice: Pick<FestivalNotice, 'shown_from' | 'ends_on'>, day: string): boolean =>
  notice.shown_from <= day && day <= notice.ends_on;

const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whether the notice shows at `moment`, on the shop's day. Paris is one or two hours ahead of UTC, so its day is
 * UTC's or the next: `parisDay`, whose time-zone formatter takes tens of milliseconds to make on a phone while the
 * page starts, is asked only when the notice shows on one of those two days and not on the other.
 */
export const isFestivalNoticeShownAt = (notice: Pick<FestivalNotice, 'shown_from' | 'ends_on'>, moment: Date): boolean => {
  const shownOnUtcDay = isFestivalNoticeShown(notice, utcDay(moment));
  const shownOnNextDay = isFestivalNoticeShown(notice, utcDay(new Date(moment.getTime() + dayMs)));
  return shownOnUtcDay === shownOnNextDay ? shownOnUtcDay : isFestivalNoticeShown(notice, parisDay(moment));
};
