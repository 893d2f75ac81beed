import { cartCookieName } from '@lemon/shared';
import { devices, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { locales, type Locale } from '@lemon/shared/locales';
import { wholeSitemap } from '../../api/src/test-support/sitemap-reading';
import { documentTitle } from '../../kit/src/shop/shop-identity';
import { takenOverAttribute } from '../../shell/src/apps/taken-over';
import { liveProduct } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { header, openMenu } from '../support/shop-page';
import { baseURL, ownClientHeaders } from '../support/test-server';
import { euros, texts } from '../support/translations';

// What a search engine or a link preview reads: the first HTML, fetched without running any script.

/** The text of an attribute as a browser reads it. */
const unescaped = (text: string) =>
  text.replace(/&(#39|quot|lt|gt|amp);/g, (_entity, name: string) => ({ '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[name]!);

function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: unescaped(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: unescaped(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    ogImage: /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

test('the first HTML of a product page holds its title, canonical address, languages and structured data with its price', async ({
  page,
  request,
}) => {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const response = await request.get(`/en/produit/${liqueur.slug.en}`);
  expect(response.status()).toBe(200);
  const head = headOf(await response.text());

  expect(head.title).toBe(documentTitle(liqueur.label.en));
  expect(head.description.length).toBeGreaterThan(50);
  const origin = new URL(head.canonical!).origin;
  expect(head.canonical).toBe(`${origin}/en/produit/${liqueur.slug.en}`);
  expect(head.alternates).toEqual({
    ...Object.fromEntries(locales.map((locale) => [locale, `${origin}/${locale}/produit/${liqueur.slug[locale]}`])),
    'x-default': `${origin}/fr/produit/${liqueur.slug.fr}`,
  });

  const [product] = head.jsonLd;
  expect(product).toMatchObject({ '@type': 'Product', name: liqueur.label.en, image: [head.ogImage] });
  const offers = product!.offers as { price: string; priceCurrency: string; availability: string }[];
  expect(offers).toEqual(
    liqueur.product_variations.map((variation) =>
      expect.objectContaining({
        price: (variation.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: variation.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      }),
    ),
  );
  // The picture a link preview shows is the one the page shows, served.
  expect(new URL(head.ogImage!).pathname).toBe(new URL(liqueur.product_variations[0]!.main_picture_url, origin).pathname);
  expect((await request.get(new URL(head.ogImage!).pathname)).status()).toBe(200);

  // Once its scripts run, the page keeps the title and description it was sent with.
  await page.goto(`/en/produit/${liqueur.slug.en}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(liqueur.label.en);
  await expect(page).toHaveTitle(head.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.description);
});

test('a product page’s head is the same sent by the server or written by the browser on the way there: title, description, canonical address, structured data', async ({
  page,
  request,
}) => {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  await page.goto(`/it/produit/${liqueur.slug.it}`);
  const documents: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'document' && documents.push(sent.url()));
  // Another product, reached by a link: the browser draws it and writes its head.
  const next = page
    .getByRole('region', { name: texts('it').catalog.product.related })
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const nextName = (await next.textContent())!;
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextName);
  expect(documents).toEqual([]);
  const sent = headOf(await (await request.get(new URL(page.url()).pathname)).text());
  expect(sent.title).toBe(documentTitle(nextName));
  await expect(page).toHaveTitle(sent.title);
  const written = await page.evaluate(() => ({
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    canonicals: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as unknown,
    ),
  }));
  expect(written).toEqual({ description: sent.description, canonicals: [sent.canonical], jsonLd: sent.jsonLd });
  expect(sent.jsonLd).toEqual([expect.objectContaining({ '@type': 'Product', name: nextName })]);

  // Back to the first product: its own head again; then the home page carries no product's address or data.
  await page.goBack();
  await expect(page).toHaveTitle(documentTitle(liqueur.label.it));
  const back = headOf(await (await request.get(`/it/produit/${liqueur.slug.it}`)).text());
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', back.canonical!);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)).toEqual(back.jsonLd[0]);
  await page.getByRole('link', { name: texts('it').shell.header.home }).click();
  await expect(page).toHaveURL(/\/it$/);
  await expect(page.locator('link[rel="canonical"], script[type="application/ld+json"]')).toHaveCount(0);
});

test('a category page’s head is the same sent by the server or written by the browser after a link from a product', async ({
  page,
  request,
}) => {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const [mainCategory] = (await (await request.get('/api/product_categories?filter[is_main]=true&sort=order&perPage=10')).json()).data;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/en/produit/${liqueur.slug.en}`);
  // The header's links to the main categories show on a computer.
  await header(page).getByRole('link', { name: mainCategory.label.en }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mainCategory.label.en);
  const sent = headOf(await (await request.get(new URL(page.url()).pathname)).text());
  await expect(page).toHaveTitle(sent.title);
  const written = await page.evaluate(() => ({
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    canonicals: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
  }));
  expect(written).toEqual({ description: sent.description, canonicals: [sent.canonical], jsonLd: 0 });
  expect(sent.jsonLd).toEqual([]);
});

test('each static page’s first HTML carries the title its app shows, in its language', async ({ page, request }) => {
  for (const [path, title] of [
    ['/it/cgv', texts('it').pages.cgv.title],
    ['/en/contact', texts('en').content.contact.title],
    ['/fr/recettes', texts('fr').catalog.recipes.title],
  ] as const) {
    const head = headOf(await (await request.get(path)).text());
    expect(head.title, path).toBe(documentTitle(title));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(head.title);
  }
});

test('an unknown product is a 404 that still shows the shop’s not-found page', async ({ page }) => {
  const response = await page.goto('/fr/produit/citron-imaginaire');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('<meta name="robots" content="noindex">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('fr').catalog.notFound.product);
});

test('the sitemap lists a product in the three languages, and robots.txt points to it and keeps personal pages out', async ({
  request,
}) => {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/xml/);
  const sitemap = await wholeSitemap(async (path) => (await request.get(path)).text());
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const locale of locales) expect(addresses).toContain(`/${locale}/produit/${liqueur.slug[locale]}`);
  expect(addresses).not.toContain('/fr/panier');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /en/mon-compte');
  expect(robots).toContain('Disallow: /it/panier');
});

test('a page opens with the API answers its first HTML carries, and asks the server for the next page’s', async ({ page, request }) => {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const calls: string[] = [];
  page.on('request', (sent) => {
    const { pathname, search } = new URL(sent.url());
    if (pathname.startsWith('/api/') && sent.method() === 'GET') calls.push(decodeURIComponent(pathname + search));
  });
  await page.goto(`/fr/produit/${liqueur.slug.fr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(liqueur.label.fr);
  const related = page.getByRole('region', { name: texts('fr').catalog.product.related }).getByTestId('product-card');
  await expect(related).toHaveCount(3);
  const [mainCategory] = (await (await request.get('/api/product_categories?filter[is_main]=true&sort=order&perPage=10')).json()).data;
  expect(calls.filter((call) => call.startsWith('/api/products') || call.startsWith('/api/product_categories'))).toEqual([]);
  await openMenu(page, 'fr');
  await expect(page.getByRole('dialog').getByRole('link', { name: mainCategory.label.fr })).toBeVisible();
  // The main categories were in the page; the menu asks only for the others, the first time it opens.
  await expect(page.getByRole('dialog').getByRole('heading', { name: texts('fr').shell.menu.selections })).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/products') || call.startsWith('/api/product_categories'))).toEqual([
    '/api/product_categories?sort=order&perPage=100',
  ]);

  await page
    .getByRole('dialog')
    .getByRole('button', { name: texts('fr').shell.menu.close })
    .click();
  const next = related.first().getByRole('heading').getByRole('link');
  const nextName = await next.textContent();
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextName!);
  expect(calls.some((call) => call.startsWith('/api/products/'))).toBe(true);
});

test('the home page’s first HTML preloads the poster its hero shows, first and with high priority', async ({ page, request }) => {
  const html = await (await request.get('/fr')).text();
  const [firstPreload] = html.match(/<link rel="preload"[^>]*>/g) ?? [];
  const poster = /href="([^"]+\.webp)" as="image" fetchpriority="high"/.exec(firstPreload ?? '')?.[1];
  expect(poster, firstPreload).toBeDefined();
  await page.goto('/fr');
  await expect(page.getByTestId('hero-video')).toHaveAttribute('poster', poster!);
});

test('a product page’s first HTML lists every catalogue script the page runs, its own page’s code but no other page’s, fetched when its scripts start', async ({
  page,
  request,
}) => {
  const product = await liveProduct(request, 'liqueur-citron-menton');
  const address = `/fr/produit/${product.slug.fr}`;
  const html = await (await request.get(address)).text();
  // The page works from its HTML: nothing of its scripts is fetched before what it shows.
  expect(html).not.toMatch(/<link rel="preload"[^>]* as="(script|fetch)"/);
  const listed = JSON.parse(/<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)![1]!) as { href: string }[];
  const preloaded = listed.map(({ href }) => href).filter((href) => href.endsWith('.js'));
  const catalogue = (href: string) => href.startsWith('/apps/catalog/');
  expect(
    preloaded.filter((href) => catalogue(href) && href.includes('/route-')).map((href) => href.split('/').pop()!.split('.')[0]),
  ).toEqual(['route-product']);

  const run: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') run.push(new URL(sent.url()).pathname);
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.label.fr);
  // Nothing the page runs is found late, at the end of a chain: the browser fetched it all at once.
  expect(run.filter(catalogue).filter((href) => !preloaded.includes(href))).toEqual([]);
});

test('the next page’s code and data load while the pointer rests on its link, and the page uses them instead of asking again', async ({
  page,
}) => {
  await page.goto('/fr/categorie/boissons');
  const link = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
  const slug = (await link.getAttribute('href'))!.split('/').pop()!;
  const productCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/products/${slug}`) productCalls.push(sent.url());
  });

  const fetchedAhead = page.waitForRequest((sent) => new URL(sent.url()).pathname === `/api/products/${slug}`);
  // The catalogue app is mounted already: what the product page needs of it is its page's own chunk.
  const codeFetchedAhead = page.waitForRequest((sent) =>
    /\/apps\/catalog\/[^/]+\/route-product\.\w+\.js$/.test(new URL(sent.url()).pathname),
  );
  await link.hover();
  await Promise.all([fetchedAhead, codeFetchedAhead]);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/fr/produit/${slug}$`));
  expect(productCalls).toHaveLength(1);
});

test.describe('without any script, as a search engine or a shopper on a slow phone first sees it', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product: its name, picture, price, description and related products', async ({ page, request }) => {
    const liqueur = await liveProduct(request, 'liqueur-citron-menton');
    const shown = liqueur.product_variations.find((variation) => variation.stock > 0)!;
    const t = texts('en');
    await page.goto(`/en/produit/${liqueur.slug.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(liqueur.label.en);
    const picture = page.getByRole('img', { name: `${liqueur.label.en}, ${shown.label.en}` });
    await expect(picture).toHaveAttribute('src', shown.main_picture_url);
    await expect(picture).toHaveJSProperty('complete', true);
    await expect(page.getByTestId('product-details').getByTestId('price')).toHaveText(euros(shown.price));
    await expect(page.getByTestId('product-details')).toContainText('30% ABV.');
    await expect(page.getByRole('region', { name: t.catalog.product.related }).getByTestId('product-card')).toHaveCount(3);
    // "Add to cart" and the links work without them (the server answers the form); the quantity says it waits for them.
    await expect(page.getByRole('button', { name: t.catalog.card.addToCart }).first()).not.toHaveAttribute('aria-disabled');
    await expect(
      page.getByTestId('product-details').getByRole('button', { name: t.catalog.card.increase.replace('{{name}}', liqueur.label.en) }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: t.shell.header.home })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('contentinfo')).toContainText(t.shell.footer.followUs);
  });

  test('the home page shows its hero, its categories, the shop’s story, the product of the month and the best sellers', async ({
    page,
  }) => {
    const t = texts('it');
    await page.goto('/it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
    await expect(page.getByRole('navigation', { name: t.shell.home.categories }).getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: t.content.homeAbout.title })).toBeVisible();
    await expect(page.getByText(t.catalog.home.productOfTheMonth)).toBeVisible();
    await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);
  });

  test('the recipes page shows every recipe with the products it uses', async ({ page, request }) => {
    const recipes = (await (await request.get('/api/recipes?include=product_summaries&perPage=100')).json()).data as {
      label: Record<Locale, string>;
      product_summaries: { label: Record<Locale, string>; slug: Record<Locale, string> }[];
    }[];
    const withProducts = recipes.find((recipe) => recipe.product_summaries.length > 0)!;
    await page.goto('/it/recettes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('it').catalog.recipes.title);
    await expect(page.getByTestId('recipe')).toHaveCount(recipes.length);
    const products = page.getByRole('complementary', {
      name: texts('it').catalog.recipes.productsFor.replace('{{recipe}}', withProducts.label.it),
    });
    await expect(products.getByRole('link', { name: withProducts.product_summaries[0]!.label.it })).toHaveAttribute(
      'href',
      `/it/produit/${withProducts.product_summaries[0]!.slug.it}`,
    );
  });

  test('the cart page says it is empty to a shopper with no cart, and shows a shopper’s own cart to them alone', async ({
    page,
    context,
    request,
  }) => {
    const t = texts('en');
    const empty = await page.goto('/en/panier');
    // A public page (the same for everyone) opens in the browser's process where it is asked; a shopper's own
    // page keeps other sites' windows away (Cross-Origin-Opener-Policy).
    expect(empty!.headers()['cross-origin-opener-policy']).toBeUndefined();
    expect((await request.get('/en/mon-compte')).headers()['cross-origin-opener-policy']).toBe('same-origin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cart.cart.title);
    await expect(page.getByText(t.cart.cart.empty)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.cart.cart.continueShopping })).toHaveAttribute('href', '/en');

    const liqueur = await liveProduct(request, 'liqueur-citron-menton');
    const added = await request.post('/api/add-to-cart', {
      data: { product_variation_id: liqueur.product_variations[0]!.id, quantity: 2 },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const { uuid } = ((await added.json()) as { data: { uuid: string } }).data;
    await context.addCookies([{ name: cartCookieName, value: uuid, url: page.url() }]);
    const own = await page.goto('/en/panier');
    expect(own!.headers()['cache-control']).toBe('private, no-cache');
    expect(own!.headers()['cross-origin-opener-policy']).toBe('same-origin');
    await expect(page.getByRole('list', { name: t.cart.cart.lines })).toContainText(liqueur.label.en);
    await expect(page.getByText(t.cart.cart.empty)).toBeHidden();
  });

  test('a category page shows its first products, the first card’s picture loaded', async ({ page }) => {
    await page.goto('/fr/categorie/boissons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boissons');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
  });
});

/** The browser `context` of a shopper who put `quantity` bottles of the liqueur in their cart. */
async function withLiqueurInCart(context: BrowserContext, request: APIRequestContext, quantity: number) {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const added = await request.post('/api/add-to-cart', {
    data: { product_variation_id: liqueur.product_variations[0]!.id, quantity },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const { uuid } = ((await added.json()) as { data: { uuid: string } }).data;
  await context.addCookies([{ name: cartCookieName, value: uuid, url: baseURL }]);
  return liqueur;
}

/**
 * Every control of the page is live: the home page's blocks too, which their own app takes over as they near the
 * screen on the way down (read as a shopper reads, half a screen at a time: a jump to the bottom passes them by).
 */
async function everyControlLive(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top <= document.body.scrollHeight; top += innerHeight / 2) {
      scrollTo({ top, behavior: 'instant' });
      // Two frames, or a tenth of a second when a busy machine holds the frames back (a page out of view gets none).
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
    }
  });
  await expect(page.locator('#shell [aria-disabled="true"]')).toHaveCount(0);
}

