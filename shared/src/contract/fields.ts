// The fields forms and calls of several features share: each refuses with the same codes on both sides.
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { locales } from '../locale/locales';
import { storedText } from './request';

/** A text the shopper must fill in (spaces alone count as empty: "this field is required"); stored, so no NUL. */
export const filledText = (max: number) => storedText.check(z.trim(), z.minLength(1), z.maxLength(max));
/** A text the shopper may leave empty: read as null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(storedText.check(z.trim(), z.maxLength(max))),
    z.transform((text) => text || null),
  );

export const localeSchema = lazySchema(() => z.enum(locales));

/** ISO 3166-1 alpha-2, among the countries of `GET /api/countries` (the server refuses others with `country`). */
export const countryCodeSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.toUpperCase(),
    // An empty one is only "required" (the rules below pass what is empty, rather than abort: an aborted
    // field would hide the other fields' refusals, such as the confirmation's).
    z.refine((code) => code === '' || /^[A-Z]{2}$/.test(code), { params: { code: 'country' } }),
  ),
);
