import { localizedPath } from '@lemon/shared/routes';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { visitorCookie } from '../../shell/src/analytics/visitor-cookie';
import { consentCookie, consentRevision } from '@lemon/shared/consent-cookie';
import { asAPerson, expect, storedConsentCookie, takenOver, test } from '../support/fixtures';
import { header } from '../support/shop-page';
import { texts } from '../support/translations';

// A first visit: no earlier choice, so the banner shows.
test.use({ consentChoice: null });

const dayS = 24 * 60 * 60;
const { consent: bannerTexts, preferences: panelTexts, settings } = texts('fr').shell.cookies;

const banner = (page: Page) => page.getByRole('dialog', { name: bannerTexts.title });
const panel = (page: Page) => page.getByRole('dialog', { name: panelTexts.title });

async function storedCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** The consent cookie's contents, and how long it has left to live, in seconds. */
async function storedConsent(context: BrowserContext) {
  const cookie = await storedCookie(context, consentCookie.name);
  expect(cookie, 'the consent cookie is stored').toBeDefined();
  const value = JSON.parse(decodeURIComponent(cookie!.value)) as { categories: string[]; revision: number; data: unknown };
  return { ...value, lifetimeS: cookie!.expires - Date.now() / 1000 };
}

/** Chromium caps any cookie's lifetime at 400 days. */
const chromiumCookieCapMs = 400 * dayS * 1000;

/** What the page's scripts wrote to `document.cookie`, in order, as they wrote it (lifetimes included). */
interface CookieLog {
  cookieWrites: string[];
}
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as CookieLog).cookieWrites = log;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      get() {
        return cookie.get!.call(this);
      },
      set(value: string) {
        log.push(value);
        cookie.set!.call(this, value);
      },
    });
  });
});

/** Every page view the page sends to the shop's API, from now on. */
function pageViewCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/page-views') calls.push(request);
  });
  return calls;
}
const countedPaths = (calls: Request[]) => calls.map((call) => (call.postDataJSON() as { path: string }).path);

/** The banner library's files the page asks for, from now on. */
function bannerLibraryFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/^\/assets\/cookie-consent\./.test(new URL(request.url()).pathname)) files.push(request.url());
  });
  return files;
}

test('accept all: the cookie holds every category, the revision and data, for 182 days; the banner stays away', async ({
  page,
  context,
}) => {
  // The banner's answers are kept without its library, which only the preferences panel needs.
  const libraryFiles = bannerLibraryFiles(page);
  await page.goto('/fr');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(bannerTexts.description);
  await banner(page).getByRole('button', { name: bannerTexts.acceptAll }).click();
  await expect(banner(page)).toBeHidden();

  const stored = await storedConsent(context);
  expect(stored.categories).toEqual(['necessary', 'preferences', 'analytics']);
  expect(stored.revision).toBe(consentRevision);
  expect(stored).toHaveProperty('data');
  expect(stored.lifetimeS).toBeGreaterThan(consentCookie.days * dayS - 120);
  expect(stored.lifetimeS).toBeLessThanOrEqual(consentCookie.days * dayS);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(libraryFiles).toEqual([]);
});

