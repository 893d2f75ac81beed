import escapeHtml from 'escape-html';
import { shop } from '@lemon/kit/shop';
import { firstHtmlDataIds, type PageScript } from '@lemon/shared/contract';
import type { Locale } from '@lemon/shared/locales';
import { hreflangAlternates } from './page-addresses';
import type { Preload } from './preload-hints';

/** Everything the head of a page's first HTML says, before any script runs. */
export interface PageHeadTags {
  locale?: Locale;
  title: string;
  description?: string;
  /** The page's address, and the same page in each language; absent where the page is not for search engines. */
  canonical?: string;
  alternates?: Record<Locale, string>;
  noIndex?: boolean;
  /** What link previews show (absolute), and what the page is for them. */
  picture?: string;
  kind?: 'product' | 'website';
  /** schema.org data for search engines, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  preloads: Preload[];
  /** Whether the page's body is drawn: its stylesheets are then needed before it is shown, not just fetched early. */
  drawn?: boolean;
  /** The rules of a drawn page's stylesheets, by address, as their builds wrote them: the page carries them. */
  styleRules?: ReadonlyMap<string, string>;
  /**
   * Whether the page works from its HTML, drawn whole for everyone: its scripts then start later (the shell's page
   * starter), and the files they run and read are listed for then (`firstHtmlDataIds.pageScripts`), not fetched now.
   */
  scriptsStartLater?: boolean;
  /** Data for the page's scripts, by the id of the `<script type="application/json">` that carries it. */
  data: Record<string, unknown>;
}

const openGraphLocales: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', it: 'it_IT' };

/** JSON inside a `<script>` element: `</script>` or `<!--` in a text must not end or change it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

const meta = (values: Record<string, string | undefined>) => `<meta${attributes(values)}>`;
const link = (values: Record<string, string | undefined>) => `<link${attributes(values)}>`;

/**
 * A file the page's scripts run or read. A page whose scripts start later fetches it only then: fetched as the head
 * is read, it would hold back what the page shows (on slow 4G, its picture).
 */
const pageScriptOf = ({ href, as }: Preload): PageScript | undefined => (as === 'script' || as === 'fetch' ? { href, as } : undefined);

/** Rules inside a `<style>` element: `</style` in a text must not end it. */
const styleText = (rules: string) => rules.replace(/<\/(style)/gi, '<\\/$1');

/**
 * A drawn page's stylesheet, which applies before the page shows. Its rules come in the page itself, where they are
 * known: on a phone, fetching the file first holds the page back by a round trip (half a second on slow 4G). Its
 * link stays, disabled (never fetched), at the address the scripts know it by: finding the stylesheet their code
 * needs already in the page, they do not fetch it either.
 */
function stylesheetTag({ href, stylesheet }: Preload, rules: string | undefined): string {
  if (rules === undefined) return link({ rel: 'stylesheet', href });
  return `<style>${styleText(rules)}</style>${link({ rel: 'stylesheet', href: stylesheet?.knownAs ?? href, disabled: '' })}`;
}

/** A file the page needs, fetched as the head is read. A drawn page's stylesheets apply at once. */
function preloadTag(preload: Preload, drawn: boolean, styleRules: ReadonlyMap<string, string>): string {
  const { href, as, highPriority, image } = preload;
  if (as === 'style' && drawn) return stylesheetTag(preload, styleRules.get(href));
  return link({
    rel: 'preload',
    href,
    as,
    imagesrcset: image?.srcset,
    imagesizes: image?.sizes,
    type: image?.type,
    // fetch() reads its answer in CORS mode: its preload must say so to be the one fetch() uses.
    crossorigin: as === 'fetch' ? 'anonymous' : undefined,
    fetchpriority: highPriority ? 'high' : undefined,
  });
}

/** The tags that go before `</head>`, and the title, as HTML. */
export function headTags(head: PageHeadTags, publicUrl: string): { title: string; tags: string } {
  const picture = head.picture && new URL(head.picture, publicUrl).href;
  const drawn = head.drawn ?? false;
  const styleRules = head.styleRules ?? new Map<string, string>();
  // A page whose scripts start later lists their files for then, and preloads the rest (its picture) now.
  const later = head.scriptsStartLater ?? false;
  const preloads = later ? head.preloads.filter((preload) => !pageScriptOf(preload)) : head.preloads;
  const data = later
    ? { ...head.data, [firstHtmlDataIds.pageScripts]: head.preloads.map(pageScriptOf).filter((file) => file !== undefined) }
    : head.data;
  const tags = [
    head.description !== undefined && meta({ name: 'description', content: head.description }),
    head.noIndex && meta({ name: 'robots', content: 'noindex' }),
    head.canonical && link({ rel: 'canonical', href: head.canonical }),
    ...(head.alternates ? hreflangAlternates(head.alternates) : []).map(({ hreflang, href }) => link({ rel: 'alternate', hreflang, href })),
    meta({ property: 'og:site_name', content: shop.name }),
    meta({ property: 'og:type', content: head.kind ?? 'website' }),
    meta({ property: 'og:title', content: head.title }),
    head.description !== undefined && meta({ property: 'og:description', content: head.description }),
    head.canonical && meta({ property: 'og:url', content: head.canonical }),
    head.locale && meta({ property: 'og:locale', content: openGraphLocales[head.locale] }),
    picture && meta({ property: 'og:image', content: picture }),
    meta({ name: 'twitter:card', content: picture ? 'summary_large_image' : 'summary' }),
    ...preloads.map((preload) => preloadTag(preload, drawn, styleRules)),
    head.structuredData && `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`,
    ...Object.entries(data).map(([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`),
  ];
  return { title: escapeHtml(head.title), tags: tags.filter(Boolean).join('') };
}
