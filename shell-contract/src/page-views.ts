// First-party analytics: the page views the shell sends for a visitor who consented to analytics, and the staff's
// counts of them by day.
import { calendarDayMovedBy, calendarDaySchema, lazySchema, parisDay, periodRefused, strictQuery, z } from '@lemon/shared/contract';
import { locales } from '@lemon/shared/locales';

/** The longest page path kept, in characters. */
export const pagePathMaxLength = 300;

/**
 * A page's pathname as the address bar shows it, percent-encoded: a language first (`/fr`, `/fr/…`), then only
 * the characters a URL path holds (RFC 3986: no space, control character, `?` or `#`).
 */
const pagePathPattern = new RegExp(`^/(?:${locales.join('|')})(?:/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*)?$`);

/**
 * `POST /api/page-views`: one page shown to a visitor who consented to analytics. Whether the path is one of the
 * shop's pages is the routes' to say, which the apps deployed compose: the API checks it against its own, the shell
 * against the page's.
 */
export const pageViewPayloadSchema = lazySchema(() =>
  z.object({
    // An empty one is only "required".
    path: z.string().check(
      z.minLength(1),
      // Too long is only that: the page is not looked for.
      z.maxLength(pagePathMaxLength, { abort: true }),
      z.refine((path) => path === '' || pagePathPattern.test(path), { params: { code: 'invalid' } }),
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
      const from = query.from ?? calendarDayMovedBy(to, 1 - pageViewsDefaultDays);
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
