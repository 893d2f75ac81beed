import { itemEnvelope, listEnvelope } from '@lemon/shared/contract';
import { productSchema } from '@lemon/catalog-contract';
import {
  auditListResponseSchema,
  staffProductListResponseSchema,
  staffProductResponseSchema,
  type ProductPayload,
  type StaffProduct,
} from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusalCodes, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { wholeSitemap } from '../test-support/sitemap-reading';
import { createTestUser } from '../test-support/test-users';
import { pictureUrl } from '../media/picture-files';
import { shopDrawingPicture } from '../media/uploaded-pictures';

describe.each(testEngines)('the owner’s products on %s', (engine) => {
  let shop: TestApp;
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    token = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    categoryId = (await createTestCategory(shop.app.db)).id;
  });
  afterAll(() => shop.close());

  const staffCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(shop.app, method, url, { token, payload });
  const create = async (overrides: Partial<ProductPayload> = {}) => {
    const response = await staffCall('POST', '/api/staff/products', newProductPayload(categoryId, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return staffProductResponseSchema.parse(response.json()).data;
  };
  const save = (product: StaffProduct, changes: Parameters<typeof updatePayloadOf>[1]) =>
    staffCall('PUT', `/api/staff/products/${product.id}`, updatePayloadOf(product, changes));
  const read = async (id: number) => staffProductResponseSchema.parse((await staffCall('GET', `/api/staff/products/${id}`)).json()).data;
  /** What a shopper's page gets: the product by any of its slugs, or its status. */
  const shopperSees = async (slug: string) => {
    const response = await shop.app.inject({ url: `/api/products/${slug}` });
    return response.statusCode === 200 ? itemEnvelope(productSchema).parse(response.json()).data : response.statusCode;
  };
  const categoryList = async (id = categoryId) =>
    listEnvelope(productSchema)
      .parse((await shop.app.inject({ url: `/api/products?filter[product_category_id]=${id}&sort=order&perPage=100` })).json())
      .data.map((product) => product.id);
  const productCount = async () =>
    Number(
      (
        await shop.app.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  describe('creating', () => {
    it('creates a product with its variations, in its category and on its page at once, in every language', async () => {
      await shopperSees('warming-the-cache'); // a cached answer of the list must not hide the new product
      const before = await categoryList();
      const product = await create();
      expect(product).toMatchObject({ version: 1, is_hidden: false, vat_rate: 550, order_count: 0 });
      expect(product.variations.map((variation) => [variation.label.fr, variation.price, variation.stock, variation.is_default])).toEqual([
        ['250 g', 850, 10, true],
        ['500 g', 1450, 0, false],
      ]);
      expect(product.variations.map((variation) => [variation.picture, variation.picture_url])).toEqual([
        [null, pictureUrl(shopDrawingPicture, 'card')],
        [null, pictureUrl(shopDrawingPicture, 'card')],
      ]);
      expect(await categoryList()).toEqual([...before, product.id]);
      for (const slug of Object.values(product.slug)) {
        const seen = await shopperSees(slug);
        expect(seen).toMatchObject({ id: product.id, label: product.label });
      }
    });

    it('keeps the description as the shop shows it: what could run is taken out', async () => {
      const product = await create({
        description: {
          fr: '<p onclick="steal()">Bon <strong>citron</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">lien</a>',
          en: '<p></p>',
          it: '<ul><li><p>Uno</p></li><li><p>Due</p></li></ul>',
        },
      });
      expect(product.description.fr).toBe('<p>Bon <strong>citron</strong></p><a>lien</a>');
      expect(product.description.en).toBe('');
      expect(product.description.it).toBe('<ul><li><p>Uno</p></li><li><p>Due</p></li></ul>');
    });

    it('refuses each field the shop needs, with its code, and writes nothing', async () => {
      const count = await productCount();
      const payload = newProductPayload(categoryId);
      const refused = async (changes: object) => refusalCodes(await staffCall('POST', '/api/staff/products', { ...payload, ...changes }));
      expect(await refused({ label: { ...payload.label, en: '  ' } })).toEqual({ 'label.en': ['required'] });
      expect(await refused({ slug: { ...payload.slug, it: 'Marmellata di limoni' } })).toEqual({ 'slug.it': ['slug'] });
      expect(await refused({ slug: { ...payload.slug, fr: '' } })).toEqual({ 'slug.fr': ['required'] });
      expect(await refused({ product_category_id: 999_999 })).toEqual({ product_category_id: ['exists'] });
      expect(await refused({ recipe_ids: [999_999] })).toEqual({ recipe_ids: ['exists'] });
      expect(await refused({ vat_rate: 1900 })).toEqual({ vat_rate: ['invalid'] });
      const variation = payload.variations[0]!;
      expect(await refused({ variations: [{ ...variation, price: 0 }] })).toEqual({ 'variations.0.price': ['min'] });
      expect(await refused({ variations: [{ ...variation, price: 12.5 }] })).toEqual({ 'variations.0.price': ['invalid'] });
      expect(await refused({ variations: [{ ...variation, stock: -1 }] })).toEqual({ 'variations.0.stock': ['min'] });
      expect(await refused({ variations: [{ ...variation, color: 'yellow' }] })).toEqual({ 'variations.0.color': ['invalid'] });
      expect(await refused({ variations: [{ ...variation, label: { ...variation.label, it: '' } }] })).toEqual({
        'variations.0.label.it': ['required'],
      });
      expect(await refused({ variations: [] })).toEqual({ variations: ['min'] });
      expect(await refused({ variations: [variation, { ...variation, is_default: true }] })).toEqual({ variations: ['default_variation'] });
      expect(await refused({ variations: [{ ...variation, picture: 'photo-0000000000' }] })).toEqual({
        'variations.0.picture': ['exists'],
      });
      expect(await productCount()).toBe(count);
    });

    it('refuses an address another page has in any language, and lets one product use one address in every language', async () => {
      const taken = newProductPayload(categoryId);
      // The seed's liqueur is `liqueur-citron-menton` in French: no other product may take it, in any language.
      const refused = await staffCall('POST', '/api/staff/products', { ...taken, slug: { ...taken.slug, en: 'liqueur-citron-menton' } });
      expect(refusalCodes(refused)).toEqual({ 'slug.en': ['slug_taken'] });
      const same = await create({
        slug: { fr: `limoncello-${taken.slug.fr}`, en: `limoncello-${taken.slug.fr}`, it: `limoncello-${taken.slug.fr}` },
      });
      expect(await shopperSees(same.slug.it)).toMatchObject({ id: same.id });
    });

    it('of two products created at once with one address, gives it to one and refuses the other', async () => {
      const payload = newProductPayload(categoryId);
      const results = await Promise.all([1, 2].map(() => staffCall('POST', '/api/staff/products', payload)));
      expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422]);
      expect(refusalCodes(results.find((result) => result.statusCode === 422)!)).toMatchObject({ 'slug.fr': ['slug_taken'] });
    });

    it('makes the product of the month the only one', async () => {
      const product = await create({ is_monthly: true });
      const monthly = listEnvelope(productSchema).parse(
        (await shop.app.inject({ url: '/api/products?filter[is_monthly]=true' })).json(),
      ).data;
      expect(monthly.map((item) => item.id)).toEqual([product.id]);
    });
  });

  describe('saving', () => {
    it('shows a new price on the next call, and a cart holding the product charges it', async () => {
      const product = await create();
      expect(await shopperSees(product.slug.fr)).toMatchObject({ product_variations: [{ price: 850 }, { price: 1450 }] });
      const customer = await customerWithCart(shop.app, [{ variationId: product.variations[0]!.id, quantity: 2 }]);
      const variations = updatePayloadOf(product).variations.map((variation, index) =>
        index === 0 ? { ...variation, price: 990 } : variation,
      );
      const saved = staffProductResponseSchema.parse((await save(product, { variations })).json()).data;
      expect(saved.version).toBe(2);
      expect(await shopperSees(product.slug.fr)).toMatchObject({ product_variations: [{ price: 990 }, { price: 1450 }] });
      const cart = await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token });
      expect(cart.json()).toMatchObject({ data: { subtotal: 1980 } });
      const { order } = placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: 'pickup' }));
      expect(order.subtotal).toBe(1980);
    });

    it('logs only what changed, the changed size alone, and the journal names the product', async () => {
      const product = await create();
      const variations = updatePayloadOf(product).variations.map((variation, index) =>
        index === 0 ? { ...variation, price: 990 } : variation,
      );
      expect((await save(product, { variations })).statusCode).toBe(200);
      const journal = auditListResponseSchema.parse(
        (await staffCall('GET', `/api/staff/audit?subject_type=product&subject_id=${product.id}`)).json(),
      );
      const size = product.variations[0]!.label.fr;
      expect(journal.data.map(({ action, subject_name, before, after }) => ({ action, subject_name, before, after }))).toEqual([
        {
          action: 'product.updated',
          subject_name: product.label.fr,
          before: { variations: { [size]: { price: 850, stock: product.variations[0]!.stock } } },
          after: { variations: { [size]: { price: 990, stock: product.variations[0]!.stock } } },
        },
        { action: 'product.created', subject_name: product.label.fr, before: null, after: expect.any(Object) },
      ]);
    });

    it('refuses a save made from an older version, and keeps what was saved first', async () => {
      const product = await create();
      const first = await save(product, { label: { ...product.label, fr: 'Première version' } });
      expect(first.statusCode).toBe(200);
      const late = await save(product, { label: { ...product.label, fr: 'Seconde version' } });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ errors: { version: ['stale'] } });
      expect((await read(product.id)).label.fr).toBe('Première version');
    });

    it('of two saves sent at once from one version, lets one through and refuses the other', async () => {
      const product = await create();
      const results = await Promise.all(['Atelier', 'Boutique'].map((name) => save(product, { label: { ...product.label, fr: name } })));
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      const winner = results.findIndex((result) => result.statusCode === 200);
      expect((await read(product.id)).label.fr).toBe(['Atelier', 'Boutique'][winner]);
    });

    it('never writes a stock the owner did not change over a sale, and refuses one she changed as it moved', async () => {
      const product = await create();
      const jar = product.variations[0]!;
      // A sale takes 3 jars while her form is open.
      await shop.app.db.updateTable('product_variations').set({ stock: 7 }).where('id', '=', jar.id).execute();
      const renamed = await save(product, { label: { ...product.label, fr: 'Confiture renommée' }, version: product.version });
      expect(renamed.statusCode).toBe(200);
      expect((await read(product.id)).variations[0]!.stock).toBe(7);

      const current = await read(product.id);
      await shop.app.db.updateTable('product_variations').set({ stock: 6 }).where('id', '=', jar.id).execute();
      const variations = updatePayloadOf(current).variations.map((variation, index) =>
        index === 0 ? { ...variation, stock: 20 } : variation,
      );
      const late = await save(current, { variations });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ errors: { 'variations.0.stock': ['stale'] } });
      expect((await read(product.id)).variations[0]!.stock).toBe(6);
    });

    it('adds, reorders and removes variations; orders keep what they sold', async () => {
      const product = await create();
      const customer = await customerWithCart(shop.app, [{ variationId: product.variations[0]!.id, quantity: 1 }]);
      placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: 'pickup' }));
      const [small] = updatePayloadOf(product).variations;
      const saved = await save(product, {
        variations: [
          { label: { fr: '1 kg', en: '1 kg', it: '1 kg' }, color: null, price: 2500, stock: 4, is_default: true, picture: null },
          { ...small!, is_default: false },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await read(product.id);
      expect(after.variations.map((variation) => variation.label.fr)).toEqual(['1 kg', '250 g']);
      expect(after.variations[1]!.id).toBe(small!.id);
      const lines = await shop.app.db
        .selectFrom('order_lines')
        .select(['variation_label_fr', 'unit_price'])
        .where('product_variation_id', '=', small!.id!)
        .execute();
      expect(lines).toEqual([{ variation_label_fr: '250 g', unit_price: 850 }]);
    });

    it('refuses a variation of another product', async () => {
      const [product, other] = [await create(), await create()];
      const variations = [{ ...updatePayloadOf(other).variations[0]!, is_default: true }];
      expect(refusalCodes(await save(product, { variations }))).toEqual({ 'variations.0.id': ['exists'] });
    });
  });

  describe('hiding and deleting', () => {
    it('keeps a hidden product from every list, page, search and cart of shoppers, and shows it to the staff', async () => {
      const product = await create();
      const recipe = await shop.app.db.selectFrom('recipes').select('id').orderBy('id').executeTakeFirstOrThrow();
      const linked = await save(product, { recipe_ids: [recipe.id] });
      const shown = staffProductResponseSchema.parse(linked.json()).data;
      expect(await categoryList()).toContain(product.id);
      const hidden = await save(shown, { is_hidden: true });
      expect(hidden.statusCode).toBe(200);

      expect(await categoryList()).not.toContain(product.id);
      for (const slug of Object.values(product.slug)) expect(await shopperSees(slug)).toBe(404);
      expect(await shopperSees(String(product.id))).toBe(404);
      const recipes = (await shop.app.inject({ url: '/api/recipes?include=products' })).json() as {
        data: { products: { id: number }[] }[];
      };
      expect(recipes.data.flatMap((item) => item.products.map((linkedProduct) => linkedProduct.id))).not.toContain(product.id);
      const sitemap = await wholeSitemap(async (url) => (await shop.app.inject({ url })).body);
      expect(sitemap).not.toContain(product.slug.fr);
      const added = await shop.app.inject({
        method: 'POST',
        url: '/api/add-to-cart',
        payload: { product_variation_id: product.variations[0]!.id, quantity: 1 },
      });
      expect(added.json()).toMatchObject({ errors: { product_variation_id: ['exists'] } });

      expect((await read(product.id)).is_hidden).toBe(true);
      const list = staffProductListResponseSchema.parse(
        (await staffCall('GET', `/api/staff/products?visibility=hidden&category=${categoryId}`)).json(),
      );
      expect(list.data.map((item) => item.id)).toContain(product.id);
    });

    it('refuses an order of a product hidden since it went in the cart', async () => {
      const product = await create();
      const customer = await customerWithCart(shop.app, [{ variationId: product.variations[0]!.id, quantity: 1 }]);
      await save(product, { is_hidden: true });
      const refused = await placeOrderCall(shop.app, customer, { delivery_method: 'pickup' });
      expect(refused.statusCode).toBe(422);
      expect(Object.values(refused.json().errors as Record<string, string[]>)).toEqual([['out_of_stock']]);
    });

    it('deletes a product no order carries; one an order carries is refused (hide it instead)', async () => {
      const [kept, gone] = [await create(), await create()];
      const customer = await customerWithCart(shop.app, [{ variationId: kept.variations[0]!.id, quantity: 1 }]);
      placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: 'pickup' }));
      expect((await read(kept.id)).order_count).toBe(1);
      const refused = await staffCall('DELETE', `/api/staff/products/${kept.id}`);
      expect(refusalCodes(refused)).toEqual({ id: ['in_use'] });
      expect(await shopperSees(kept.slug.fr)).toMatchObject({ id: kept.id });

      expect((await staffCall('DELETE', `/api/staff/products/${gone.id}`)).statusCode).toBe(204);
      expect(await shopperSees(gone.slug.fr)).toBe(404);
      expect((await staffCall('GET', `/api/staff/products/${gone.id}`)).statusCode).toBe(404);
      expect(await categoryList()).not.toContain(gone.id);
    });
  });

  describe('the list', () => {
    it('finds products by words of their names in any language, by category, stock and visibility, and pages them', async () => {
      const { id: ownCategory } = await createTestCategory(shop.app.db);
      const made = [];
      for (let index = 0; index < 27; index += 1) made.push(await create({ product_category_id: ownCategory }));
      const hidden = await create({
        product_category_id: ownCategory,
        is_hidden: true,
        label: { fr: 'Savon caché', en: 'Hidden soap', it: 'Sapone nascosto' },
      });
      const list = async (query: string) =>
        staffProductListResponseSchema.parse((await staffCall('GET', `/api/staff/products?${query}`)).json());

      const first = await list(`category=${ownCategory}`);
      expect(first.meta).toEqual({ current_page: 1, per_page: 25, total: 28, last_page: 2 });
      expect((await list(`category=${ownCategory}&page=2`)).data).toHaveLength(3);
      expect((await list(`category=${ownCategory}&visibility=hidden`)).data.map((item) => item.id)).toEqual([hidden.id]);
      expect((await list('q=SAPONE nasc')).data.map((item) => item.id)).toEqual([hidden.id]);
      expect((await list(`q=${made[3]!.slug.en}`)).data.map((item) => item.id)).toEqual([made[3]!.id]);

      const summary = (await list(`q=${made[0]!.slug.fr}`)).data[0]!;
      expect(summary).toMatchObject({ price_from: 850, stock: 10, variation_count: 2, missing_translations: [] });
      await shop.app.db.updateTable('product_variations').set({ stock: 0 }).where('product_id', '=', made[0]!.id).execute();
      expect((await list(`category=${ownCategory}&stock=out`)).data.map((item) => item.id)).toEqual([made[0]!.id]);
      expect((await list(`category=${ownCategory}&stock=in`)).data.map((item) => item.id)).not.toContain(made[0]!.id);
    });

    it('says which translations are missing', async () => {
      const product = await create({ description: { fr: '<p>Bon.</p>', en: '', it: '<p>Buono.</p>' } });
      const list = staffProductListResponseSchema.parse((await staffCall('GET', `/api/staff/products?q=${product.slug.fr}`)).json());
      expect(list.data[0]!.missing_translations).toEqual(['description.en']);
    });
  });
});
