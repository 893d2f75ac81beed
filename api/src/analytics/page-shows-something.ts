import { idOrSlugParamsSchema } from '@lemon/shared/contract';
import type { RouteTable } from '@lemon/app-protocol';
import { matchRoute } from '@lemon/shared/routes';
import { findCategory } from '../catalog/categories.repository';
import { findProduct } from '../catalog/products.repository';
import type { DbOrTransaction } from '../database/database';

/** The page a path shows, if any: none for an escape that is not UTF-8. */
function routeOf(path: string, routes: RouteTable) {
  try {
    return matchRoute(path, routes);
  } catch {
    return null;
  }
}

/**
 * Whether a page of the shop's routes (those of the apps deployed) shows something: a product's or a category's page only when the catalogue
 * has it (by its id or a slug in any language, as the page itself reads it), so invented slugs add no counts.
 */
export async function pageShowsSomething(db: DbOrTransaction, path: string, routes: RouteTable): Promise<boolean> {
  const route = routeOf(path, routes);
  if (route?.name !== 'product' && route?.name !== 'category') return route !== null;
  const key = idOrSlugParamsSchema(route.name).safeParse({ id: route.params.slug });
  if (!key.success) return false;
  const shown = route.name === 'product' ? await findProduct(db, key.data.id) : await findCategory(db, key.data.id);
  return shown !== undefined;
}
