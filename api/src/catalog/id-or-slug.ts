import type { IdOrSlug } from '@lemon/shared/contract';
import { locales } from '@lemon/shared/locales';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../database/database';

/** The row with this id, or with this slug in any language (`GET …/{id}` reads which with the contract's params schema). */
export function matchesIdOrSlug(key: IdOrSlug) {
  return (eb: ExpressionBuilder<Database, 'products' | 'product_categories'>) =>
    'id' in key ? eb('id', '=', key.id) : eb.or(locales.map((locale) => eb(`slug_${locale}`, '=', key.slug)));
}
