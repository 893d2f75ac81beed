import { localizedPath } from '@lemon/shared/routes';
import type { Page, Request } from '@playwright/test';
import { seedCategories } from '../../api/src/database/seed/catalogue-data';
import { expect, test } from '../support/fixtures';
import { openMenu, slot } from '../support/shop-page';
import { texts } from '../support/translations';

/** The spec's first four main categories, in their order: drinks, groceries, household, boxes. */
const heroCategories = ['drinks', 'groceries', 'household', 'boxes'].map((key) => seedCategories.find((category) => category.key === key)!);

const heroVideo = (page: Page) => page.getByTestId('hero-video');

test('the home page shows, in the spec’s order: the order popup, the hero, the about section, the product of the month, the best sellers', async ({
  page,
}) => {
  const { shell, content, catalog } = texts('fr');
  await page.goto('/fr?order=success');
  const popup = page.getByRole('dialog', { name: shell.orderPopup.success.title });
  await expect(popup).toBeVisible();
  await popup.getByRole('link', { name: shell.orderPopup.close }).click();
  await expect(popup).toBeHidden();

  const sections = [
    page.getByRole('region', { name: shell.home.title }),
    page.getByRole('region', { name: content.homeAbout.title }),
    page.locator('#produit-du-mois'),
    page.getByRole('region', { name: catalog.home.bestSellers }),
  ];
  for (const section of sections) await expect(section).toBeVisible();
  await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);
  const tops = await Promise.all(sections.map(async (section) => (await section.boundingBox())!.y));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  // In the document's order too, as a screen reader reads them.
  const order = await page.evaluate(
    (selectors) => {
      const found = selectors.map((selector) => document.querySelector(selector)!);
      return found
        .slice(1)
        .map((element, index) => Boolean(found[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING));
    },
    ['#order-popup', 'section[aria-labelledby="home-title"]', '#a-propos', '#produit-du-mois', '#meilleures-ventes'],
  );
  expect(order).toEqual([true, true, true, true]);
});

test('the login and the order popups’ code loads only when the address asks for them', async ({ page }) => {
  const { shell } = texts('fr');
  const popupCode = /\/assets\/(auth-popup|order-popup)\.[^/]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = popupCode.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  await page.getByRole('link', { name: shell.header.login }).click();
  await expect(page.getByRole('dialog', { name: shell.auth.choice.title })).toBeVisible();
  expect(fetched).toEqual(['auth-popup']);

  await page.goto('/fr?order=error');
  await expect(page.getByRole('dialog', { name: shell.orderPopup.error.title })).toBeVisible();
  expect(fetched).toEqual(['auth-popup', 'order-popup']);
});

test('the hero’s links reach the four main categories', async ({ page }) => {
  const links = page.getByRole('navigation', { name: texts('fr').shell.home.categories }).getByRole('link');
  await page.goto(localizedPath('fr', 'home'));
  await expect(links).toHaveText(heroCategories.map((category) => category.label.fr));
  for (const [index, category] of heroCategories.entries()) {
    if (index > 0) {
      await page.goBack();
      await expect(page).toHaveURL(localizedPath('fr', 'home'));
    }
    await links.nth(index).click();
    await expect(page).toHaveURL(localizedPath('fr', 'category', { slug: category.slug.fr }));
    await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(category.label.fr);
  }
});

test('the hero’s links speak the page’s language', async ({ page }) => {
  const links = page.getByRole('navigation', { name: texts('it').shell.home.categories }).getByRole('link');
  await page.goto(localizedPath('it', 'home'));
  await expect(links).toHaveText(heroCategories.map((category) => category.label.it));
  for (const [index, category] of heroCategories.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', localizedPath('it', 'category', { slug: category.slug.it }));
  }
});

test('the about section’s read-more link leads to the about page', async ({ page }) => {
  const { content, pages } = texts('en');
  await page.goto('/en');
  await page.getByRole('region', { name: content.homeAbout.title }).getByRole('link', { name: content.homeAbout.readMore }).click();
  await expect(page).toHaveURL('/en/a-propos');
  await expect(slot(page, 'content').getByRole('heading', { level: 1 })).toHaveText(pages.about.title);
});

