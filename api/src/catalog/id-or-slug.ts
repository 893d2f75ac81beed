import { locales } from '@lemon/shared/locales';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../database/database';

/** `GET …/{id}` takes an id or a slug in any of the three languages. */
export type IdOrSlug = { id: number } | { slug: string };

export const parseIdOrSlug = (value: string): IdOrSlug => (/^\d{1,10}$/.test(value) ? { id: Number(value) } : { slug: value });

/** The row with this id, or with this slug in any language. */
export function matchesIdOrSlug(key: IdOrSlug) {
  return (eb: ExpressionBuilder<Database, 'products' | 'product_categories'>) =>
    'id' in key ? eb('id', '=', key.id) : eb.or(locales.map((locale) => eb(`slug_${locale}`, '=', key.slug)));
}