test('necessary only: nothing else is accepted, nothing is counted, and the choice is kept', async ({ page, context }) => {
  const calls = pageViewCalls(page);
  await page.goto('/fr');
  await banner(page).getByRole('button', { name: bannerTexts.acceptNecessary }).click();
  await expect(banner(page)).toBeHidden();
  expect((await storedConsent(context)).categories).toEqual(['necessary']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto(localizedPath('fr', 'contact'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
  expect(await storedCookie(context, visitorCookie.name)).toBeUndefined();
});

test('chosen categories: the panel saves exactly the ones switched on', async ({ page, context }) => {
  await page.goto('/fr');
  await banner(page).getByRole('button', { name: bannerTexts.showPreferences }).click();
  await expect(panel(page)).toBeVisible();
  const necessary = panel(page).getByRole('checkbox', { name: panelTexts.necessary.title });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await panel(page).getByRole('checkbox', { name: panelTexts.analytics.title }).check({ force: true });
  await panel(page).getByRole('button', { name: panelTexts.save }).click();
  await expect(panel(page)).toBeHidden();
  expect((await storedConsent(context)).categories).toEqual(['necessary', 'analytics']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('the banner comes back, saying why, when the shop raises the consent revision', async ({ page, context, baseURL }) => {
  await context.addCookies([storedConsentCookie(['necessary', 'analytics'], { baseURL: baseURL!, revision: consentRevision - 1 })]);
  await page.goto('/fr');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(bannerTexts.revisionMessage);
  await banner(page).getByRole('button', { name: bannerTexts.acceptNecessary }).click();
  // The choice is stored once the consent library has run (it loads on the first choice): the banner then goes.
  await expect(banner(page)).toBeHidden();
  const stored = await storedConsent(context);
  expect(stored.revision).toBe(consentRevision);
  expect(stored.categories).toEqual(['necessary']);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner comes with a first visit’s page and keeps an answer: the page comes back as it was, without it', async ({
    page,
    context,
  }) => {
    const recipes = localizedPath('fr', 'recipes');
    await page.goto(recipes);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(bannerTexts.description);
    // The preferences panel is the library's: that button alone waits for the scripts.
    await expect(banner(page).getByRole('button', { name: bannerTexts.showPreferences })).toHaveAttribute('aria-disabled', 'true');
    await expect(banner(page).getByRole('button', { name: bannerTexts.acceptNecessary })).not.toHaveAttribute('aria-disabled');

    await banner(page).getByRole('button', { name: bannerTexts.acceptNecessary }).click();
    await expect(page).toHaveURL(new RegExp(`${recipes}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    const stored = await storedConsent(context);
    expect(stored).toMatchObject({ categories: ['necessary'], revision: consentRevision });
    expect(stored.lifetimeS).toBeGreaterThan(consentCookie.days * dayS - 120);
    expect(stored.lifetimeS).toBeLessThanOrEqual(consentCookie.days * dayS);
  });

  test('an answer kept by the server is the library’s own cookie: the scripts take it, and replace it when it changes', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await page.goto('/fr');
    await banner(page).getByRole('button', { name: bannerTexts.acceptAll }).click();
    await expect(banner(page)).toHaveCount(0);

    // The same visitor, their scripts running now (a context of its own takes this file's options: scripts off), no
    // banner, and the panel shows their choice.
    const withScripts = await browser.newContext({ baseURL, javaScriptEnabled: true });
    await asAPerson(withScripts);
    await withScripts.addCookies(await context.cookies());
    const live = await withScripts.newPage();
    const response = await live.goto('/fr');
    await takenOver(live, response);
    await expect(banner(live)).toHaveCount(0);
    await live.getByRole('contentinfo').getByRole('button', { name: settings }).click();
    const panelOf = panel(live);
    await expect(panelOf.getByRole('checkbox', { name: panelTexts.analytics.title })).toBeChecked();
    await panelOf.getByRole('button', { name: panelTexts.acceptNecessary }).click();
    await expect(panelOf).toBeHidden();
    // The library replaced the server's cookie: one cookie, the new choice.
    const kept = (await withScripts.cookies()).filter((cookie) => cookie.name === consentCookie.name);
    expect(kept).toHaveLength(1);
    expect(JSON.parse(decodeURIComponent(kept[0]!.value))).toMatchObject({ categories: ['necessary'] });
    await withScripts.close();
  });

  test('it asks again, saying why, after a new revision; a visitor who chose under this one is not asked', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([storedConsentCookie(['necessary'], { baseURL: baseURL!, revision: consentRevision - 1 })]);
    await page.goto('/fr');
    await expect(banner(page)).toContainText(bannerTexts.revisionMessage);

    await context.addCookies([storedConsentCookie(['necessary'], { baseURL: baseURL! })]);
    await page.goto('/fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test('the banner speaks the site’s language, and follows it when the language changes', async ({ page }) => {
  const italian = texts('it').shell;
  const english = texts('en').shell.cookies.consent;
  await page.goto('/it');
  const italianBanner = page.getByRole('dialog', { name: italian.cookies.consent.title });
  await expect(italianBanner).toContainText(italian.cookies.consent.description);
  await expect(italianBanner.getByRole('button', { name: italian.cookies.consent.acceptAll })).toBeVisible();

  await header(page).getByRole('button', { name: italian.header.openMenu }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const englishBanner = page.getByRole('dialog', { name: english.title });
  await expect(englishBanner).toContainText(english.description);
  await expect(englishBanner.getByRole('button', { name: english.acceptNecessary })).toBeVisible();
});

test('analytics: no call before consent; then each page counted under a visitor cookie of 2 years and 1 minute, until consent is withdrawn', async ({
  page,
  context,
  request,
  staffToken,
}) => {
  const calls = pageViewCalls(page);
  await page.goto('/fr');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: texts('fr').shell.footer.contact })
    .click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  // The contact page's own heading: the home page's stays on screen until the contact page is shown, and the shop
  // knows the shopper is on the contact page only then.
  await expect(page.getByRole('heading', { level: 1, name: texts('fr').content.contact.title, exact: true })).toBeVisible();
  expect(calls).toEqual([]);
  expect(await storedCookie(context, visitorCookie.name)).toBeUndefined();

  // Consent on the contact page: that page counts, then each page shown.
  await banner(page).getByRole('button', { name: bannerTexts.acceptAll }).click();
  await expect.poll(() => countedPaths(calls)).toEqual(['/fr/contact']);
  // The shop asks for 2 years and 1 minute; Chromium keeps no cookie longer than 400 days.
  const visitor = await storedCookie(context, visitorCookie.name);
  expect(visitor).toBeDefined();
  const [written] = await page.evaluate(
    (name) => (window as unknown as CookieLog).cookieWrites.filter((write) => write.startsWith(`${name}=`)),
    visitorCookie.name,
  );
  const askedExpiry = Date.parse(/expires=([^;]+)/.exec(written!)![1]!);
  const twoYearsAndAMinute = Date.parse(addYears(new Date(), 2)) + 60_000;
  expect(Math.abs(askedExpiry - twoYearsAndAMinute)).toBeLessThan(120_000);
  expect(visitor!.expires * 1000).toBeCloseTo(Math.min(askedExpiry, Date.now() + chromiumCookieCapMs), -5);
  expect(calls.every((call) => (call.postDataJSON() as { visitor: string }).visitor === visitor!.value)).toBe(true);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: texts('fr').shell.footer.about })
    .click();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect.poll(() => countedPaths(calls)).toEqual(['/fr/contact', '/fr/a-propos']);

  // The owner reads the counts through the staff call, once the last page's count has been answered (the browser
  // sent it as the page showed; the server may still be writing it).
  const viewsOf = async () => {
    const counts = await request.get('/api/staff/page-views', { headers: { authorization: `Bearer ${staffToken}` } });
    expect(counts.status()).toBe(200);
    const { data } = (await counts.json()) as { data: { path: string; views: number; visitors: number }[] };
    return ['/fr/contact', '/fr/a-propos'].map((path) => (data.find((row) => row.path === path)?.views ?? 0) >= 1);
  };
  await expect.poll(viewsOf).toEqual([true, true]);

  // Withdrawn from the footer's link: the identifier goes and nothing more is counted.
  await page.getByRole('contentinfo').getByRole('button', { name: settings }).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: panelTexts.acceptNecessary }).click();
  await expect(panel(page)).toBeHidden();
  await expect.poll(async () => storedCookie(context, visitorCookie.name)).toBeUndefined();
  expect((await storedConsent(context)).categories).toEqual(['necessary']);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: texts('fr').shell.footer.legal })
    .click();
  await expect(page).toHaveURL(/\/fr\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(countedPaths(calls)).toEqual(['/fr/contact', '/fr/a-propos']);
});

function addYears(date: Date, years: number): string {
  const moved = new Date(date);
  moved.setFullYear(moved.getFullYear() + years);
  return moved.toISOString();
}

test.describe('a visitor who chose on an earlier visit', () => {
  test.use({ consentChoice: ['necessary', 'analytics'] });

  test('their choice holds without the banner’s library, which loads only when they open the cookie settings', async ({ page }) => {
    const bannerCode = bannerLibraryFiles(page);
    const calls = pageViewCalls(page);
    await page.goto('/fr');
    // Analytics, which they accepted, counts the page: their choice reached the store.
    await expect.poll(() => countedPaths(calls)).toEqual(['/fr']);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(bannerCode).toEqual([]);

    await page.getByRole('contentinfo').getByRole('button', { name: settings }).click();
    await expect(panel(page)).toBeVisible();
    expect(bannerCode).not.toEqual([]);
    await expect(panel(page).getByRole('checkbox', { name: panelTexts.analytics.title })).toBeChecked();
    await expect(banner(page)).toBeHidden();
  });
});
