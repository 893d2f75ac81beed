import { Readable, type Transform } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { locales, type Locale } from '@lemon/shared/locales';
import { slugMaxLength } from '@lemon/staff-contract';
import type { RouteTable, ShopPage } from '@lemon/app-protocol';
import { addressesInEveryLocale, localizedPath } from '@lemon/shared/routes';
import { SitemapIndexStream, SitemapStream, streamToPromise, type IndexItem, type SitemapItemLoose } from 'sitemap';
import { categoryIds, categorySlugsBetween, shownProductIds, shownProductSlugsBetween } from '../catalog/catalogue-slugs.repository';
import type { DbOrTransaction } from '../database/database';
import { indexablePages } from './indexable-routes';
import { hreflangAlternates } from './page-addresses';

const gzipped = promisify(gzip);

/** The sitemap protocol's bounds on one file: addresses, and bytes before compression. */
export interface SitemapLimits {
  addresses: number;
  bytes: number;
}
export const sitemapProtocolLimits: SitemapLimits = { addresses: 50_000, bytes: 50 * 1024 * 1024 };

type Slugs = Record<`slug_${Locale}`, string>;
/** A catalogue entry of a sitemap file: its slugs, and when it last changed if the catalogue keeps that. */
type SlugEntry = Slugs & { lastmod?: Date };

/**
 * How each slug route reads its entries, by id so that a new entry lands in the last file and leaves the others
 * as they were. `ids` is the whole list (one narrow read per catalogue change), `entries` one file's part of it.
 */
interface SlugSource {
  ids(db: DbOrTransaction): Promise<{ id: number; lastmod?: Date }[]>;
  entries(db: DbOrTransaction, firstId: number, lastId: number): Promise<SlugEntry[]>;
}
const productLastChange = (row: { updated_at: Date | null; created_at: Date }) => row.updated_at ?? row.created_at;

/** The lists of slugs a page's declaration may name as where the sitemap finds its addresses (`sitemap`). */
const slugSources: Record<string, SlugSource> = {
  // The categories keep no time of change: their entries go without `lastmod`.
  categories: { ids: categoryIds, entries: categorySlugsBetween },
  products: {
    ids: async (db) => (await shownProductIds(db)).map((row) => ({ id: row.id, lastmod: productLastChange(row) })),
    entries: async (db, firstId, lastId) =>
      (await shownProductSlugsBetween(db, firstId, lastId)).map((row) => ({ ...row, lastmod: productLastChange(row) })),
  },
};

/** One file of a slug page: its name (`product-3.xml`), the ids it covers, and its entries' latest change. */
interface SlugFile {
  name: string;
  page: ShopPage;
  source: SlugSource;
  firstId: number;
  lastId: number;
  lastmod?: Date;
}

/**
 * A page in every language: one entry per locale, each naming all of them as alternates, and the
 * French one as the default for other languages.
 */
function sitemapEntries(publicUrl: string, pathIn: (locale: Locale) => string, lastmod?: Date): SitemapItemLoose[] {
  const addresses = addressesInEveryLocale(publicUrl, pathIn);
  const links = hreflangAlternates(addresses).map(({ hreflang, href }) => ({ lang: hreflang, url: href }));
  return locales.map((locale) => ({ url: addresses[locale], links, ...(lastmod && { lastmod: lastmod.toISOString() }) }));
}

const slugEntries = (publicUrl: string, routes: RouteTable, page: ShopPage, entry: SlugEntry) =>
  sitemapEntries(publicUrl, (locale) => localizedPath(locale, page.name, { slug: entry[`slug_${locale}`] }, routes), entry.lastmod);

const xmlOf = async (items: unknown[], stream: Transform) => (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
const urlsetXml = (entries: SitemapItemLoose[]) =>
  xmlOf(entries, new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } }));

/**
 * How many catalogue entries one file holds: as many as keep it within both limits when every slug has the
 * longest length the catalogue accepts (measured on such an entry, written as the files are).
 */
export async function entriesPerFile(publicUrl: string, routes: RouteTable, page: ShopPage, limits: SitemapLimits): Promise<number> {
  const longest = 'a'.repeat(slugMaxLength);
  const worst: SlugEntry = { slug_fr: longest, slug_en: longest, slug_it: longest, lastmod: new Date(0) };
  // The document with one entry, then two: what each entry adds, and the envelope around them.
  const [one, two] = await Promise.all(
    [1, 2].map(async (count) =>
      Buffer.byteLength(await urlsetXml(Array.from({ length: count }, () => slugEntries(publicUrl, routes, page, worst)).flat())),
    ),
  );
  const perEntry = two! - one!;
  const envelope = one! - perEntry;
  return Math.max(1, Math.min(Math.floor(limits.addresses / locales.length), Math.floor((limits.bytes - envelope) / perEntry)));
}

