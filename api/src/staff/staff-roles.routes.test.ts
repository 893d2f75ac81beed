import { promoCodeListResponseSchema } from '@lemon/orders-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newEmail, sessionOf, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { creditNoteFor, paidOrderOf } from '../test-support/test-documents';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { paidTestOrder, refundCall } from '../test-support/test-refunds';
import { createTestPromo } from '../test-support/test-promos';
import { createTestUser } from '../test-support/test-users';
import { roleMay, type StaffDuty, type StaffRole } from '../users/staff-roles';
import sharp from 'sharp';
import { festivalNotice } from '../home-page/festival-notice';
import { staffProductById } from '../staff-catalog/staff-products.repository';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';

describe.each(testEngines)('what each staff role may do on %s', (engine) => {
  let shop: TestApp;
  const tokens = {} as Record<StaffRole | 'shopper' | 'ownerWithoutSecondFactor', string>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    for (const staffRole of ['owner', 'staff'] as const)
      tokens[staffRole] = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole })).id);
    tokens.shopper = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    tokens.ownerWithoutSecondFactor = await sessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  /** An order of 2 units (of 10), to be sent home (or picked up), in this status (paid unless told). */
  async function paidOrder(method: 'shipping' | 'pickup' = 'shipping', status: 'new' | 'paid' | 'sent' = 'paid') {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const address_id = method === 'shipping' ? await addAddressOf(shop.app.db, customer.id) : undefined;
    const { order } = placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: method, address_id }));
    await shop.app.db.updateTable('orders').set({ status }).where('reference', '=', order.reference).execute();
    return { order, variationId };
  }
  /** A back-office move of a fresh order in the status it needs. */
  const staffMove =
    (move: string, method: 'shipping' | 'pickup', status: 'new' | 'paid' | 'sent', payload?: object) => async (token?: string) => {
      const { order } = await paidOrder(method, status);
      return (await call(shop.app, 'POST', `/api/staff/orders/${order.reference}/${move}`, { token, payload })).statusCode;
    };
  const promoCodes = async () =>
    promoCodeListResponseSchema.parse((await call(shop.app, 'GET', '/api/promo_codes', { token: tokens.owner })).json()).data;
  const createPromo = (code: string, token?: string) =>
    call(shop.app, 'POST', '/api/promo_codes', { token, payload: { code, kind: 'percentage', value: 10 } });
  /** A contact message of its own, unread. */
  const newMessage = async () => {
    const values = {
      name: 'Camille',
      email: 'camille@example.com',
      phone: null,
      subject: 'information' as const,
      message: 'Bonjour !',
      locale: 'fr',
    };
    return (await shop.app.db.insertInto('contacts').values(values).returning('id').executeTakeFirstOrThrow()).id;
  };
  const messageMove = (move: string) => async (token?: string) =>
    (await call(shop.app, 'POST', `/api/staff/messages/${await newMessage()}/${move}`, { token })).statusCode;
  const promoCall =
    (method: 'PUT' | 'POST' | 'DELETE', path = '', payload?: object) =>
    async (token?: string) => {
      const { id, code } = await createTestPromo(shop.app.db);
      return (await call(shop.app, method, `/api/promo_codes/${id}${path}`, { token, payload: payload && { code, ...payload } }))
        .statusCode;
    };
  /** A call on a helper of its own, who never signed in. */
  const teamCall =
    (method: 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
    async (token?: string) => {
      const { id } = await createTestUser(shop.app.db, { staffRole: 'staff' });
      return (await call(shop.app, method, `/api/staff/team/${id}${path}`, { token, payload })).statusCode;
    };
  const uniqueCode = () => `ROLE-${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
  const categoryId = async () => (await createTestCategory(shop.app.db)).id;
  /** A list put in the order it is in, from the order the caller saw. */
  /** A synonym group of its own, at its first version. */
  const synonymGroupId = async () =>
    (
      await shop.app.db
        .insertInto('search_synonyms')
        .values({ terms: JSON.stringify(['limoncello', 'liqueur']), updated_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const reorderCall = (table: 'product_categories' | 'recipes', path: string) => async (token?: string) => {
    const rows = await shop.app.db.selectFrom(table).select('id').orderBy('position').orderBy('id').execute();
    const ids = rows.map(({ id }) => id);
    return (await call(shop.app, 'PUT', path, { token, payload: { ids, replacing: ids } })).statusCode;
  };
  /** A call on a product of its own. */
  const productCall = (method: 'GET' | 'PUT' | 'DELETE') => async (token?: string) => {
    const { productId } = await createTestProduct(shop.app.db, { stocks: [3] });
    const product = await staffProductById(shop.app.db, productId);
    const payload = method === 'PUT' ? updatePayloadOf(product!, { is_hidden: true }) : undefined;
    return (await call(shop.app, method, `/api/staff/products/${productId}`, { token, payload })).statusCode;
  };
  const newCategoryPayload = () => {
    const key = uniqueCode().toLowerCase();
    return {
      label: { fr: 'Agrumes', en: 'Citrus', it: 'Agrumi' },
      slug: { fr: `agrumes-${key}`, en: `citrus-${key}`, it: `agrumi-${key}` },
      is_main: false,
    };
  };
  const newRecipePayload = () => ({
    label: { fr: 'Granité', en: 'Granita', it: 'Granita' },
    text: { fr: 'Frais.', en: 'Fresh.', it: 'Fresca.' },
    instructions: { fr: '<p>Mélanger.</p>', en: '<p>Mix.</p>', it: '<p>Mescolare.</p>' },
    product_ids: [],
  });
  const recipeColumns = () => ({
    label_fr: 'Tarte',
    label_en: 'Tart',
    label_it: 'Torta',
    text_fr: '',
    text_en: '',
    text_it: '',
    instructions_fr: '',
    instructions_en: '',
    instructions_it: '',
  });

  /**
   * Every staff call, keyed as the server registered it, made with fresh data by the given caller: its
   * status. A staff route missing here fails the first test, so a new one is checked against every role.
   */
  const staffCalls: Record<string, { succeeds: number; make: (token?: string) => Promise<number> }> = {
    'GET /api/staff/orders': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/orders', { token })).statusCode,
    },
    'GET /api/staff/orders/:reference': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidOrder();
        return (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}`, { token })).statusCode;
      },
    },
    'POST /api/staff/orders/:reference/send': {
      succeeds: 200,
      make: staffMove('send', 'shipping', 'paid', { carrier: 'colissimo', tracking_number: '6A12345678901' }),
    },
    'POST /api/staff/orders/:reference/ready': { succeeds: 200, make: staffMove('ready', 'pickup', 'paid') },
    'POST /api/staff/orders/:reference/done': { succeeds: 200, make: staffMove('done', 'shipping', 'sent') },
    // An unpaid order: a paid one is cancelled through a refund, the owner's duty (`money-back.stripe.test.ts`).
    'POST /api/staff/orders/:reference/cancel': { succeeds: 200, make: staffMove('cancel', 'shipping', 'new') },
    'POST /api/staff/orders/:reference/cancellation-request': {
      succeeds: 200,
      make: staffMove('cancellation-request', 'shipping', 'paid', { note: 'En double' }),
    },
    'POST /api/staff/orders/:reference/cancellation-request/dismiss': {
      succeeds: 200,
      make: staffMove('cancellation-request/dismiss', 'shipping', 'paid'),
    },
    'POST /api/orders/:reference/status': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidOrder();
        return (await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { token, payload: { status: 'sent' } })).statusCode;
      },
    },
    'PUT /api/product_variations/:id/stock': {
      succeeds: 200,
      make: async (token) => {
        const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
        return (await call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token, payload: { stock: 20 } })).statusCode;
      },
    },
    'GET /api/staff/page-views': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/page-views', { token })).statusCode,
    },
    'GET /api/staff/page-views/ranking': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/page-views/ranking', { token })).statusCode,
    },
    'GET /api/staff/searches': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/searches', { token })).statusCode,
    },
    'GET /api/promo_codes': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/promo_codes', { token })).statusCode,
    },
    'POST /api/promo_codes': { succeeds: 201, make: async (token) => (await createPromo(uniqueCode(), token)).statusCode },
    'GET /api/staff/orders/:reference/documents': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
        return (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/documents`, { token })).statusCode;
      },
    },
    'GET /api/staff/orders/:reference/invoice.pdf': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
        return (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/invoice.pdf`, { token })).statusCode;
      },
    },
    'GET /api/staff/orders/:reference/credit-notes/:number.pdf': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
        const { number } = await creditNoteFor(shop.app, order.reference, 500);
        return (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/credit-notes/${number}.pdf`, { token })).statusCode;
      },
    },
    'GET /api/staff/orders/:reference/packing-slip.pdf': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
        return (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/packing-slip.pdf`, { token })).statusCode;
      },
    },
    'GET /api/staff/invoices': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/invoices', { token })).statusCode,
    },
    'GET /api/staff/exports/orders.csv': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/exports/orders.csv', { token })).statusCode,
    },
    'POST /api/staff/orders/:reference/refunds': {
      succeeds: 201,
      make: async (token) => {
        const { order } = await paidTestOrder(shop.app, [{ price: 1000, quantity: 2 }]);
        return (await refundCall(shop.app, order.reference, { amount: 500, restock: false }, { token })).statusCode;
      },
    },
    'GET /api/staff/orders/:reference/refunds': {
      succeeds: 200,
      make: async (token) => {
        const { order } = await paidTestOrder(shop.app, [{ price: 1000, quantity: 2 }]);
        return (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/refunds`, { token })).statusCode;
      },
    },
    'GET /api/staff/today': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/today', { token })).statusCode,
    },
    'PUT /api/promo_codes/:id': { succeeds: 200, make: promoCall('PUT', '', { kind: 'fixed', value: 300 }) },
    'POST /api/promo_codes/:id/disable': { succeeds: 200, make: promoCall('POST', '/disable') },
    'POST /api/promo_codes/:id/enable': { succeeds: 200, make: promoCall('POST', '/enable') },
    'DELETE /api/promo_codes/:id': { succeeds: 204, make: promoCall('DELETE') },
    'GET /api/staff/stock': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/stock?level=low', { token })).statusCode,
    },
    'POST /api/staff/stock/:variationId/adjust': {
      succeeds: 200,
      make: async (token) => {
        const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
        return (await call(shop.app, 'POST', `/api/staff/stock/${variationId}/adjust`, { token, payload: { change: -1 } })).statusCode;
      },
    },
    'GET /api/staff/messages': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/messages?state=unread', { token })).statusCode,
    },
    'POST /api/staff/messages/:id/read': { succeeds: 200, make: messageMove('read') },
    'POST /api/staff/messages/:id/unread': { succeeds: 200, make: messageMove('unread') },
    'POST /api/staff/messages/:id/answered': { succeeds: 200, make: messageMove('answered') },
    'POST /api/staff/messages/:id/reply': {
      succeeds: 200,
      make: async (token) => {
        const { id } = await shop.app.db
          .insertInto('contacts')
          .values({ name: 'Camille', email: 'camille@example.com', phone: null, subject: 'information', message: 'Bonjour', locale: 'fr' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await call(shop.app, 'POST', `/api/staff/messages/${id}/reply`, { token, payload: { text: 'Merci' } })).statusCode;
      },
    },
    'GET /api/staff/audit': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/audit', { token })).statusCode,
    },
    'GET /api/staff/products': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/products?q=citron', { token })).statusCode,
    },
    'GET /api/staff/products/:id': { succeeds: 200, make: productCall('GET') },
    'POST /api/staff/products': {
      succeeds: 201,
      make: async (token) =>
        (await call(shop.app, 'POST', '/api/staff/products', { token, payload: newProductPayload(await categoryId()) })).statusCode,
    },
    'PUT /api/staff/products/:id': { succeeds: 200, make: productCall('PUT') },
    'DELETE /api/staff/products/:id': { succeeds: 204, make: productCall('DELETE') },
    'POST /api/staff/pictures': {
      succeeds: 201,
      make: async (token) =>
        (
          await shop.app.inject({
            method: 'POST',
            url: '/api/staff/pictures',
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'image/png' },
            payload: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f2c230' } })
              .png()
              .toBuffer(),
          })
        ).statusCode,
    },
    'GET /api/staff/categories': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/categories', { token })).statusCode,
    },
    'POST /api/staff/categories': {
      succeeds: 201,
      make: async (token) => (await call(shop.app, 'POST', '/api/staff/categories', { token, payload: newCategoryPayload() })).statusCode,
    },
    'PUT /api/staff/categories/:id': {
      succeeds: 200,
      make: async (token) => {
        const { id } = await createTestCategory(shop.app.db);
        return (await call(shop.app, 'PUT', `/api/staff/categories/${id}`, { token, payload: { ...newCategoryPayload(), version: 1 } }))
          .statusCode;
      },
    },
    'DELETE /api/staff/categories/:id': {
      succeeds: 204,
      make: async (token) => (await call(shop.app, 'DELETE', `/api/staff/categories/${await categoryId()}`, { token })).statusCode,
    },
    'PUT /api/staff/categories/order': { succeeds: 200, make: reorderCall('product_categories', '/api/staff/categories/order') },
    'GET /api/staff/recipes': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/recipes', { token })).statusCode,
    },
    'POST /api/staff/recipes': {
      succeeds: 201,
      make: async (token) => (await call(shop.app, 'POST', '/api/staff/recipes', { token, payload: newRecipePayload() })).statusCode,
    },
    'PUT /api/staff/recipes/:id': {
      succeeds: 200,
      make: async (token) => {
        const { id } = await shop.app.db
          .insertInto('recipes')
          .values({ ...recipeColumns(), position: 99 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await call(shop.app, 'PUT', `/api/staff/recipes/${id}`, { token, payload: { ...newRecipePayload(), version: 1 } }))
          .statusCode;
      },
    },
    'DELETE /api/staff/recipes/:id': {
      succeeds: 204,
      make: async (token) => {
        const { id } = await shop.app.db
          .insertInto('recipes')
          .values({ ...recipeColumns(), position: 99 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await call(shop.app, 'DELETE', `/api/staff/recipes/${id}`, { token })).statusCode;
      },
    },
    'PUT /api/staff/recipes/order': { succeeds: 200, make: reorderCall('recipes', '/api/staff/recipes/order') },
    'GET /api/staff/search-synonyms': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/search-synonyms', { token })).statusCode,
    },
    'POST /api/staff/search-synonyms': {
      succeeds: 201,
      make: async (token) =>
        (await call(shop.app, 'POST', '/api/staff/search-synonyms', { token, payload: { terms: ['limoncello', 'liqueur'] } })).statusCode,
    },
    'PUT /api/staff/search-synonyms/:id': {
      succeeds: 200,
      make: async (token) => {
        const id = await synonymGroupId();
        const payload = { terms: ['limoncino', 'liqueur'], version: 1 };
        return (await call(shop.app, 'PUT', `/api/staff/search-synonyms/${id}`, { token, payload })).statusCode;
      },
    },
    'DELETE /api/staff/search-synonyms/:id': {
      succeeds: 204,
      make: async (token) => (await call(shop.app, 'DELETE', `/api/staff/search-synonyms/${await synonymGroupId()}`, { token })).statusCode,
    },
    'GET /api/staff/home-page': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/home-page', { token })).statusCode,
    },
    'PUT /api/staff/home-page/festival-notice': {
      succeeds: 200,
      make: async (token) => {
        const { version } = await festivalNotice(shop.app.db);
        const payload = {
          shown_from: '2027-02-01',
          starts_on: '2027-02-13',
          ends_on: '2027-03-03',
          message: { fr: 'Retards.', en: 'Delays.', it: 'Ritardi.' },
          version,
        };
        return (await call(shop.app, 'PUT', '/api/staff/home-page/festival-notice', { token, payload })).statusCode;
      },
    },
    'PUT /api/staff/home-page/monthly-product': {
      succeeds: 200,
      make: async (token) => {
        const current = await shop.app.db.selectFrom('products').select('id').where('is_monthly', '=', 1).executeTakeFirst();
        const payload = { product_id: current?.id ?? null, replacing: current?.id ?? null };
        return (await call(shop.app, 'PUT', '/api/staff/home-page/monthly-product', { token, payload })).statusCode;
      },
    },
    'PUT /api/staff/home-page/best-sellers': {
      succeeds: 200,
      make: async (token) => {
        const ids = (
          await shop.app.db
            .selectFrom('products')
            .select('id')
            .where('is_highlighted', '=', 1)
            .orderBy('best_seller_position')
            .orderBy('id')
            .execute()
        ).map(({ id }) => id);
        return (await call(shop.app, 'PUT', '/api/staff/home-page/best-sellers', { token, payload: { ids, replacing: ids } })).statusCode;
      },
    },
    'GET /api/staff/team': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/team', { token })).statusCode,
    },
    'POST /api/staff/team': {
      succeeds: 201,
      make: async (token) => {
        const payload = { email: newEmail('team'), first_name: 'Lucia', last_name: 'Ferrari', role: 'staff' };
        return (await call(shop.app, 'POST', '/api/staff/team', { token, payload })).statusCode;
      },
    },
    'POST /api/staff/team/:id/invitation': { succeeds: 200, make: teamCall('POST', '/invitation') },
    'PUT /api/staff/team/:id/role': { succeeds: 200, make: teamCall('PUT', '/role', { role: 'owner' }) },
    'DELETE /api/staff/team/:id': { succeeds: 204, make: teamCall('DELETE') },
    'POST /api/staff/team/:id/second-factor/reset': { succeeds: 200, make: teamCall('POST', '/second-factor/reset') },
    'GET /api/staff/customers': {
      succeeds: 200,
      make: async (token) => (await call(shop.app, 'GET', '/api/staff/customers?q=martin', { token })).statusCode,
    },
    'GET /api/staff/customers/:id/data-export': {
      succeeds: 200,
      make: async (token) => {
        const { id } = await createTestUser(shop.app.db);
        return (await call(shop.app, 'GET', `/api/staff/customers/${id}/data-export`, { token })).statusCode;
      },
    },
    'POST /api/staff/customers/:id/erase': {
      succeeds: 200,
      make: async (token) => {
        const { id, email } = await createTestUser(shop.app.db);
        return (await call(shop.app, 'POST', `/api/staff/customers/${id}/erase`, { token, payload: { email } })).statusCode;
      },
    },
  };
  const dutyOf = (key: string) => shop.app.staffCalls.find((staffCall) => `${staffCall.method} ${staffCall.url}` === key)!.duty;

  it('checks every staff call the server has', () => {
    expect(Object.keys(staffCalls).sort()).toEqual(shop.app.staffCalls.map((staffCall) => `${staffCall.method} ${staffCall.url}`).sort());
  });

  it.each(Object.keys(staffCalls))('lets %s through only to a staff role whose duties hold it', async (key) => {
    const { succeeds, make } = staffCalls[key]!;
    expect({
      owner: await make(tokens.owner),
      staff: await make(tokens.staff),
      ownerWithoutSecondFactor: await make(tokens.ownerWithoutSecondFactor),
      shopper: await make(tokens.shopper),
      anonymous: await make(undefined),
    }).toEqual({
      owner: succeeds,
      staff: roleMay('staff', dutyOf(key)) ? succeeds : 403,
      ownerWithoutSecondFactor: 403,
      shopper: 403,
      anonymous: 401,
    });
  });

  it('gives a helper the daily work and keeps money and oversight to the owner', () => {
    const helperMay = (duty: StaffDuty) => roleMay('staff', duty);
    expect(['orders', 'stock', 'page_views', 'messages'].every((duty) => helperMay(duty as StaffDuty))).toBe(true);
    const ownersOnly = ['promo_codes', 'refunds', 'accounting', 'audit', 'catalogue', 'team', 'customers'];
    expect(ownersOnly.some((duty) => helperMay(duty as StaffDuty))).toBe(false);
  });

  it('writes nothing when a helper tries to create a promo code', async () => {
    const before = await promoCodes();
    expect((await createPromo('HELPER-GIFT', tokens.staff)).statusCode).toBe(403);
    expect(await promoCodes()).toEqual(before);
  });

  it('moves no order and changes no stock for a shopper', async () => {
    const { order, variationId } = await paidOrder();
    await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { token: tokens.shopper, payload: { status: 'sent' } });
    await call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token: tokens.shopper, payload: { stock: 20 } });
    const moved = await shop.app.db.selectFrom('orders').select('status').where('reference', '=', order.reference).executeTakeFirst();
    expect(moved?.status).toBe('paid');
    expect(await stockOf(shop.app.db, variationId)).toBe(8);
  });

  it('shows a helper any customer’s order, as the owner', async () => {
    const { order } = await paidOrder();
    for (const token of [tokens.owner, tokens.staff])
      expect((await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token })).statusCode).toBe(200);
    expect((await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token: tokens.shopper })).statusCode).toBe(404);
  });
});
