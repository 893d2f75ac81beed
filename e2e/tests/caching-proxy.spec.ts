// The shop behind a real caching proxy, as the README suggests a CDN in front of it: nginx's proxy_cache, set as
// a CDN is (what an answer says of its caching is honoured, and an answer that says nothing is kept ten minutes).
// Two visitors with different cookies each get their own page, a price changed shows on the next page and in the
// catalogue's answers, and what may be kept is kept.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { cartCookieName } from '@lemon/shared';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { staffProductById } from '../../api/src/staff-catalog/staff-products.repository';
import { updatePayloadOf } from '../../api/src/test-support/test-catalogue';
import { liveProduct } from '../support/catalogue';
import { expect, storedConsentCookie, test } from '../support/fixtures';
import { baseURL } from '../support/test-server';
import { euros, texts } from '../support/translations';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

/** A port nobody listens on. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** nginx in front of the test server, keeping what it may in a cache of its own; its answers say HIT or MISS. */
function proxyConfig(folder: string, port: number): string {
  return `
user ${userInfo().username};
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=shop:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${baseURL};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_cache shop;
      proxy_cache_valid 200 301 404 10m;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}`;
}

test.describe('behind a caching proxy', () => {
  test.skip(!nginx, 'nginx is not installed here (apt-get install nginx-light): the caching proxy test cannot run');

  let folder: string;
  let proxy: ChildProcess;
  let proxyURL: string;
  const visitors: APIRequestContext[] = [];
  /** A visitor of their own through the proxy, with these cookies. */
  const visitor = async (cookies: Record<string, string> = {}) => {
    const context = await playwrightRequest.newContext({
      baseURL: proxyURL,
      extraHTTPHeaders: Object.keys(cookies).length
        ? {
            cookie: Object.entries(cookies)
              .map(([name, value]) => `${name}=${value}`)
              .join('; '),
          }
        : {},
    });
    visitors.push(context);
    return context;
  };

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'lemon-proxy-'));
    const port = await freePort();
    proxyURL = `http://127.0.0.1:${port}`;
    writeFileSync(path.join(folder, 'nginx.conf'), proxyConfig(folder, port));
    proxy = spawn(nginx!, ['-c', path.join(folder, 'nginx.conf'), '-p', folder, '-g', 'daemon off;'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await fetch(`${proxyURL}/api/health`).catch(() => undefined);
      if (answer?.ok) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${proxyURL}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(async () => {
    await Promise.all(visitors.map((context) => context.dispose()));
    proxy?.kill('SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
  });

  test('gives each visitor their own page: the cookie banner, the cart', async ({ baseURL: shopURL, request }) => {
    const consent = storedConsentCookie(['necessary'], { baseURL: shopURL! });
    const firstTime = await visitor();
    const decided = await visitor({ [consent.name]: consent.value });
    // In turns, so that either could be served the other's page.
    for (let turn = 0; turn < 3; turn += 1) {
      expect(await (await firstTime.get('/fr/a-propos')).text()).toContain('id="consent-banner"');
      expect(await (await decided.get('/fr/a-propos')).text()).not.toContain('id="consent-banner"');
    }

    const t = texts('fr');
    const withoutCart = await visitor({ [consent.name]: consent.value });
    // Two shoppers with a cart each: the cart page shows each their own, which the proxy keeps for neither.
    const liqueur = await liveProduct(request, 'liqueur-citron-menton');
    const lemonade = await liveProduct(request, 'limonade-artisanale');
    const withCart = async (product: typeof liqueur) => {
      const added = await request.post('/api/add-to-cart', {
        data: { product_variation_id: product.product_variations[0]!.id, quantity: 1 },
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      const { uuid } = ((await added.json()) as { data: { uuid: string } }).data;
      return visitor({ [consent.name]: consent.value, [cartCookieName]: uuid });
    };
    const [liqueurShopper, lemonadeShopper] = [await withCart(liqueur), await withCart(lemonade)];
    for (let turn = 0; turn < 3; turn += 1) {
      expect(await (await withoutCart.get('/fr/panier')).text()).toContain(t.cart.cart.empty);
      const liqueurCart = await (await liqueurShopper.get('/fr/panier')).text();
      expect(liqueurCart).toContain(liqueur.label.fr);
      expect(liqueurCart).not.toContain(lemonade.label.fr);
      const lemonadeCart = await lemonadeShopper.get('/fr/panier');
      expect(lemonadeCart.headers()['cache-control']).toBe('private, no-cache');
      expect(await lemonadeCart.text()).toContain(lemonade.label.fr);
    }
  });

  test('shows a price changed on the next page and in the catalogue’s answers', async ({ newProduct, shopDatabase, staffToken }) => {
    const product = await newProduct({ prices: [1_250] });
    const shopper = await visitor();
    const page = `/fr/produit/${product.slug.fr}`;
    const answer = `/api/products/${product.slug.fr}`;
    const priceOn = async () => ({
      page: await (await shopper.get(page)).text(),
      answer: (await (await shopper.get(answer)).json()).data.product_variations[0].price as number,
    });
    // Asked twice: a proxy that keeps answers has them now.
    await priceOn();
    expect((await priceOn()).answer).toBe(1_250);

    const staff = await staffProductById(shopDatabase, product.id);
    const changed = updatePayloadOf(staff!, {
      variations: updatePayloadOf(staff!).variations.map((variation) => ({ ...variation, price: 1_990 })),
    });
    const saved = await fetch(`${baseURL}/api/staff/products/${product.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify(changed),
    });
    expect(saved.status).toBe(200);

    const after = await priceOn();
    expect(after.answer).toBe(1_990);
    expect(after.page).toContain(euros(1_990));
  });

  test('keeps what may be kept: the apps’ files and the product pictures come from the proxy the second time', async () => {
    const shopper = await visitor();
    const home = await (await shopper.get('/fr')).text();
    const asset = /(?:src|href)="(\/apps\/[^"]+\.js)"/.exec(home)?.[1] ?? /(?:src|href)="(\/[^"]*assets\/[^"]+\.js)"/.exec(home)![1]!;
    const picture = /(\/media\/products\/[^"\s,]+\.(?:webp|avif|jpg))/.exec(home)![1]!;
    for (const kept of [asset, picture]) {
      await shopper.get(kept);
      expect((await shopper.get(kept)).headers()['x-cache-status'], kept).toBe('HIT');
    }
    // A page and a personal answer never are: each visitor's is asked of the shop.
    await shopper.get('/fr');
    expect((await shopper.get('/fr')).headers()['x-cache-status']).not.toBe('HIT');
    expect((await shopper.get('/api/me')).headers()['x-cache-status']).not.toBe('HIT');
  });
});
