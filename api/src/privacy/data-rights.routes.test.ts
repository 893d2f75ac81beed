import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@lemon/shared/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/audit.repository';
import type { Database } from '../database/database';
import { invoiceDocument, issueCreditNote, issueInvoice } from '../invoices/invoices.repository';
import { call, createMailingTestApp, mailTo, refusalCodes, sessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { paidTestOrder } from '../test-support/test-refunds';
import { createTestUser } from '../test-support/test-users';
import { dataExport } from './data-export';
import { eraseAccount, erasedEmail } from './erase-account';
import { keepExport } from './data-exports.repository';
import { unnamedFields } from './export-labels';
import { purgeStaleRows } from '../housekeeping/purge';
import { tokenDigest } from '../sessions/access-tokens';
import { personalData } from './personal-data';

describe.each(testEngines)("a customer's data rights on %s", (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  /**
   * A customer with every kind of data the shop keeps, each holding `marker` (a word no other test writes): an
   * address, an order delivered with its invoice and a credit note, an unpaid order, a cart, a session, a
   * back-in-stock sign-up, a contact message with the staff's reply, login counts.
   */
  async function customerWithEverything(locale: 'fr' | 'en' | 'it' = 'fr', { app }: { app: MailingTestApp['app'] } = shop) {
    const marker = `Zephyrine${randomUUID().slice(0, 8)}`;
    const { order: delivered, customer, variationIds } = await paidTestOrder(app, [{ price: 1250, quantity: 2 }], { locale });
    const db = app.db;
    const email = `${marker.toLowerCase()}@example.org`;
    await db
      .updateTable('users')
      .set({ email, first_name: marker, last_name: `Citronnier-${marker}` })
      .where('id', '=', customer.id)
      .execute();
    await db
      .insertInto('addresses')
      .values({
        user_id: customer.id,
        label: 'Maison',
        first_name: marker,
        last_name: 'Citronnier',
        line1: `12 rue ${marker}`,
        zip: '06500',
        city: 'Menton',
        country: 'FR',
        is_default: 1,
      })
      .execute();
    const now = new Date();
    const { invoice, note } = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({
          delivery_method: 'shipping',
          address_first_name: marker,
          address_last_name: 'Citronnier',
          address_line1: `12 rue ${marker}`,
          address_zip: '06500',
          address_city: 'Menton',
          address_country: 'FR',
          tracking_number: `TRK${marker}`,
        })
        .where('id', '=', delivered.id)
        .execute();
      const issued = await issueInvoice(trx, delivered, now);
      const refund = await trx
        .insertInto('refunds')
        .values({
          order_id: delivered.id,
          amount: 500,
          reason: null,
          restocked: 0,
          status: 'succeeded',
          provider: 'test',
          idempotency_key: randomUUID(),
          cancels_order: 0,
          settled_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const credit = await issueCreditNote(trx, refund.id, now);
      await trx.updateTable('orders').set({ status: 'done', shipped_at: now, done_at: now }).where('id', '=', delivered.id).execute();
      return { invoice: issued, note: credit };
    });
    const unpaid = placedOrder(await placeOrderCall(app, { ...customer, cartId: customer.cartId }, { locale })).order;
    await db.insertInto('stock_notifications').values({ email, product_variation_id: variationIds[0]!, locale }).execute();
    const message = await db
      .insertInto('contacts')
      .values({
        name: `${marker} Citronnier`,
        email,
        phone: '+33 6 12 34 56 78',
        subject: 'information',
        message: `Bonjour, ici ${marker}.`,
        locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('contact_replies')
      .values({ contact_id: message.id, staff_email: 'owner@example.com', text: `Bonjour ${marker}, c’est noté.` })
      .execute();
    await recordAudit(
      db,
      { id: null, email: 'owner@example.com' },
      {
        action: 'message.answered',
        subject: { type: 'contact_message', id: message.id },
        before: { state: 'unread' },
        after: { state: 'answered', reply: `Bonjour ${marker}, c’est noté.` },
      },
    );
    await db
      .insertInto('attempt_counts')
      .values({ key: `login:${email}`, count: 1, window_ends_at: new Date(Date.now() + 60_000) })
      .execute();
    return { marker, email, customer, delivered, unpaid, invoice, note, variationIds, token: customer.token };
  }

  /** Asks for the account's data as the account page does, and follows the link it answers. */
  async function downloadedExport(token: string, cookie?: string) {
    const asked = await shop.app.inject({
      method: 'POST',
      url: '/api/account/data-export',
      headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
    });
    expect(asked.statusCode).toBe(200);
    const answer = asked.json<{ data: { status: string; download_url: string } }>().data;
    expect(answer).toEqual({ status: 'ready', download_url: expect.stringMatching(/^\/api\/data-exports\/[\w-]{43}$/) });
    // The link alone opens it: no session needed.
    return shop.app.inject({ method: 'GET', url: answer.download_url });
  }

  describe('their data, downloaded', () => {
    it('is a ZIP with a note, every kind of data they have as JSON in their language, and their invoices and credit notes', async () => {
      const { marker, email, delivered, unpaid, invoice, note, token } = await customerWithEverything('fr');
      const response = await downloadedExport(
        token,
        `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary', 'analytics'], revision: 1, consentTimestamp: '2026-11-30T10:00:00.000Z' }))}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="mes-donnees-atelier-du-citron-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const files = unzipSync(response.rawPayload);
      expect(Object.keys(files).sort()).toEqual(
        ['LISEZMOI.txt', `avoirs/${note.number}.pdf`, `factures/${invoice.number}.pdf`, 'mes-donnees.json'].sort(),
      );
      expect(strFromU8(files[`factures/${invoice.number}.pdf`]!.slice(0, 5))).toBe('%PDF-');
      expect(strFromU8(files['LISEZMOI.txt']!)).toContain('Vos données chez L’Atelier du Citron');
      const data = JSON.parse(strFromU8(files['mes-donnees.json']!)) as FrenchExport;
      expect(data.compte).toMatchObject({ adresse_email: email, prenom: marker, langue: 'fr' });
      expect(data.adresses).toEqual([expect.objectContaining({ adresse: `12 rue ${marker}`, ville: 'Menton', par_defaut: true })]);
      expect(data.commandes.map((order) => order.reference)).toEqual([delivered.reference, unpaid.reference]);
      expect(data.commandes[0]).toMatchObject({
        etat: 'done',
        facture: invoice.number,
        numero_de_suivi: `TRK${marker}`,
        adresse_de_livraison: expect.objectContaining({ adresse: `12 rue ${marker}` }),
        articles: [expect.objectContaining({ quantite: 2, prix_unitaire_eur: 12.5 })],
        remboursements: [{ montant_eur: 5, rembourse_le: expect.any(String), avoir: note.number }],
      });
      expect(data.commandes[1]).toMatchObject({ etat: 'new', facture: null });
      expect(data.sessions).toEqual([expect.objectContaining({ ouverte_le: expect.any(String) })]);
      expect(data.alertes_retour_en_stock).toEqual([expect.objectContaining({ adresse_email: email })]);
      expect(data.messages_envoyes).toEqual([
        expect.objectContaining({
          message: `Bonjour, ici ${marker}.`,
          telephone: '+33 6 12 34 56 78',
          reponses: [expect.objectContaining({ texte: `Bonjour ${marker}, c’est noté.` })],
        }),
      ]);
      expect(data.consentement_aux_cookies.ce_navigateur).toEqual({
        categories: ['necessary', 'analytics'],
        choisi_le: '2026-11-30T10:00:00.000Z',
      });
      expect(data.equipe).toBeNull();
    });

    it('speaks Italian to an Italian customer, and English to an English one', async () => {
      for (const [locale, json, key] of [
        ['it', 'i-miei-dati.json', 'ordini'],
        ['en', 'my-data.json', 'orders'],
      ] as const) {
        const { token } = await customerWithEverything(locale);
        const response = await downloadedExport(token);
        expect(response.statusCode).toBe(200);
        const data = JSON.parse(strFromU8(unzipSync(response.rawPayload)[json]!)) as Record<string, unknown[]>;
        expect(data[key]).toHaveLength(2);
        // Each English name has its French and Italian word.
        if (locale === 'en') expect(unnamedFields(fieldNames(data))).toEqual([]);
      }
    });

    it('is for a logged-in customer only, and its link works for an hour', async () => {
      expect((await call(shop.app, 'POST', '/api/account/data-export')).statusCode).toBe(401);
      const { token } = await customerWithEverything('fr');
      const asked = await call(shop.app, 'POST', '/api/account/data-export', { token });
      const { download_url } = asked.json<{ data: { download_url: string } }>().data;
      const [row] = await shop.app.db
        .selectFrom('data_exports')
        .select('expires_at')
        .where('token_hash', '=', tokenDigest(download_url.split('/').pop()!))
        .execute();
      expect(new Date(row!.expires_at).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(new Date(row!.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
      // An unknown or expired link leads to the account page, which offers a new file.
      const unknown = await shop.app.inject({
        method: 'GET',
        url: '/api/data-exports/no-such-token',
        headers: { 'accept-language': 'it-IT,it;q=0.9' },
      });
      expect(unknown.statusCode).toBe(303);
      expect(unknown.headers.location).toBe('/it/mon-compte?tab=data&export=expired');
    });
  });

  describe('their data, when large', () => {
    let large: MailingTestApp;
    beforeAll(async () => {
      large = await createMailingTestApp(engine, { environment: { DATA_EXPORT_INSTANT_DOCUMENTS: '1' } });
    });
    afterAll(() => large.close());

    it('is made after the answer and its link mailed in their language, valid a week, then purged', async () => {
      const { email, token, invoice, note } = await customerWithEverything('en', large);
      const asked = await call(large.app, 'POST', '/api/account/data-export', { token });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ data: { status: 'mailed', email } });

      const mail = await mailTo(large, email);
      expect(mail.subject).toBe('Your data is ready');
      const link = /https:\/\/shop\.example(\/api\/data-exports\/[\w-]{43})/.exec(mail.text);
      expect(link).not.toBeNull();
      expect(mail.html).toContain(`href="${link![0]}"`);
      const weekOn = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
      expect(mail.text).toContain(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(weekOn));

      const download = await large.app.inject({ method: 'GET', url: link![1]! });
      expect(download.statusCode).toBe(200);
      expect(Object.keys(unzipSync(download.rawPayload)).sort()).toEqual(
        ['README.txt', `credit-notes/${note.number}.pdf`, `invoices/${invoice.number}.pdf`, 'my-data.json'].sort(),
      );
      await purgeStaleRows(large.app.db, new Date(weekOn.getTime() + 60_000));
      expect((await large.app.inject({ method: 'GET', url: link![1]! })).statusCode).toBe(303);
    });
  });

  describe('their account, erased', () => {
    it('keeps no file of their data made after the erasure, as a background export finishing late would be', async () => {
      const { customer } = await customerWithEverything('fr');
      const account = await shop.app.db.selectFrom('users').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
      const file = await dataExport(shop.app.db, account, shop.app.seller, null);
      await eraseAccount(shop.app.db, customer.id, (erased) => ({ id: erased.id, email: erased.email }));
      await expect(keepExport(shop.app.db, customer.id, file, new Date(Date.now() + 60_000))).rejects.toThrow(/erased/);
      expect(await shop.app.db.selectFrom('data_exports').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
    });

    const erase = (token: string, payload: object) => call(shop.app, 'POST', '/api/account/delete', { token, payload });
    const passwordOf = async (userId: number) => {
      const password = `Lemon-${randomUUID().slice(0, 8)}-Pass`;
      const { hashPassword } = await import('../users/passwords');
      await shop.app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password) })
        .where('id', '=', userId)
        .execute();
      return password;
    };

    /** Every value of every table that holds `needle`, as `table.column`. */
    async function whereItIs(needles: string[]): Promise<string[]> {
      const found: string[] = [];
      for (const table of Object.keys(personalData) as (keyof Database)[]) {
        const rows = (await shop.app.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
        for (const row of rows)
          for (const [column, value] of Object.entries(row)) {
            const text = Buffer.isBuffer(value) ? '' : typeof value === 'string' ? value.toLowerCase() : String(value);
            if (needles.some((needle) => text.includes(needle.toLowerCase()))) found.push(`${table}.${column}`);
          }
      }
      return [...new Set(found)].sort();
    }

    it('refuses a wrong password, and changes nothing', async () => {
      const { marker, customer, token } = await customerWithEverything();
      expect(refusalCodes(await erase(token, { current_password: 'Not-the-1-password' }))).toEqual({
        current_password: ['wrong_password'],
      });
      expect((await whereItIs([marker])).length).toBeGreaterThan(10);
      expect((await call(shop.app, 'GET', '/api/me', { token })).statusCode).toBe(200);
      expect(await shop.app.db.selectFrom('users').select('erased_at').where('id', '=', customer.id).executeTakeFirstOrThrow()).toEqual({
        erased_at: null,
      });
    });

    it('asks a customer whose order is on its way to wait for it or to write, and changes nothing', async () => {
      const { order, customer } = await paidTestOrder(shop.app, [{ price: 900, quantity: 1 }]);
      const password = await passwordOf(customer.id);
      const response = await erase(customer.token, { current_password: password });
      expect(response.statusCode).toBe(409);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        errors: { account: ['orders_in_progress'] },
        details: { references: order.reference },
      });
      expect((await call(shop.app, 'GET', '/api/me', { token: customer.token })).statusCode).toBe(200);
    });

    it('erases everything of theirs at once but the invoice as issued, cancels the unpaid order, ends their sessions and mails them', async () => {
      const { marker, email, customer, delivered, unpaid, invoice, variationIds, token } = await customerWithEverything();
      const secondSession = await sessionOf(shop.app, customer.id);
      const password = await passwordOf(customer.id);
      const stockBefore = await stockOf(shop.app.db, variationIds[0]!);

      const response = await erase(token, { current_password: password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { status: 'erased', orders_cancelled: [unpaid.reference] } });
      expect(response.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');

      // Nothing of theirs is left anywhere but the invoice's buyer, as it was issued.
      expect(await whereItIs([marker, email])).toEqual(['invoices.buyer']);
      const kept = await shop.app.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
      expect((await invoiceDocument(shop.app.db, kept)).buyer).toEqual({
        name: `${marker} Citronnier`,
        email,
        address: [`12 rue ${marker}`, '06500 Menton', 'FR'],
      });
      // The orders stay as accounting records; the unpaid one gave its units back.
      const orders = await shop.app.db
        .selectFrom('orders')
        .select(['reference', 'status'])
        .where('user_id', '=', customer.id)
        .orderBy('id')
        .execute();
      expect(orders).toEqual([
        { reference: delivered.reference, status: 'done' },
        { reference: unpaid.reference, status: 'cancelled' },
      ]);
      expect(await stockOf(shop.app.db, variationIds[0]!)).toBe(stockBefore + 2);
      const account = await shop.app.db.selectFrom('users').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(account).toMatchObject({
        email: erasedEmail(customer.id),
        first_name: '',
        last_name: '',
        password_hash: '',
        pending_email: null,
      });
      expect(account.erased_at).not.toBeNull();

      for (const session of [token, secondSession])
        expect((await call(shop.app, 'GET', '/api/me', { token: session })).statusCode).toBe(401);
      expect((await call(shop.app, 'POST', '/api/login', { payload: { email, password } })).statusCode).toBe(422);
      const mail = await mailTo(shop, email);
      expect(mail.subject).toBe('Votre compte a été supprimé');
      const journal = await shop.app.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('action', '=', 'customer.erased')
        .where('subject_id', '=', String(customer.id))
        .execute();
      expect(journal).toHaveLength(1);
      expect(JSON.parse(journal[0]!.after!)).toEqual({
        orders_cancelled: [unpaid.reference],
        orders_kept: [delivered.reference, unpaid.reference],
      });
    });

    it("asks a staff member for their second factor, and keeps the shop's last owner", async () => {
      const helper = await createTestUser(shop.app.db, { staffRole: 'staff' });
      await shop.app.db
        .updateTable('users')
        .set({ second_factor_enrolled_at: new Date(), second_factor_secret: shop.app.secretBox.seal('JBSWY3DPEHPK3PXP', helper.id) })
        .where('id', '=', helper.id)
        .execute();
      const token = await sessionOf(shop.app, helper.id);
      expect(refusalCodes(await erase(token, { current_password: helper.password }))).toEqual({ second_factor_code: ['required'] });
      expect(refusalCodes(await erase(token, { current_password: helper.password, second_factor_code: '000000' }))).toEqual({
        second_factor_code: ['second_factor_code'],
      });
      expect((await call(shop.app, 'GET', '/api/me', { token })).statusCode).toBe(200);

      // The shop's one owner cannot leave it without one.
      const owner = await createTestUser(shop.app.db, { staffRole: 'owner' });
      expect(await shop.app.db.selectFrom('users').select('id').where('staff_role', '=', 'owner').execute()).toEqual([{ id: owner.id }]);
      const ownerPassword = await passwordOf(owner.id);
      await shop.app.db.updateTable('users').set({ second_factor_enrolled_at: null }).where('id', '=', owner.id).execute();
      const refused = await erase(await sessionOf(shop.app, owner.id), { current_password: ownerPassword });
      expect(refused.statusCode).toBe(409);
      expect(errorBodySchema.parse(refused.json()).errors).toEqual({ account: ['last_owner'] });
    });
  });
});

/** The parts of a French export the test reads by name. */
interface FrenchExport extends Record<string, unknown> {
  commandes: ({ reference: string } & Record<string, unknown>)[];
  consentement_aux_cookies: { ce_navigateur: unknown };
}

/** Every field name of the data, at every depth. */
const fieldNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(fieldNames)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)])
      : [];
