import { randomUUID } from 'node:crypto';
import { localizedPath } from '@lemon/shared/routes';
import { todayResponseSchema, type Today } from '@lemon/staff-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { storePageView } from '../../api/src/analytics/page-views.repository';
import type { Db } from '../../api/src/database/database';
import { createTestUser } from '../../api/src/test-support/test-users';
import { seriousViolations } from '../support/accessibility';
import { expect, test, type Shopper } from '../support/fixtures';
import { slot } from '../support/shop-page';
import { euros, fill, texts } from '../support/translations';

// The back office's home and its journal, with data the fixtures make: orders in each state Today lists, a
// sold-out item a shopper waits for, page views, and an order moved through the API.
const t = texts('fr').admin;
const minute = 60_000;

interface Orders {
  toSend: string;
  pickup: string;
  lapsing: string;
}

/** Orders of a customer of this test only, in the states Today lists, placed straight in the shop's database. */
async function ordersOfToday(db: Db): Promise<Orders> {
  const customer = await createTestUser(db);
  const order = async (fields: {
    status: 'new' | 'paid';
    delivery_method: 'shipping' | 'pickup';
    total: number;
    paid_at?: Date;
    payment_due_at?: Date;
  }) => {
    const reference = randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase();
    const address =
      fields.delivery_method === 'shipping'
        ? {
            address_first_name: 'Ana',
            address_last_name: 'Rossi',
            address_line1: '1 rue des Citrons',
            address_zip: '06500',
            address_city: 'Menton',
            address_country: 'FR',
          }
        : {};
    await db
      .insertInto('orders')
      .values({ reference, user_id: customer.id, subtotal: fields.total, ...address, ...fields })
      .execute();
    return reference;
  };
  const now = Date.now();
  return {
    toSend: await order({ status: 'paid', delivery_method: 'shipping', total: 2450, paid_at: new Date(now - 30 * minute) }),
    pickup: await order({ status: 'paid', delivery_method: 'pickup', total: 1300, paid_at: new Date(now - 20 * minute) }),
    lapsing: await order({ status: 'new', delivery_method: 'shipping', total: 3100, payment_due_at: new Date(now + 10 * minute) }),
  };
}

const staffGet = async (request: APIRequestContext, owner: Shopper, path: string) => {
  const response = await request.get(path, { headers: { authorization: `Bearer ${owner.token}` } });
  expect(response.status()).toBe(200);
  return response.json() as Promise<unknown>;
};

/** Today as the API sees it now: other tests place orders meanwhile, so the page is compared with it. */
const todayOf = async (request: APIRequestContext, owner: Shopper): Promise<Today> =>
  todayResponseSchema.parse(await staffGet(request, owner, '/api/staff/today')).data;

