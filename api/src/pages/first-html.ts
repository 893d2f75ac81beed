import path from 'node:path';
import { documentTitle } from '@lemon/kit/shop';
import { firstHtmlDataIds, type RemotesMap } from '@lemon/shared/contract';
import { featureAppNames, featureApps, type FeatureAppName, type PageHead, type PageHeads } from '@lemon/shared/feature-apps';
import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import { localizedPath, localizedRoutes, matchRoute, type LocalizedRouteName, type MatchedRoute } from '@lemon/shared/routes';
import type { Deployments } from '../remotes/deployments';
import { BuildFiles } from './build-files';
import { categoryPageData, productPageData, type CatalogPageData } from './catalog-page-data';
import { pageAnswers, type ApiReader, type PageAnswers } from './first-answers';
import { headTags, type PageHeadTags } from './head-tags';
import { addressesInEveryLocale } from './page-addresses';
import { distinctPreloads, PreloadHints, type Preload } from './preload-hints';
import { isIndexable } from './sitemap.routes';

interface FirstHtmlOptions {
  shellDir: string;
  deployments: Deployments;
  publicUrl: string;
  /** The shop's API, asked from within the server for the page's first answers. */
  readApi: ApiReader;
}

const pageHeadSchema = z.object({ title: z.string(), description: z.string().optional() });
/** A build's `page-heads.json`: a page's head in each language, by route. */
const pageHeadsSchema: z.ZodType<PageHeads> = z.record(
  z.string(),
  z.object({ fr: pageHeadSchema, en: pageHeadSchema, it: pageHeadSchema }),
);

const ownerOf = (route: string): FeatureAppName | undefined =>
  featureAppNames.find((app) => (featureApps[app] as readonly string[]).includes(route));

const isLocalized = (name: string): name is LocalizedRouteName => name in localizedRoutes;

/** `{{name}}` and `{{summary}}` of a catalogue page's head, filled in. */
function filled(head: PageHead, data: CatalogPageData): PageHead {
  // Replacer functions: a `$&` or `$'` in a name is text, not a pattern.
  const fill = (text: string) => text.replaceAll('{{name}}', () => data.name).replaceAll('{{summary}}', () => data.summary ?? '');
  return { title: fill(head.title), ...(head.description !== undefined ? { description: fill(head.description) } : {}) };
}

/** What a catalogue page shows, from its first answers: undefined on other pages, null when there is none of it. */
function catalogData(page: PageAnswers, locale: Locale): CatalogPageData | null | undefined {
  if (page.product !== undefined) return page.product && productPageData(page.product, locale);
  if (page.category !== undefined) return page.category && categoryPageData(page.category, page.listed ?? [], locale);
  return undefined;
}

/**
 * The first HTML of every page: the shell's page with, in its head, what the server knows of the page before
 * any script runs. Its title and description in its language (from the deployed build of the app showing it,
 * or the catalogue for a product or category), its canonical address and the same page in each language,
 * link previews and a product's structured data; the remotes map and the answers to the page's first API
 * calls; and preload hints for the files the page needs (the shell's, the deployed feature app's, the
 * picture it opens with), so they load side by side instead of one after another.
 */
export class FirstHtml {
  private readonly files = new BuildFiles();
  private readonly preloads: PreloadHints;

  constructor(private readonly options: FirstHtmlOptions) {
    this.preloads = new PreloadHints(this.files, options.shellDir, options.deployments.appsDir);
  }

  /** `search`: the address's query (`?page=2`), which some pages read. */
  async render(pathname: string, knownPage: boolean, search = ''): Promise<{ status: number; html: string }> {
    const route = knownPage ? matchRoute(pathname) : null;
    const [template, remotes, page] = await Promise.all([
      this.files.text(path.join(this.options.shellDir, 'index.html')),
      this.options.deployments.remotesMap(),
      pageAnswers(route, search, this.options.readApi),
    ]);
    if (template === undefined) throw new Error(`No shell page in ${this.options.shellDir}: run pnpm build`);
    const data = catalogData(page, route?.locale ?? defaultLocale);
    const found = knownPage && data !== null;
    const pageData = { [firstHtmlDataIds.remotesMap]: remotes, [firstHtmlDataIds.firstAnswers]: page.answers };
    const head = found ? await this.pageHead(route, data, remotes, pageData) : await this.notFoundHead(pathname, remotes, pageData);
    const { title, tags } = headTags(head, this.options.publicUrl);
    // Replacer functions: a `$&` or `$'` in a product's name must stay text, not name a piece of the template.
    const html = template
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${head.locale ?? defaultLocale}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `${tags}</head>`);
    return { status: found ? 200 : 404, html };
  }

  private async pageHead(
    route: MatchedRoute | null,
    data: CatalogPageData | undefined,
    remotes: RemotesMap,
    pageData: PageHeadTags['data'],
  ): Promise<PageHeadTags> {
    const locale = route?.locale;
    const owner = route ? ownerOf(route.name) : undefined;
    const heads = await this.headsOf(owner, remotes);
    const head = (route && heads?.[route.name]?.[locale ?? defaultLocale]) ?? { title: documentTitle() };
    const indexed = route && locale && isLocalized(route.name) && isIndexable(route.name) ? route.name : undefined;
    // A category or product has a slug of its own in each language.
    const alternates = indexed && this.alternates(indexed, (other) => (data ? { slug: data.slugs[other] } : route!.params));
    // A feature app's page: its lifecycles and the page's own chunk; a shell page: the fragments it shows.
    const modules = owner ? [{ app: owner, module: 'lifecycles' }] : await this.preloads.shellFragments(route?.name ?? '');
    const appPage = owner ? route?.name : undefined;
    const picture: Preload[] = data?.picture
      ? [{ href: data.picture, as: 'image', highPriority: true }]
      : await this.preloads.shellPicture(route?.name ?? '');
    return {
      locale,
      ...(data ? filled(head, data) : head),
      canonical: alternates && locale ? alternates[locale] : undefined,
      alternates,
      noIndex: route !== null && !indexed,
      product: route?.name === 'product' ? data : undefined,
      preloads: distinctPreloads([
        ...picture,
        ...(await this.preloads.shell()),
        ...(await this.preloads.modules(modules, remotes, appPage)),
      ]),
      data: pageData,
    };
  }

  /** The page's address in each language. */
  private alternates(name: LocalizedRouteName, paramsIn: (locale: Locale) => Record<string, string>): Record<Locale, string> {
    return addressesInEveryLocale(this.options.publicUrl, (locale) => localizedPath(locale, name, paramsIn(locale)));
  }

  private async notFoundHead(pathname: string, remotes: RemotesMap, pageData: PageHeadTags['data']): Promise<PageHeadTags> {
    const [first] = pathname.split('/').filter(Boolean);
    const locale = isLocale(first) ? first : defaultLocale;
    const heads = await this.headsOf(undefined, remotes);
    return {
      locale,
      ...(heads?.notFound?.[locale] ?? { title: documentTitle() }),
      noIndex: true,
      preloads: await this.preloads.shell(),
      data: pageData,
    };
  }

  /** The page heads of the deployed version of an app, or the shell's. */
  private headsOf(app: FeatureAppName | undefined, remotes: RemotesMap): Promise<PageHeads | undefined> {
    const deployed = app && remotes[app];
    if (app && !deployed) return Promise.resolve(undefined);
    const dir = deployed ? path.join(this.options.deployments.appsDir, app, deployed.version) : this.options.shellDir;
    return this.files.json(path.join(dir, 'page-heads.json'), pageHeadsSchema);
  }
}
