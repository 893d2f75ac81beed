import { fillPattern, type ShopPage } from '@lemon/app-protocol';
import type { MatchedRoute } from '@lemon/shared/routes';
import { locales } from '@lemon/shared/locales';
import { shownProducts } from '../catalog/products.repository';
import type { DbOrTransaction } from '../database/database';
import { redirectOf } from '../staff-catalogue/catalogue-slugs';

/** Where a product or category page the catalogue no longer has by that slug went: moved for good, or gone. */
export type MovedPage = { status: 301; location: string } | { status: 410 };

const slugColumns = locales.map((locale) => `slug_${locale}` as const);

/**
 * A renamed product's or category's old address leads to its page now (301: search engines and shared links
 * follow it), in the address's language; a deleted one's says it is gone (410). A page hidden since (a draft)
 * is neither: not found, as any page shoppers cannot see.
 */
export async function movedPage(
  db: DbOrTransaction,
  route: MatchedRoute & { page: ShopPage },
  search: string,
): Promise<MovedPage | undefined> {
  const { locale, params } = route;
  const name = route.name === 'product' ? 'product' : route.name === 'category' ? 'category' : undefined;
  if (!name || !locale || !params.slug) return undefined;
  const target = await redirectOf(db, name, params.slug);
  if (target === null) return { status: 410 };
  if (target === undefined) return undefined;
  const page =
    name === 'product'
      ? await shownProducts(db).select(slugColumns).where('id', '=', target).executeTakeFirst()
      : await db.selectFrom('product_categories').select(slugColumns).where('id', '=', target).executeTakeFirst();
  if (!page) return undefined;
  return { status: 301, location: `/${locale}/${fillPattern(route.page.path, { slug: page[`slug_${locale}`] })}${search}` };
}
