// First-party analytics: the page views a visitor who consented to analytics sends, and the staff's counts.
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { locales } from '../locale/locales';
import { matchRoute } from '../routes/routes';
import { strictQuery } from './request';

/** The shop counts its days in its own time zone: a view at 00:30 in Menton is of that day, not of UTC's. */
export const shopTimeZone = 'Europe/Paris';

// Made at its first use: a formatter with a time zone loads the zone's rules, which a page that never counts
// days should not wait for while it starts.
let parisDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day (`YYYY-MM-DD`) in Paris at `moment`. */
export const parisDay = (moment: Date): string => {
  parisDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return parisDayFormat.format(moment);
};

/** `day` (`YYYY-MM-DD`) moved by `days` calendar days (negative: back). */
const movedBy = (day: string, days: number): string => formatISO(addDays(parseISO(day), days), { representation: 'date' });
/** How many calendar days from `from` to `to`, both counted. */
export const daysCovered = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;

/** The longest page path kept, in characters. */
export const pagePathMaxLength = 300;

/**
 * A page's pathname as the address bar shows it, percent-encoded: a language first (`/fr`, `/fr/…`), then only
 * the characters a URL path holds (RFC 3986: no space, control character, `?` or `#`).
 */
const pagePathPattern = new RegExp(`^/(?:${locales.join('|')})(?:/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*)?$`);

/** One of the shop's own pages (a product or category slug is not checked): invented paths are not counted. */
function isShopPage(path: string): boolean {
  if (!pagePathPattern.test(path)) return false;
  try {
    return matchRoute(path)?.locale !== undefined;
  } catch {
    return false; // a %-escape that is not UTF-8
  }
}

/** `POST /api/page-views`: one page shown to a visitor who consented to analytics. */
export const pageViewPayloadSchema = lazySchema(() =>
  z.object({
    // An empty one is only "required".
    path: z.string().check(
      z.minLength(1),
      // Too long is only that: the page is not looked for.
      z.maxLength(pagePathMaxLength, { abort: true }),
      z.refine((path) => path === '' || isShopPage(path), { params: { code: 'invalid' } }),
    ),
    /** The analytics visitor cookie's value: `crypto.randomUUID()` in the browser. */
    visitor: z.uuidv4().check(z.toLowerCase()),
  }),
);
export type PageViewPayload = z.input<typeof pageViewPayloadSchema>;

/** `POST /api/page-views` (204): counted; no body. */
export const pageViewResponseSchema = lazySchema(() => z.undefined());

/** The staff's counts cover the last this many days, today included, unless told otherwise. */
export const pageViewsDefaultDays = 30;
/** The longest period the staff's counts cover at once, in days. */
export const pageViewsMaxDays = 366;

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date();

/**
 * Refuses a period of calendar days in a query's transform, on `from` (the day that makes it wrong): `from` after
 * `to` is `date_order`, more than `maxDays` days is `date_range`. Whether it refused.
 */
export function periodRefused(context: { issues: unknown[] }, from: string, to: string, maxDays = Infinity): boolean {
  const code = from > to ? 'date_order' : daysCovered(from, to) > maxDays ? 'date_range' : undefined;
  if (code)
    context.issues.push({
      code: 'custom',
      path: ['from'],
      message: `The period ${from} to ${to} is refused.`,
      input: from,
      params: { code },
    });
  return code !== undefined;
}

/**
 * `GET /api/staff/page-views?from=2026-11-01&to=2026-11-30` (staff): both days counted, in Paris. Without `to`,
 * up to today; without `from`, the `pageViewsDefaultDays` up to `to`. `from` after `to` is `date_order`, a
 * period over `pageViewsMaxDays` is `date_range` (both on `from`, the day that makes either wrong).
 */
export const pageViewsQuerySchema = lazySchema(() =>
  z.pipe(
    strictQuery({ from: z.optional(calendarDaySchema), to: z.optional(calendarDaySchema) }),
    z.transform((query, context) => {
      const to = query.to ?? parisDay(new Date());
      const from = query.from ?? movedBy(to, 1 - pageViewsDefaultDays);
      return periodRefused(context, from, to, pageViewsMaxDays) ? z.NEVER : { from, to };
    }),
  ),
);
export type PageViewsQuery = z.input<typeof pageViewsQuerySchema>;

/** The views of one page on one day: `visitors` counts each visitor once. */
export const pageViewCountSchema = lazySchema(() =>
  z.object({
    day: z.string(),
    path: z.string(),
    views: z.int().check(z.minimum(1)),
    visitors: z.int().check(z.minimum(1)),
  }),
);
export type PageViewCount = z.infer<typeof pageViewCountSchema>;

/** The counts by day and page, latest day first, then the most viewed, then by path; the period they cover. */
export const pageViewsResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(pageViewCountSchema),
    meta: z.object({ from: z.string(), to: z.string(), total_views: z.int().check(z.minimum(0)) }),
  }),
);