test('a page the server drew is taken over by its scripts as it is: the same elements, no error', async ({ page, context, request }) => {
  // A shopper with a cart: the cart page is drawn with it, for them alone.
  const liqueur = await withLiqueurInCart(context, request, 1);
  // Before any script runs, the page's headings, pictures and buttons are noted: they must still be the page's after.
  await page.addInitScript(() => {
    const noted = window as unknown as { drawn: Element[]; errors: string[] };
    noted.errors = [];
    addEventListener('error', (event) => noted.errors.push(String(event.message)));
    document.addEventListener('DOMContentLoaded', () => (noted.drawn = [...document.querySelectorAll('#shell :is(h1, h2, img, button)')]));
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  for (const path of [
    '/fr',
    '/fr/categorie/boissons',
    `/fr/produit/${liqueur.slug.fr}`,
    '/fr/recettes',
    '/fr/a-propos',
    '/fr/contact',
    '/fr/panier',
  ]) {
    await page.goto(path);
    await everyControlLive(page);
    const drawn = await page.evaluate(() => {
      const noted = window as unknown as { drawn: Element[]; errors: string[] };
      return { count: noted.drawn.length, replaced: noted.drawn.filter((element) => !element.isConnected).length, errors: noted.errors };
    });
    expect(drawn.count, path).toBeGreaterThan(5);
    expect(drawn.replaced, `${path}: elements drawn again by the browser`).toBe(0);
    expect([...drawn.errors, ...errors], path).toEqual([]);
  }
});

test('a drawn page carries its stylesheets’ rules: no stylesheet is fetched, before the page shows or once its scripts take it over', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'stylesheet' && stylesheets.push(new URL(sent.url()).pathname));
  for (const path of ['/fr', '/fr/produit/liqueur-citron-menton', '/fr/a-propos']) {
    await page.goto(path);
    // Styled as drawn: the header's colours and the page's width come from the rules in the page.
    await expect(page.getByRole('banner')).toHaveCSS('display', 'flex');
    // A key starts the scripts (a pointer over a link would fetch the next page's files ahead, stylesheets too).
    await page.keyboard.press('Shift');
    await page.locator(`html[${takenOverAttribute}]`).waitFor({ state: 'attached' });
    await everyControlLive(page);
  }
  expect(stylesheets).toEqual([]);
  // A page the browser goes to draws with its own stylesheets, fetched then.
  await page
    .getByRole('banner')
    .getByRole('link', { name: texts('fr').shell.header.cart })
    .click();
  await expect(page).toHaveURL(/\/fr\/panier$/);
  await expect.poll(() => stylesheets.some((path) => path.startsWith('/apps/cart/'))).toBe(true);
});