test.describe('the about section, text and a link the server drew', () => {
  // Its styles come with the page's first HTML; its code is the content app's scripts.
  const contentCode = (request: Request) =>
    request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/apps/content/');

  test('loads its code only when the shopper reaches for it; before that its link opens the about page in place', async ({ page }) => {
    const { content, pages } = texts('fr');
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (contentCode(request)) loaded.push(request.url());
    });
    await page.goto('/fr');
    const about = page.getByRole('region', { name: content.homeAbout.title });
    await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);

    // A click that comes before any sign of intent (no pointer over it first) still stays in the page.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await about.getByRole('link', { name: content.homeAbout.readMore }).dispatchEvent('click');
    await expect(page).toHaveURL('/fr/a-propos');
    await expect(slot(page, 'content').getByRole('heading', { level: 1 })).toHaveText(pages.about.title);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('the pointer over it loads its code, and the section goes on as it was drawn', async ({ page }) => {
    const { content } = texts('fr');
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (contentCode(request)) loaded.push(new URL(request.url()).pathname);
    });
    await page.goto('/fr');
    const about = page.getByRole('region', { name: content.homeAbout.title });
    const drawn = await about.elementHandle();
    await about.hover();
    await expect.poll(() => loaded.some((path) => /home_about/.test(path))).toBe(true);
    // Taken over, not drawn again: the element the server drew is the one in the page.
    await expect(about.getByRole('link', { name: content.homeAbout.readMore })).toBeVisible();
    expect(await drawn!.evaluate((element) => element.isConnected)).toBe(true);
  });

  test('switching language before its code came draws it in the new language', async ({ page }) => {
    await page.goto('/fr');
    await openMenu(page, 'fr');
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en');
    const { content } = texts('en');
    const about = page.getByRole('region', { name: content.homeAbout.title });
    await expect(about).toBeVisible();
    await expect(about.getByRole('link', { name: content.homeAbout.readMore })).toHaveAttribute('href', '/en/a-propos');
  });
});

test('the hero’s video is muted, loops, plays behind a poster that painted first', async ({ page }) => {
  await page.goto('/fr');
  const video = heroVideo(page);
  await expect(video).toHaveAttribute('poster', /hero-poster\.[0-9a-f]+\.webp$/);
  await expect(video).toHaveAttribute('aria-hidden', 'true');
  const poster = await page.request.get((await video.getAttribute('poster'))!);
  expect(poster.headers()['content-type']).toBe('image/webp');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  expect(
    await video.evaluate((element: HTMLVideoElement) => ({ muted: element.muted, loop: element.loop, paused: element.paused })),
  ).toEqual({
    muted: true,
    loop: true,
    paused: false,
  });
  // Both encodings are served, each a few hundred kB at most.
  for (const type of ['video/webm', 'video/mp4']) {
    const source = await video.locator(`source[type="${type}"]`).getAttribute('src');
    const response = await page.request.get(source!);
    expect(response.headers()['content-type']).toBe(type);
    expect((await response.body()).length).toBeLessThan(350_000);
  }
});

test.describe('for a shopper who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero keeps its still poster: the video neither plays nor downloads', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
    });
    await page.goto('/fr');
    const video = heroVideo(page);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);
    expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }))).toEqual({
      paused: true,
      time: 0,
    });
    expect(videoRequests).toEqual([]);
  });
});

test('the five best sellers the back office promises all show, at every width, a short last row centred', async ({ page }) => {
  for (const width of [390, 700, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr');
    const cards = page.getByTestId('best-sellers').getByTestId('product-card');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card, `at ${width} px`).toBeVisible();
    // Measured in one place of the page: the boxes are where the cards are on the screen.
    const grid = (await page.getByTestId('best-sellers').boundingBox())!;
    const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
    for (const box of boxes) expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
    // The last row's cards sit as far from the left edge of the grid as from its right edge.
    const lastRow = boxes.filter((box) => Math.abs(box.y - boxes.at(-1)!.y) < 2);
    const left = lastRow[0]!.x - grid.x;
    const right = grid.x + grid.width - (lastRow.at(-1)!.x + lastRow.at(-1)!.width);
    expect(Math.abs(left - right), `at ${width} px`).toBeLessThan(2);
  }
});
