import { sql } from 'kysely';
import { festivalNoticeResponseSchema } from '@lemon/shell-contract';
import {
  festivalNoticePayloadSchema,
  listOrderPayloadSchema,
  maxBestSellers,
  monthlyProductPayloadSchema,
  staffFestivalNoticeSchema,
  staffHomePageResponseSchema,
  type ProductPick,
  type StaffHomePage,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit-log';
import { cachedAnswer } from '../catalog/cached-answer';
import { localized } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { locksRows } from '../database/engine';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { pictureUrl } from '../media/picture-files';
import { shopDrawingPicture } from '../media/uploaded-pictures';
import { checkListOrder } from '../staff-catalogue/list-order';
import { staleRefusal } from '../staff-catalogue/versions';
import { festivalNotice, saveFestivalNotice } from './festival-notice';

/** Products as the home page's blocks name them, in the order of `ids`, each with its first variation's picture. */
async function productPicks(db: DbOrTransaction, ids: readonly number[]): Promise<ProductPick[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'label_fr', 'label_en', 'label_it', 'is_hidden'])
    .select((eb) =>
      eb
        .selectFrom('product_variations')
        .select('picture')
        .whereRef('product_variations.product_id', '=', 'products.id')
        .orderBy('is_default', 'desc')
        .orderBy('position')
        .orderBy('id')
        .limit(1)
        .as('picture'),
    )
    .where('id', 'in', ids)
    .execute();
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row
      ? [
          {
            id,
            label: localized(row, 'label'),
            is_hidden: row.is_hidden === 1,
            picture_url: pictureUrl(row.picture ?? shopDrawingPicture, 'card'),
          },
        ]
      : [];
  });
}

/** The best sellers in the home page's order (their rows locked until the transaction ends, when asked). */
const bestSellerIds = async (db: DbOrTransaction, { lock = false } = {}) =>
  (
    await db
      .selectFrom('products')
      .select('id')
      .where('is_highlighted', '=', 1)
      .orderBy('best_seller_position')
      .orderBy('id')
      .$if(lock && locksRows(db), (query) => query.forUpdate())
      .execute()
  ).map(({ id }) => id);

/** The product of the month's id, or null (its row locked until the transaction ends, when asked). */
const monthlyProductId = async (db: DbOrTransaction, { lock = false } = {}) =>
  (
    await db
      .selectFrom('products')
      .select('id')
      .where('is_monthly', '=', sql.lit(1)) // a literal: the index of the month's products is used then
      .orderBy('id')
      .$if(lock && locksRows(db), (query) => query.forUpdate())
      .executeTakeFirst()
  )?.id ?? null;

async function staffHomePage(db: DbOrTransaction): Promise<StaffHomePage> {
  const [notice, monthly, bestSellers] = await Promise.all([festivalNotice(db), monthlyProductId(db), bestSellerIds(db)]);
  const [monthlyPick] = monthly === null ? [] : await productPicks(db, [monthly]);
  return { festival_notice: notice, monthly_product: monthlyPick ?? null, best_sellers: await productPicks(db, bestSellers) };
}

/** Refuses products the shop does not have (`field: exists`). */
async function refuseUnknownProducts(db: DbOrTransaction, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw new HttpError(422, 'The shop has no such product.', { [field]: ['exists'] });
}

const labelsOf = async (db: DbOrTransaction, ids: readonly number[]) =>
  (await productPicks(db, ids)).map((pick) => pick.label.fr).join(', ');

/**
 * The home page's moving parts: the festival notice (public, on every page, and the owner's to set), the product
 * of the month and the best sellers in their order. A change names what the owner saw (a version, the product
 * she replaces, the order she reordered): changed meanwhile, it is refused (409).
 */
