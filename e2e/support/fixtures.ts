// Each test makes its own shopper and its own products, in the shop's database, as the workshop and a
// registration would leave them: tests never share data, so they run in any order and in parallel.
import { randomUUID } from 'node:crypto';
import { signedInCookieName } from '@lemon/shared';
import { consentCookie, consentCookieValue, consentRevision, type consentCategories } from '@lemon/shared/consent-cookie';
import type { Product } from '@lemon/catalog-contract';
import type { PromoCodePayload } from '@lemon/orders-contract';
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { connectDatabase } from '../../api/src/database/engine';
import type { Db } from '../../api/src/database/database';
import { createTestCategory } from '../../api/src/test-support/test-catalogue';
import { createTestProduct } from '../../api/src/test-support/test-products';
import { createTestUser, type TestUser } from '../../api/src/test-support/test-users';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { takenOverAttribute } from '../../shell/src/apps/taken-over';
import { liveProduct } from './catalogue';
import { baseURL, testDataDir } from './test-server';
import './workspace-routes';

export interface Shopper extends TestUser {
  token: string;
}

/** The consent categories a test's visitor has already chosen, or null for a first visit (the banner shows). */
type ConsentChoice = readonly (typeof consentCategories)[number][] | null;

/** The consent cookie as the banner library writes it, for a visitor who chose `categories` earlier. */
export function storedConsentCookie(
  categories: readonly string[],
  { baseURL, revision = consentRevision }: { baseURL: string; revision?: number },
) {
  const value = consentCookieValue(categories, { languageCode: 'fr', revision });
  return { name: consentCookie.name, value: encodeURIComponent(value), url: baseURL, sameSite: 'Lax' as const };
}

/**
 * The banner library stays hidden from bots, and takes a browser driven by a program for one: a context's pages
 * are a person's, as the shop meets them.
 */
export const asAPerson = (context: BrowserContext) =>
  context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

/**
 * Waits, after a page of the shop has loaded, for its scripts to take it over. The server sends it drawn; its
 * scripts start when the shopper first moves to it (here the mouse comes over the page), or at once where the page
 * shows something of the visitor's own (tooling/page-starter.js). A shopper sees the page at once, and the test
 * acts on it once it answers, as before.
 */
export async function takenOver(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  // Two moves: the mouse may already stand where one of them goes, and a move to the same place is no move.
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.locator(`html[${takenOverAttribute}]`).waitFor({ state: 'attached' });
}

/** The page's loads (`goto`, `reload`, back and forward to another document) wait for its scripts to take over. */
export function waitingForScripts(page: Page): Page {
  for (const load of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const loaded = page[load].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [load]: async (...args: unknown[]) => {
        const response = await loaded(...args);
        await takenOver(page, response);
        return response;
      },
    });
  }
  return page;
}

/** A session's cookies in a browser, as a login leaves them: the token where no script reads it, and the sign of one. */
export const sessionCookies = (token: string, url: string) => [
  { name: 'session', value: token, url, httpOnly: true, sameSite: 'Lax' as const },
  { name: signedInCookieName, value: '1', url, sameSite: 'Lax' as const },
];

/** The browser `context` logged in with the session `token`. */
export const logInWith = (context: BrowserContext, token: string) => context.addCookies(sessionCookies(token, baseURL));

/** A staff member with the second factor set up, logged in on `page` with a session opened with it. */
async function staffLoggedIn(db: Db, page: Page, staffRole: 'owner' | 'staff'): Promise<Shopper> {
  const user = await createTestUser(db, { staffRole });
  await db.updateTable('users').set({ second_factor_enrolled_at: new Date() }).where('id', '=', user.id).execute();
  const token = await issueAccessToken(db, user.id, { secondFactor: true });
  await logInWith(page.context(), token);
  return { ...user, token };
}

interface TestFixtures {
  /**
   * What the visitor chose on an earlier visit; by default the necessary cookies only, so the banner stays out of
   * the way of tests about something else. `test.use({ consentChoice: null })` meets a first-time visitor.
   */
  consentChoice: ConsentChoice;
  /** A verified shopper of this test only, logged in on `page` (the token is where the shop keeps it). */
  shopper: Shopper;
  /** A verified account of this test only, not logged in: the test logs in as a shopper would. */
  account: TestUser;
  /**
   * The shop's owner, of this test only, logged in on `page` as the login's second step leaves them: with an
   * authenticator app set up and a session opened with its code. The back office opens for them.
   */
  owner: Shopper;
  /** The same for a helper in the shop (the `staff` role): the daily work, not the owner's pages. */
  helper: Shopper;
  /** Makes a category of this test only, not in the menu, with no product yet: its id, French slug and name. */
  newCategory: () => Promise<{ id: number; slug: string; label: string }>;
  /** Makes a product of this test only, one variation per stock figure, and answers it as the API shows it. */
  newProduct: (options?: { stocks?: number[]; prices?: number[]; description?: string }) => Promise<Product>;
  /** What the staff does in the workshop: count a variation's stock, through the staff call. */
  setStock: (variationId: number, stock: number) => Promise<void>;
  /** A promo code of this test only, created through the staff call; answers its code. */
  newPromo: (terms: Omit<PromoCodePayload, 'code'>) => Promise<string>;
}

interface WorkerFixtures {
  /** The test server's own database. */
  shopDatabase: Db;
  /** An owner's token, opened with the second factor, one per worker. */
  staffToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForScripts(page));
  },
  consentChoice: [['necessary'], { option: true }],
  context: async ({ context, consentChoice, baseURL }, use) => {
    await asAPerson(context);
    if (consentChoice) await context.addCookies([storedConsentCookie(consentChoice, { baseURL: baseURL! })]);
    await use(context);
  },
  shopDatabase: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const connection = connectDatabase({ dataDir: testDataDir });
      await use(connection.db);
      await connection.close();
    },
    { scope: 'worker' },
  ],
  staffToken: [
    async ({ shopDatabase }, use) => {
      const staff = await createTestUser(shopDatabase, { staffRole: 'owner' });
      // A session as the login's second step opens it: the staff calls take no other.
      await use(await issueAccessToken(shopDatabase, staff.id, { secondFactor: true }));
    },
    { scope: 'worker' },
  ],

  shopper: async ({ shopDatabase, page }, use) => {
    const user = await createTestUser(shopDatabase);
    const token = await issueAccessToken(shopDatabase, user.id);
    await logInWith(page.context(), token);
    await use({ ...user, token });
  },
  owner: async ({ shopDatabase, page }, use) => {
    await use(await staffLoggedIn(shopDatabase, page, 'owner'));
  },
  helper: async ({ shopDatabase, page }, use) => {
    await use(await staffLoggedIn(shopDatabase, page, 'staff'));
  },
  account: async ({ shopDatabase }, use) => {
    await use(await createTestUser(shopDatabase));
  },
  newCategory: async ({ shopDatabase }, use) => {
    await use(() => createTestCategory(shopDatabase));
  },
  newProduct: async ({ shopDatabase, request }, use) => {
    await use(async (options) => {
      const { slug } = await createTestProduct(shopDatabase, options);
      return liveProduct(request, slug);
    });
  },
  newPromo: async ({ staffToken, request }, use) => {
    await use(async (terms) => {
      const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
      const response = await request.post('/api/promo_codes', {
        data: { code, ...terms },
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(response.status()).toBe(201);
      return code;
    });
  },
  setStock: async ({ staffToken, request }, use) => {
    await use(async (variationId, stock) => {
      const response = await request.put(`/api/product_variations/${variationId}/stock`, {
        data: { stock },
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(response.status()).toBe(200);
    });
  },
});

export { expect };
