import { callAddress, catalogCalls, pageFromSearch, type ApiCall } from '@lemon/shared/api-calls';
import {
  categorySchema,
  itemEnvelope,
  listEnvelope,
  productSchema,
  type Category,
  type FirstAnswers,
  type Product,
} from '@lemon/shared/contract';
import type { MatchedRoute } from '@lemon/shared/routes';
import type { z } from 'zod';

/** Makes a GET of the shop's API from within the server: its status and body, as a browser would get them. */
export type ApiReader = (address: string) => Promise<{ statusCode: number; body: string }>;

/** The first answers of a page, and the category or product it shows (null: there is none of it, a 404). */
export interface PageAnswers {
  answers: FirstAnswers;
  category?: Category | null;
  product?: Product | null;
  /** The products a category page lists first. */
  listed?: Product[];
}

/** A page naming something there is none of: an unknown slug (404) or one no slug or id can be (400). */
const isMissing = (statusCode: number) => statusCode === 404 || statusCode === 400;

/**
 * The calls a page makes as it opens, made by the server: their answers go into the page, so it shows its
 * content without waiting for them. The server's own answers, through the catalogue cache like any call.
 */
export async function pageAnswers(route: MatchedRoute | null, search: string, read: ApiReader): Promise<PageAnswers> {
  const answers: FirstAnswers = {};
  /** A call's data, filed under its address; undefined when it failed (the page will ask again itself). */
  const answer = async <Schema extends z.ZodType>(call: ApiCall, schema: Schema) => {
    const address = callAddress(call);
    const { statusCode, body } = await read(address);
    if (statusCode !== 200) return { statusCode };
    const parsed = schema.parse(JSON.parse(body)) as z.infer<Schema>;
    answers[address] = parsed;
    return { statusCode, data: parsed };
  };

  const [, page] = await Promise.all([answer(catalogCalls.mainCategories, listEnvelope(categorySchema)), openingCalls()]);
  return { answers, ...page };

  async function openingCalls(): Promise<Omit<PageAnswers, 'answers'>> {
    switch (route?.name) {
      case 'home':
        await Promise.all([
          answer(catalogCalls.productOfTheMonth, listEnvelope(productSchema)),
          answer(catalogCalls.bestSellers, listEnvelope(productSchema)),
        ]);
        return {};
      case 'category': {
        const { statusCode, data } = await answer(catalogCalls.category(route.params.slug!), itemEnvelope(categorySchema));
        if (!data) return unlessFailed(statusCode, { category: null });
        const products = await answer(catalogCalls.categoryProducts(data.data.id, pageFromSearch(search)), listEnvelope(productSchema));
        return { category: data.data, listed: products.data?.data };
      }
      case 'product': {
        const { statusCode, data } = await answer(catalogCalls.product(route.params.slug!), itemEnvelope(productSchema));
        if (!data) return unlessFailed(statusCode, { product: null });
        await answer(catalogCalls.relatedProducts(data.data), listEnvelope(productSchema));
        return { product: data.data };
      }
      default:
        return {};
    }
  }
}

/** What a page showing nothing gets; a server that could not answer is no proof there is nothing. */
function unlessFailed<Missing>(statusCode: number, missing: Missing): Missing {
  if (isMissing(statusCode)) return missing;
  throw new Error(`The catalogue answered ${statusCode}: the page goes out without its head`);
}