const latest = (dates: (Date | undefined)[]) =>
  dates.reduce<Date | undefined>((last, date) => (date && (!last || date > last) ? date : last), undefined);

export const sitemapFilesPath = '/sitemaps/';

/**
 * The sitemap as the protocol has it for a shop of any size: an index (`/sitemap.xml`) naming its files
 * (`/sitemaps/pages.xml` for the pages without a slug, then each slug page's entries in files within the
 * protocol's limits). Each part is built the first time it is asked for after a catalogue change or a change of
 * the shop's pages (an app deployed with a page more or less), kept compressed until the next one (`forget`), and
 * never per request: a crawler reading a large catalogue costs one build of each file it reads.
 */
export class SitemapFiles {
  private plan?: Promise<SlugFile[]>;
  /** Counts the catalogue's changes: a file looked up in a plan older than the last change is looked up again. */
  private changes = 0;
  private readonly built = new Map<string, Promise<Buffer>>();
  /** The shop's routes the parts kept were built from. */
  private builtFrom?: RouteTable;

  constructor(
    private readonly db: DbOrTransaction,
    private readonly publicUrl: string,
    /** The shop's routes now: the pages the shell and the apps deployed declare. */
    private readonly currentRoutes: () => Promise<RouteTable>,
    private readonly limits: SitemapLimits = sitemapProtocolLimits,
  ) {}

  /** The index, gzipped. */
  async index(): Promise<Buffer> {
    await this.routes();
    return this.keep('', async () => {
      const address = (name: string) => new URL(`${sitemapFilesPath}${name}`, this.publicUrl).href;
      const items: IndexItem[] = [
        { url: address('pages.xml') },
        ...(await this.slugFiles()).map((file) => ({
          url: address(file.name),
          ...(file.lastmod && { lastmod: file.lastmod.toISOString() }),
        })),
      ];
      return xmlOf(items, new SitemapIndexStream());
    });
  }

  /** A file named in the index, gzipped; undefined for a name the index does not give. */
  async file(name: string): Promise<Buffer | undefined> {
    const routes = await this.routes();
    if (name === 'pages.xml') {
      return this.keep(name, async () =>
        urlsetXml(
          indexablePages(routes).pages.flatMap((page) =>
            sitemapEntries(this.publicUrl, (locale) => localizedPath(locale, page.name, {}, routes)),
          ),
        ),
      );
    }
    const changes = this.changes;
    const file = (await this.slugFiles()).find((slugFile) => slugFile.name === name);
    if (changes !== this.changes) return this.file(name);
    if (!file) return undefined;
    const { page, source, firstId, lastId } = file;
    return this.keep(name, async () =>
      urlsetXml((await source.entries(this.db, firstId, lastId)).flatMap((entry) => slugEntries(this.publicUrl, routes, page, entry))),
    );
  }

  /** The shop's routes now: when they are not those the kept parts were built from, every part is built anew. */
  private async routes(): Promise<RouteTable> {
    const routes = await this.currentRoutes();
    if (this.builtFrom && this.builtFrom !== routes) this.forget();
    this.builtFrom = routes;
    return routes;
  }

  /** The catalogue changed: every part is built anew when next asked for. */
  forget(): void {
    this.changes += 1;
    this.plan = undefined;
    this.built.clear();
  }

  /** A build under way when the catalogue changes still answers whoever waits for it, and is not kept. */
  private keep(name: string, buildXml: () => Promise<string>): Promise<Buffer> {
    let part = this.built.get(name);
    if (!part) {
      part = buildXml().then((xml) => gzipped(xml));
      this.built.set(name, part);
      part.catch(() => this.built.get(name) === part && this.built.delete(name));
    }
    return part;
  }

  private slugFiles(): Promise<SlugFile[]> {
    if (!this.plan) {
      const plan = this.readPlan(this.builtFrom!);
      this.plan = plan;
      plan.catch(() => this.plan === plan && (this.plan = undefined));
    }
    return this.plan;
  }

  private async readPlan(routes: RouteTable): Promise<SlugFile[]> {
    const files: SlugFile[] = [];
    for (const page of indexablePages(routes).slugPages) {
      const source = slugSources[page.sitemap!];
      // A page naming a list the API does not keep is left to its links (an app deployed ahead of its API).
      if (!source) continue;
      const perFile = await entriesPerFile(this.publicUrl, routes, page, this.limits);
      const ids = await source.ids(this.db);
      for (let start = 0; start < ids.length; start += perFile) {
        const part = ids.slice(start, start + perFile);
        const name = `${page.name}-${start / perFile + 1}.xml`;
        files.push({ name, page, source, firstId: part[0]!.id, lastId: part.at(-1)!.id, lastmod: latest(part.map((row) => row.lastmod)) });
      }
    }
    return files;
  }
}