test('a page drawn for everyone starts its scripts at the shopper’s first touch, and at once for a shopper whose cart the header counts', async ({
  browser,
  request,
}) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  const started = page.locator('script[src*="/assets/main."]');
  const takenOver = page.locator(`html[${takenOverAttribute}]`);
  await page.goto('/fr/a-propos');
  // Loaded, and still: the page is read as drawn, its scripts not yet run (fetched meanwhile, at low priority).
  await page.waitForTimeout(1_000);
  await expect(started).toHaveCount(0);
  await expect(takenOver).toHaveCount(0);
  await page.tap('h1');
  await takenOver.waitFor({ state: 'attached' });

  // A shopper with a cart: the header must count it, so the scripts start as the page loads, untouched.
  await withLiqueurInCart(phone, request, 2);
  await page.goto('/fr/a-propos');
  // Well before a still page's scripts would start anyway (5 s after loading).
  await expect(started).toHaveCount(1, { timeout: 3_000 });
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await phone.close();
});

/**
 * A page at `path` in a page of its own whose shell scripts are held until `release`, as on a slow phone (the
 * fixture's page waits for them; the pages it leads to wait too), and a real tap at a control's place.
 */
async function pageWithScriptsHeld(context: BrowserContext, path: string) {
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[\w]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const tap = async (control: Locator) => {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  return { page, release, tap };
}

/** The liqueur's page, its scripts held (`pageWithScriptsHeld`). */
async function productPageWithScriptsHeld(context: BrowserContext, request: APIRequestContext) {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const held = await pageWithScriptsHeld(context, `/fr/produit/${liqueur.slug.fr}`);
  return { ...held, liqueur, details: held.page.getByTestId('product-details') };
}

test('a tap made before the scripts run is not lost: the control says it is busy, and acts once they have taken it over', async ({
  context,
  request,
}) => {
  const { release, liqueur, tap, details } = await productPageWithScriptsHeld(context, request);
  const more = details.getByRole('button', { name: texts('fr').catalog.card.increase.replace('{{name}}', liqueur.label.fr) });
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  // Real taps, where the button is on the screen: the page has no script yet to answer them.
  await tap(more);
  await tap(more);
  await expect(more).toHaveAttribute('aria-busy', 'true');

  release();
  // Kept once, made once: the second tap before the scripts was the same wish.
  await expect(details.getByTestId('quantity')).toHaveText('2');
  await expect(more).not.toHaveAttribute('aria-busy');
  await expect(more).not.toHaveAttribute('aria-disabled');
});

/** The count the header's cart link shows before the scripts count the cart (the page's starter sets it). */
const countBeforeScripts = (page: Page) => page.getByTestId('cart-link').evaluate((link) => getComputedStyle(link, '::after').content);

test('"add to cart" tapped before the scripts run adds in place: the header counts it at once, the page says so, the scripts take the count over as drawn', async ({
  context,
  request,
}) => {
  const t = texts('fr');
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const added = t.catalog.cart.added_one.replace('{{name}}', liqueur.label.fr);
  // A new visitor, on the liqueur's page, then, with their cart, on its category's card: each page's scripts held.
  for (const [path, purchase, counted] of [
    [`/fr/produit/${liqueur.slug.fr}`, (page: Page) => page.getByTestId('product-details'), '1'],
    ['/fr/categorie/boissons', (page: Page) => page.getByTestId('product-card').filter({ hasText: liqueur.label.fr }), '2'],
  ] as const) {
    const { page, release, tap } = await pageWithScriptsHeld(context, path);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await tap(purchase(page).getByRole('button', { name: t.catalog.card.addToCart }));
    await expect.poll(() => countBeforeScripts(page), path).toBe(`"${counted}"`);
    await expect(page.getByRole('status').filter({ hasText: added })).toHaveCount(1);
    expect(new URL(page.url()).pathname, 'the shopper stays on the page').toBe(path);

    release();
    await page.locator(`html[${takenOverAttribute}]`).waitFor({ state: 'attached' });
    await expect(header(page).getByTestId('cart-badge')).toHaveText(counted);
    await expect.poll(() => countBeforeScripts(page)).toBe('none');
    expect(errors, path).toEqual([]);
    await page.close();
  }
  const cookie = (await context.cookies()).find(({ name }) => name === cartCookieName)!;
  const cart = (await (await request.get(`/api/carts/${cookie.value}`, { headers: ownClientHeaders() })).json()) as {
    data: { cart_items: { quantity: number }[] };
  };
  expect(cart.data.cart_items.reduce((units, line) => units + line.quantity, 0)).toBe(2);
});

test('"add to cart" tapped before the scripts run and refused changes nothing and says why, on the cart page', async ({
  context,
  newProduct,
  setStock,
}) => {
  const t = texts('fr');
  const product = await newProduct({ stocks: [1] });
  const { page, tap } = await pageWithScriptsHeld(context, `/fr/produit/${product.slug.fr}`);
  // The last one goes while the page is open.
  await setStock(product.product_variations[0]!.id, 0);
  await tap(page.getByTestId('product-details').getByRole('button', { name: t.catalog.card.addToCart }));
  await expect(page).toHaveURL(/\/fr\/panier\?refused=stock$/);
  await expect(page.getByRole('alert')).toHaveText(t.cart.cart.refused.stock);
  await expect(page.getByText(t.cart.cart.empty)).toBeVisible();
});

test('a cart line’s "+" tapped before the scripts run shows the new quantity at once, while the server answers with the cart page', async ({
  context,
  request,
}) => {
  const t = texts('fr');
  const liqueur = await withLiqueurInCart(context, request, 1);
  // What the line shows as its form is sent, told by the page itself (the page is then on its way to the next).
  const shownAsSent: string[] = [];
  await context.exposeFunction('lineSent', (quantity: string) => shownAsSent.push(quantity));
  await context.addInitScript(() =>
    addEventListener('submit', () => {
      const quantity = document.querySelector('[data-testid="cart-line"] [data-testid="quantity"]')?.textContent;
      (window as unknown as { lineSent: (quantity?: string | null) => void }).lineSent(quantity);
    }),
  );
  const { page, tap } = await pageWithScriptsHeld(context, '/fr/panier');
  // The server's answer waits until the line has been seen changed.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/forms/cart-line', async (route) => {
    await answered;
    await route.continue();
  });
  const line = page.getByTestId('cart-line');
  await tap(line.getByRole('button', { name: t.cart.cart.increase.replace('{{name}}', liqueur.label.fr) }));
  await expect.poll(() => shownAsSent).toEqual(['2']);
  // The page the server answers draws the cart as it now is.
  const pageAgain = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/fr/panier' && response.request().method() === 'GET',
  );
  answer();
  await pageAgain;
  await expect(line.getByTestId('quantity')).toHaveText('2');
  await expect(page.getByRole('list', { name: t.cart.cart.lines })).toContainText(euros(2 * liqueur.product_variations[0]!.price));
});

