// pnpm bench:scale: the shop with its seed catalogue against the same build with BENCH_PRODUCTS more products
// (50,000 by default, six variations each), side by side: the catalogue's calls the pages make and the pages'
// HTML, with the catalogue cache on and off, in interleaved rounds (a noisy moment hits every server alike).
// Prints the sitemap index's build time and size, then each call's requests per second and p99 latency, and the
// large catalogue's ratio to the seed's. SQLite by default; BENCH_ENGINE=postgres puts each shop in a PostgreSQL
// schema of its own (TEST_DATABASE_URL, else the local test database) served by two processes, as the shop scales out.
// Run `pnpm build` first: the servers are the built API with the built apps.
import { readFileSync } from 'node:fs';
import { callOf, type CallDeclaration } from '@lemon/app-protocol';
import { callAddress } from '@lemon/shared/api-calls';
import { recordFile } from '../src/consumer-records/kept-records';
import { indexedFilePaths } from '../src/test-support/sitemap-reading';
import { compareSeedWithLarge, type Target } from './seed-against-large';

/** Addresses the spread traffic goes over: as many products as a crawl or a newsletter reaches in a while. */
const spreadOver = 2_000;

/** Reads the sitemap as a crawler does, timing each part: the index, then every file it names, gzipped. */
async function readSitemap(base: string) {
  const started = performance.now();
  const read = async (path: string) => {
    const partStarted = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    if (!response.ok || response.headers.get('content-encoding') !== 'gzip') throw new Error(`${path}: ${response.status}, not gzipped`);
    // fetch unzips the body itself; the length sent is the gzipped one.
    const gzipBytes = Number(response.headers.get('content-length'));
    return { text: await response.text(), gzipBytes, ms: performance.now() - partStarted };
  };
  const index = await read('/sitemap.xml');
  const files = [];
  for (const path of indexedFilePaths(index.text)) files.push(await read(path));
  const sizes = files.map((file) => Buffer.byteLength(file.text));
  return {
    ms: performance.now() - started,
    files: files.length,
    slowestMs: Math.max(...files.map((file) => file.ms)),
    addresses: files.reduce((sum, file) => sum + file.text.split('<loc>').length - 1, 0),
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    largestBytes: Math.max(...sizes),
    gzipBytes: [index, ...files].reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type ProductList = {
  data: { id: number; slug: { fr: string }; product_category_id: number }[];
  meta: { total: number; last_page: number };
};

/** The catalogue's calls as its deployed build makes them (its kept record): the pages' calls, by name. */
const catalogueCalls = JSON.parse(readFileSync(recordFile('catalog', 'current'), 'utf8')) as Record<string, CallDeclaration>;
const catalogueCall = (name: string, params: Record<string, string | number> = {}, query = {}) => {
  const call = catalogueCalls[name];
  if (!call) throw new Error(`the catalogue's build makes no call ${name}`);
  return callAddress(callOf(call, params, query));
};

/** What each call asks of this shop: its biggest category, its last page, and products spread over the catalogue. */
async function targetsOf(base: string, slugs: string[]): Promise<Record<string, Target>> {
  const categories = await json<{ data: { id: number; slug: { fr: string } }[] }>(
    `${base}${callAddress({ path: '/api/product_categories', query: { sort: 'order', perPage: 100 } })}`,
  );
  const sizes = await Promise.all(
    categories.data.map(async (category) => {
      const first = await json<ProductList>(
        `${base}${catalogueCall('categoryProducts', {}, { filter: { product_category_id: category.id }, page: 1 })}`,
      );
      return { category, total: first.meta.total, lastPage: first.meta.last_page, product: first.data[0] };
    }),
  );
  const biggest = sizes.reduce((most, size) => (size.total > most.total ? size : most));
  const spread = (prefix: string) => slugs.map((slug) => `${prefix}${slug}`);
  return {
    'product of the month': { path: catalogueCall('productOfTheMonth') },
    'best sellers': { path: catalogueCall('bestSellers') },
    'biggest category, last page': {
      path: catalogueCall('categoryProducts', {}, { filter: { product_category_id: biggest.category.id }, page: biggest.lastPage }),
    },
    'related products': {
      path: catalogueCall(
        'relatedProducts',
        {},
        { filter: { product_category_id: biggest.product!.product_category_id, related: biggest.product!.id } },
      ),
    },
    'product by slug, spread': { path: catalogueCall('product', { slug: slugs[0]! }), spread: spread('/api/products/') },
    recipes: { path: catalogueCall('recipes') },
    'page: home': { path: '/fr' },
    'page: biggest category': { path: `/fr/categorie/${biggest.category.slug.fr}` },
    'page: product, spread': { path: `/fr/produit/${slugs[0]}`, spread: spread('/fr/produit/') },
    // As crawlers ask for it, gzipped. Its files are as large as the catalogue: their reads are timed above.
    'sitemap: index': { path: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } },
  };
}

await compareSeedWithLarge({
  spreadOver,
  targetsOf,
  traffic: `spread traffic over ${spreadOver} products, each asked once before the rounds`,
  // The sitemap once per shop, as a crawler reads it (the index, then each file, gzipped), one shop after the other:
  // the first read builds each part, the second is what every later crawler gets until the catalogue changes.
  before: async (baseOf) => {
    for (const shop of ['seed', 'large'] as const)
      for (const cache of ['cache on', 'cache off'] as const)
        for (const read of ['built', 'kept'] as const) {
          const figures = await readSitemap(baseOf(shop, cache));
          console.log(
            `${shop}, ${cache}: sitemap ${read}: index and ${figures.files} files in ${figures.ms.toFixed(0)} ms (slowest file ` +
              `${figures.slowestMs.toFixed(0)} ms), ${figures.addresses} addresses, ${(figures.bytes / 1e6).toFixed(1)} MB, ` +
              `${(figures.gzipBytes / 1e3).toFixed(0)} kB gzipped, largest file ${(figures.largestBytes / 1e6).toFixed(1)} MB`,
          );
        }
  },
});
