import type { z } from 'zod/mini';
import { categoryPlaceSchema, categorySchema, type CategoryPlace } from '../contract/category';
import { itemEnvelope, listEnvelope } from '../contract/envelope';
import { festivalNoticeResponseSchema } from '../contract/festival-notice';
import { productSchema, recipeWithProductsSchema, type Product } from '../contract/product';
import type { MatchedRoute } from '../routes/routes';
import { catalogCalls, pageFromSearch, type ApiCall } from './api-calls';

/** Makes a call and gives its data as the schema reads it, or undefined when it failed. */
export type CallMaker = <Schema extends z.core.$ZodType>(call: ApiCall, schema: Schema) => Promise<z.infer<Schema> | undefined>;

/** What a catalogue page shows, as its opening calls answered. */
export interface PageSubject {
  category?: CategoryPlace;
  /** The products a category page lists first. */
  listed?: Product[];
  product?: Product;
}

/** The calls every page makes as it opens, whatever it shows: the main categories (menu, home hero), the festival notice. */
export const everyPageCalls = [
  { call: catalogCalls.mainCategories, schema: listEnvelope(categorySchema) },
  { call: catalogCalls.festivalNotice, schema: festivalNoticeResponseSchema },
] as const;

/**
 * The calls a page makes as it opens, made with `make`; a call built from an earlier answer (a category's
 * products, a product's related ones) waits for it. The server makes them for the page it sends and writes
 * their answers into it; the shell makes them when a link to the page is about to be followed.
 */
export async function pageOpeningCalls(
  route: Pick<MatchedRoute, 'name' | 'params'> | null,
  search: string,
  make: CallMaker,
): Promise<PageSubject> {
  switch (route?.name) {
    case 'home':
      await Promise.all([
        make(catalogCalls.productOfTheMonth, listEnvelope(productSchema)),
        make(catalogCalls.bestSellers, listEnvelope(productSchema)),
      ]);
      return {};
    case 'recipes':
      await make(catalogCalls.recipes, listEnvelope(recipeWithProductsSchema));
      return {};
    case 'category': {
      const category = (await make(catalogCalls.category(route.params.slug!), itemEnvelope(categoryPlaceSchema)))?.data;
      if (!category) return {};
      const products = await make(catalogCalls.categoryProducts(category.id, pageFromSearch(search)), listEnvelope(productSchema));
      return { category, listed: products?.data };
    }
    case 'product': {
      const product = (await make(catalogCalls.product(route.params.slug!), itemEnvelope(productSchema)))?.data;
      if (!product) return {};
      await make(catalogCalls.relatedProducts(product), listEnvelope(productSchema));
      return { product };
    }
    default:
      return {};
  }
}