test('a message sent before the scripts run with a required field empty is answered in the page at once, then by the scripts in their words', async ({
  context,
}) => {
  const { page, release, tap } = await pageWithScriptsHeld(context, '/en/contact');
  const { content, common } = texts('en');
  const form = content.contact.form;
  const posted: string[] = [];
  page.on('request', (sent) => sent.url().includes('/contact') && sent.method() === 'POST' && posted.push(new URL(sent.url()).pathname));
  await page.getByLabel(form.email).fill('giulia@example.it');
  await tap(page.getByRole('button', { name: form.send }));

  // Not sent: the empty required fields say so, the first one focused, saying why in the page's language.
  const name = page.getByLabel(form.name);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await name.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe(common.validation.errors.required);
  await expect(page.getByLabel(form.subject)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(form.message, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(form.email)).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByLabel(form.phone)).toHaveAttribute('aria-invalid', 'false');
  // Typed in, a field no longer says it.
  await page.getByLabel(form.message, { exact: true }).fill('Do you ship to Milan?');
  await expect(page.getByLabel(form.message, { exact: true })).toHaveAttribute('aria-invalid', 'false');

  // The scripts take the form over and say the same at the fields still empty, in their own words.
  release();
  await page.locator(`html[${takenOverAttribute}]`).waitFor({ state: 'attached' });
  const refusals = page.getByRole('alert').filter({ hasText: common.validation.errors.required });
  await expect(refusals).toHaveCount(2);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await name.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe('');
  await expect(page.getByLabel(form.message, { exact: true })).toHaveValue('Do you ship to Milan?');
  expect(posted).toEqual([]);
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test('a message sent before the scripts run and refused comes back as typed, saying why; the scripts take it over at the page’s own address', async ({
  context,
}) => {
  // Its messages count for a client of its own.
  await context.setExtraHTTPHeaders(ownClientHeaders());
  const { page, release, tap } = await pageWithScriptsHeld(context, '/it/contact');
  const { content, common } = texts('it');
  const form = content.contact.form;
  const message = 'Buongiorno, avete il limoncello in bottiglie da un litro?';
  await page.getByLabel(form.name).fill('Giulia Rossi');
  await page.getByLabel(form.email).fill('giulia@');
  await page.getByLabel(form.subject).selectOption('information');
  await page.getByLabel(form.message, { exact: true }).fill(message);
  await tap(page.getByRole('button', { name: form.send }));
  await expect(page.getByText(form.notSent)).toBeVisible();
  await expect(page.getByText(common.validation.errors.email)).toBeVisible();
  await expect(page.getByLabel(form.message, { exact: true })).toHaveValue(message);
  await expect(page).toHaveURL(/\/api\/forms\/contact$/);

  // The scripts arrive: the page takes its own address and the form as it is, then sends it itself.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (said) => said.type() === 'error' && errors.push(said.text()));
  release();
  await expect(page).toHaveURL(/\/it\/contact$/);
  await page.locator(`html[${takenOverAttribute}]`).waitFor({ state: 'attached' });
  await expect(page.getByLabel(form.message, { exact: true })).toHaveValue(message);
  await page.getByLabel(form.email).fill(`giulia-${Date.now()}@example.it`);
  // Checked again as it is corrected: the form is the scripts' now.
  await expect(page.getByText(common.validation.errors.email)).toBeHidden();
  await page.getByRole('button', { name: form.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: form.sent })).toBeVisible();
  await expect(page.getByLabel(form.message, { exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/it\/contact$/);
  expect(errors).toEqual([]);
});
