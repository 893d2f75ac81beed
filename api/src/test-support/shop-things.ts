// The things of a seeded test shop that the consumer records' examples name (`{product.slug}`, `{cart.uuid}`), each
// found or made the first time a call asks for it: one set per call, so no call finds what another changed.
import type { FastifyInstance } from 'fastify';
import type { ShopThings } from '../consumer-records/answer-check';
import { staffSessionOf } from './test-accounts';
import { addAddressOf, customerWithCart, newCheckoutKey, placedOrder, placeOrderCall, type TestCustomer } from './test-orders';
import { createTestPromo } from './test-promos';
import { createTestUser } from './test-users';

interface CatalogueThings {
  product: { id: number; product_category_id: number; slug: { fr: string }; product_variations: { id: number }[] };
  category: { id: number; slug: { fr: string } };
  recipe: { id: number };
}

async function catalogueOf(app: FastifyInstance): Promise<CatalogueThings> {
  const first = async <Thing>(url: string) => ((await app.inject(url)).json() as { data: Thing[] }).data[0]!;
  return {
    product: await first('/api/products?sort=order&perPage=1'),
    category: await first('/api/product_categories?sort=order&perPage=1'),
    recipe: await first('/api/recipes?perPage=1'),
  };
}

/** The things a record's examples may name, each made at most once for the call that asks. */
export function shopThings(app: FastifyInstance): ShopThings {
  const made = new Map<string, Promise<unknown>>();
  const once = <Thing>(key: string, make: () => Promise<Thing>): Promise<Thing> => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Promise<Thing>;
  };
  const catalogue = () => once('catalogue', () => catalogueOf(app));
  const customer = () =>
    once('customer', async (): Promise<TestCustomer> => {
      const { product } = await catalogue();
      const customer = await customerWithCart(app, [{ variationId: product.product_variations[0]!.id }]);
      await addAddressOf(app.db, customer.id);
      return customer;
    });

  const things: Record<string, () => Promise<string | number>> = {
    'product.id': async () => (await catalogue()).product.id,
    'product.slug': async () => (await catalogue()).product.slug.fr,
    'product.categoryId': async () => (await catalogue()).product.product_category_id,
    'variation.id': async () => (await catalogue()).product.product_variations[0]!.id,
    'category.id': async () => (await catalogue()).category.id,
    'category.slug': async () => (await catalogue()).category.slug.fr,
    'recipe.id': async () => (await catalogue()).recipe.id,
    /** A verified customer, logged in, with an address, whose cart holds the first product. */
    'customer.token': async () => (await customer()).token,
    'cart.uuid': async () => (await customer()).cartId,
    'promo.code': async () => (await once('promo', () => createTestPromo(app.db))).code,
    checkoutKey: () => once('checkoutKey', async () => newCheckoutKey()),
    /** The customer's order of their cart, awaiting payment. */
    'order.reference': async () =>
      once('order', async () => placedOrder(await placeOrderCall(app, await customer(), { confirm_age: true })).order.reference),
    /** The shop's owner, signed in with the second factor. */
    'owner.token': () => once('owner', async () => staffSessionOf(app, (await createTestUser(app.db, { staffRole: 'owner' })).id)),
  };
  return (name) => {
    const thing = things[name];
    if (!thing) throw new Error(`A record names {${name}}, which the shop's things do not know: add it in shop-things.ts`);
    return thing();
  };
}