export const homePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('catalogue') };
  const homePageResponses = { 200: staffHomePageResponseSchema, ...refusals(401, 403, 409, 422) };

  app.get(
    '/api/festival-notice',
    { config: { sameForEveryone: true }, schema: { response: { 200: festivalNoticeResponseSchema } } },
    async (request, reply) =>
      cachedAnswer(app, request, reply, async () => {
        const { version: _, ...notice } = await festivalNotice(app.db);
        return { data: notice };
      }),
  );

  app.get(
    '/api/staff/home-page',
    { ...guard, schema: { response: { 200: staffHomePageResponseSchema, ...refusals(401, 403) } } },
    async () => ({
      data: await staffHomePage(app.db),
    }),
  );

  app.put(
    '/api/staff/home-page/festival-notice',
    {
      ...guard,
      schema: {
        body: festivalNoticePayloadSchema,
        response: { 200: z.object({ data: staffFestivalNoticeSchema }), ...refusals(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute((trx) => saveFestivalNotice(trx, request.body, actor));
      await app.catalogueChanged();
      return { data: await festivalNotice(app.db) };
    },
  );

  app.put(
    '/api/staff/home-page/monthly-product',
    { ...guard, schema: { body: monthlyProductPayloadSchema, response: homePageResponses } },
    async (request) => {
      const actor = await actorOf(request);
      const { product_id: chosen, replacing } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await monthlyProductId(trx, { lock: true });
        if (current !== replacing) throw staleRefusal();
        if (chosen !== null) await refuseUnknownProducts(trx, [chosen], 'product_id');
        if (chosen === current) return;
        // A product form open elsewhere must not set it back: each product whose flag changes gets a new version.
        await trx
          .updateTable('products')
          .set((eb) => ({
            is_monthly: eb
              .case()
              .when('id', '=', chosen ?? 0)
              .then(1)
              .else(0)
              .end(),
            version: eb('version', '+', 1),
          }))
          .where((eb) => eb.or([eb('is_monthly', '=', sql.lit(1)), eb('id', '=', chosen ?? 0)]))
          .execute();
        await recordAudit(trx, actor, {
          action: 'home_page.monthly_product',
          subject: { type: 'home_page', id: 'monthly_product' },
          before: { product: current === null ? null : await labelsOf(trx, [current]) },
          after: { product: chosen === null ? null : await labelsOf(trx, [chosen]) },
        });
      });
      await app.catalogueChanged();
      return { data: await staffHomePage(app.db) };
    },
  );

  app.put(
    '/api/staff/home-page/best-sellers',
    { ...guard, schema: { body: listOrderPayloadSchema, response: homePageResponses } },
    async (request) => {
      const actor = await actorOf(request);
      const { ids, replacing } = request.body;
      if (ids.length > maxBestSellers) throw new HttpError(422, `At most ${maxBestSellers} best sellers.`, { ids: ['max'] });
      await app.db.transaction().execute(async (trx) => {
        const current = await bestSellerIds(trx, { lock: true });
        checkListOrder(current, replacing);
        await refuseUnknownProducts(trx, ids, 'ids');
        await setBestSellers(trx, current, ids);
        await recordAudit(trx, actor, {
          action: 'home_page.best_sellers',
          subject: { type: 'home_page', id: 'best_sellers' },
          before: { products: await labelsOf(trx, current) },
          after: { products: await labelsOf(trx, ids) },
        });
      });
      await app.catalogueChanged();
      return { data: await staffHomePage(app.db) };
    },
  );
};

/** The best sellers become `ids`, in that order; a product that joins or leaves them gets a new version. */
async function setBestSellers(db: DbOrTransaction, current: readonly number[], ids: readonly number[]): Promise<void> {
  const leaving = current.filter((id) => !ids.includes(id));
  if (leaving.length)
    await db
      .updateTable('products')
      .set((eb) => ({ is_highlighted: 0, version: eb('version', '+', 1) }))
      .where('id', 'in', leaving)
      .execute();
  for (const [index, id] of ids.entries()) {
    const joins = !current.includes(id);
    await db
      .updateTable('products')
      .set((eb) => ({ is_highlighted: 1, best_seller_position: index + 1, ...(joins ? { version: eb('version', '+', 1) } : {}) }))
      .where('id', '=', id)
      .execute();
  }
}