const card = (page: Page, name: string | RegExp) => slot(page, 'admin').getByRole('region', { name });
const orderLink = (page: Page, reference: string) => slot(page, 'admin').getByRole('link', { name: new RegExp(`Commande ${reference}`) });

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  test.describe(viewport ? 'on a phone' : 'on a computer', () => {
    if (viewport) test.use({ viewport });

    test('Today shows what to do now with its numbers, the sales and the page views drawn', async ({
      page,
      owner,
      shopDatabase,
      newProduct,
      request,
    }) => {
      const orders = await ordersOfToday(shopDatabase);
      const product = await newProduct({ stocks: [0] });
      const soldOut = product.product_variations[0]!;
      expect(
        (
          await request.post('/api/stock_notifications', {
            data: { email: `waiting-${randomUUID()}@example.com`, product_variation_id: soldOut.id },
          })
        ).status(),
      ).toBe(200);
      const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * minute);
      for (let view = 0; view < 7; view += 1) await storePageView(shopDatabase, { path: '/fr', visitor: randomUUID() }, threeDaysAgo);

      await page.goto(localizedPath('fr', 'adminToday'));
      await expect(slot(page, 'admin').getByRole('heading', { level: 1 })).toHaveText(t.today.title);

      await expect(orderLink(page, orders.toSend)).toContainText(`Ana Rossi, ${euros(2450)}`);
      await expect(orderLink(page, orders.toSend)).toHaveAttribute('href', localizedPath('fr', 'adminOrder', { reference: orders.toSend }));
      await expect(card(page, /^À préparer \(\d+\)$/).getByRole('link', { name: new RegExp(orders.toSend) })).toBeVisible();
      await expect(card(page, /^À retirer en boutique/).getByRole('link', { name: new RegExp(orders.pickup) })).toBeVisible();
      await expect(card(page, t.today.lapsing.title).getByRole('link', { name: new RegExp(orders.lapsing) })).toContainText('expire à');
      const stock = card(page, t.today.stock.title).getByRole('listitem').filter({ hasText: product.label.fr });
      await expect(stock).toContainText(`${t.today.stock.soldOut} · 1 client attend`);

      // The counts and the sales are the API's at the same moment (other tests order meanwhile).
      await expect(async () => {
        await page.reload();
        const today = await todayOf(request, owner);
        await expect(card(page, fill(t.today.toPrepare.title, { count: today.to_prepare.length }))).toBeVisible({ timeout: 2000 });
        const pickups = today.in_shop.to_prepare.length + today.in_shop.ready.length;
        await expect(card(page, fill(t.today.inShop.title, { count: pickups }))).toBeVisible({ timeout: 2000 });
        await expect(card(page, fill(t.today.messages.title, { count: today.unread_messages }))).toBeVisible({ timeout: 2000 });
        const week = card(page, t.today.sales.week).getByRole('definition');
        await expect(week.nth(0)).toHaveText(String(today.sales.week.current.orders), { timeout: 2000 });
        await expect(week.nth(3)).toHaveText(euros(today.sales.week.current.revenue), { timeout: 2000 });
        const month = card(page, t.today.sales.month).getByRole('definition');
        await expect(month.nth(3)).toHaveText(euros(today.sales.month.current.revenue), { timeout: 2000 });
      }).toPass({ timeout: 20_000 });

      // The chart is drawn (its canvas has coloured pixels), and its figures are there as text.
      const chart = card(page, t.today.visits.title).getByRole('img');
      await expect(chart).toBeVisible();
      await expect
        .poll(() =>
          chart.evaluate((canvas: HTMLCanvasElement) => {
            const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
            let painted = 0;
            for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) painted += 1;
            return painted;
          }),
        )
        .toBeGreaterThan(500);
      const views = (await staffGet(request, owner, '/api/staff/page-views')) as { data: { day: string; views: number }[] };
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(threeDaysAgo);
      const dayViews = views.data.filter((count) => count.day === day).reduce((sum, count) => sum + count.views, 0);
      expect(dayViews).toBeGreaterThanOrEqual(7);
      await card(page, t.today.visits.title).getByText(t.today.visits.table).click();
      // French writes the first of a month "1er": "mardi 1er décembre".
      const dayName = new Intl.DateTimeFormat('fr', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })
        .format(new Date(`${day}T00:00:00Z`))
        .replace(/ 1 /, ' 1er ');
      await expect(card(page, t.today.visits.title).getByRole('row', { name: dayName })).toContainText(String(dayViews));

      // Nothing wider than the screen: the page never scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await seriousViolations(page)).toEqual([]);

      await orderLink(page, orders.toSend).click();
      await expect(page).toHaveURL(localizedPath('fr', 'adminOrder', { reference: orders.toSend }));
    });

    test('Today answers how much was sold last week and last month, and which products were viewed', async ({
      page,
      owner,
      shopDatabase,
      newProduct,
      request,
    }) => {
      const product = await newProduct();
      const paths = [`/fr/produit/${product.slug.fr}`, `/it/produit/${product.slug.it}`, `/en/produit/${product.id}`];
      for (const path of paths) await storePageView(shopDatabase, { path, visitor: randomUUID() });

      await page.goto(localizedPath('fr', 'adminToday'));
      // Last week and last month are over: their figures hold still whatever the other tests order now.
      const { sales } = await todayOf(request, owner);
      const lastWeek = card(page, t.today.sales.lastWeek);
      await expect(lastWeek.getByRole('definition').nth(0)).toHaveText(String(sales.last_week!.current.orders));
      await expect(lastWeek.getByRole('definition').nth(sales.last_week!.current.refunds > 0 ? 4 : 3)).toHaveText(
        euros(sales.last_week!.current.revenue),
      );
      await lastWeek.getByText(t.today.sales.byDay).click();
      const weekDays = lastWeek.getByRole('row');
      await expect(weekDays).toHaveCount(8);
      await expect(weekDays.nth(1)).toContainText(/^lun\. /);
      await expect(weekDays.nth(7)).toContainText(/^dim\. /);
      const lastMonth = card(page, t.today.sales.lastMonth);
      await expect(lastMonth.getByRole('definition').nth(0)).toHaveText(String(sales.last_month!.current.orders));
      await expect(lastMonth.getByRole('row')).toHaveCount(0); // folded until asked
      await expect(lastMonth.getByRole('group')).toHaveCount(1);

      // Its three pages, in three languages, are one product seen three times by three visitors.
      const viewed = card(page, t.today.visits.products).getByRole('row').filter({ hasText: product.label.fr });
      await expect(viewed).toHaveText(new RegExp(`^${product.label.fr}\\s*3\\s*3$`));
      await viewed.getByRole('link').click();
      await expect(page).toHaveURL(localizedPath('fr', 'product', { slug: String(product.id) }));
      await page.goBack();

      // Last week had none of today's views.
      await card(page, t.today.visits.title).getByRole('radio', { name: t.today.visits.periods.lastWeek }).check();
      await expect(card(page, t.today.visits.title).getByRole('img')).toHaveAccessibleName(/ du lundi \d+ \S+ au dimanche /);
      await expect(card(page, t.today.visits.products).getByRole('row').filter({ hasText: product.label.fr })).toHaveCount(0);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the journal tells the move of an order in plain words, and links to it', async ({ page, owner, shopDatabase, request }) => {
      const { toSend } = await ordersOfToday(shopDatabase);
      const moved = await request.post(`/api/orders/${toSend}/status`, {
        data: { status: 'sent' },
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(moved.status()).toBe(200);

      await page.goto(`${localizedPath('fr', 'adminJournal')}?subject_type=order`);
      const entry = slot(page, 'admin').getByRole('link', { name: `Camille Martin a marqué la commande ${toSend} comme expédiée` });
      await expect(entry).toBeVisible();
      await expect(entry.locator('xpath=ancestor::li[1]')).toContainText(
        new RegExp(`Statut :\\s*Payée\\s*→\\s*${t.journal.becomes}\\s*Expédiée`),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await seriousViolations(page)).toEqual([]);

      await slot(page, 'admin').getByLabel(t.journal.filter).selectOption({ label: t.journal.kinds.product_variation });
      await expect(page).toHaveURL(`${localizedPath('fr', 'adminJournal')}?subject_type=product_variation`);
      await expect(entry).toHaveCount(0);

      await page.goBack();
      await entry.click();
      await expect(page).toHaveURL(localizedPath('fr', 'adminOrder', { reference: toSend }));
    });
  });
}
