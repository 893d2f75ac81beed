import type { MovedPage, SlugKind } from '@lemon/catalog-contract';
import type { DbOrTransaction } from '../database/database';
import { redirectOf, slugColumns } from './catalogue-slugs.repository';
import { localized } from './localized-columns';
import { shownProducts } from './products.repository';

/**
 * Where the page a slug no product or category has now went: a renamed one's slugs now (its old address leads
 * there, 301), a deleted one's null (gone, 410). Undefined for a slug no page ever had, and for one whose page is
 * hidden since (a draft): not found, as any page shoppers cannot see.
 */
export async function movedPage(db: DbOrTransaction, kind: SlugKind, slug: string): Promise<MovedPage | undefined> {
  const target = await redirectOf(db, kind, slug);
  if (target === null) return { slug: null };
  if (target === undefined) return undefined;
  const page =
    kind === 'product'
      ? await shownProducts(db).select(slugColumns).where('id', '=', target).executeTakeFirst()
      : await db.selectFrom('product_categories').select(slugColumns).where('id', '=', target).executeTakeFirst();
  return page && { slug: localized(page, 'slug') };
}
