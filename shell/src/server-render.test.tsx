// @vitest-environment jsdom
import { callOf } from '@lemon/app-protocol';
import { callAddress, firstHtmlDataIds, localeChanged } from '@lemon/shared';
import type { Category } from '@lemon/catalog-contract';
import { festivalNotice2027, pageRequestFor } from '@lemon/kit/testing';
import { fragmentKey, type ShellPageRequest } from '@lemon/app-protocol/render';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawnInPage } from './apps/server-drawn';
import { headerFragments } from './header/header-fragments';
import { shellCalls } from './calls';
import { render } from './server-render';
import { ShellPage } from './shell-page';

// The home page's fragments wait for their code here, as on a slow network: the server's HTML must stay meanwhile.
vi.mock('./apps/remotes', () => ({ featureRemotes: () => new Promise(() => undefined) }));

const category = (id: number, fr: string, en: string, it: string): Category => ({
  id,
  label: { fr, en, it },
  slug: { fr: fr.toLowerCase(), en: en.toLowerCase(), it: it.toLowerCase() },
  is_main: true,
  order: id,
  parent_id: null,
});
const mainCategories = {
  data: [category(1, 'Boissons', 'Drinks', 'Bevande'), category(2, 'Épicerie', 'Groceries', 'Alimentari')],
  meta: { current_page: 1, per_page: 10, total: 2, last_page: 1 },
};
const festivalNotice = { data: festivalNotice2027 };
const answers = {
  [callAddress(callOf(shellCalls.mainCategories))]: mainCategories,
  [callAddress(callOf(shellCalls.festivalNotice))]: festivalNotice,
};

/**
 * Draws a page as the server does, puts it in the document as the browser receives it, then lets the shell take
 * it over as its bootstrap does: what React (in its development build, which checks every attribute) said, and
 * the elements the server drew.
 */
async function drawnThenTakenOver({ pathname, slots, fragments }: Pick<ShellPageRequest, 'pathname' | 'slots' | 'fragments'>) {
  const reportError = vi.fn();
  const asked: string[] = [];
  // The server draws the header's fragments on every page (the catalogue's search box) with the page's own.
  const headerSearch = { [fragmentKey({ ...headerFragments.search, name: 'HeaderSearch' })]: '<form role="search"></form>' };
  const request = { ...pageRequestFor(pathname), slots, fragments: { ...headerSearch, ...fragments } };
  const { html, state, ...page } = await render(request, {
    window: window as unknown as Window,
    reportError,
    publicUrl: 'https://citrons.example',
    get: async (address) => {
      asked.push(address);
      return address in answers ? { status: 200, body: answers[address] } : { status: 404, body: undefined };
    },
  });
  expect(reportError).not.toHaveBeenCalled();
  // The shell loads what it draws itself, through the server's API: the menu's categories and the festival notice.
  expect(asked.sort()).toEqual(Object.keys(answers).sort());
  // React's server renderer leaves its last contexts set until it draws again (it never meets the browser's in
  // the shop): drawing nothing sets them back, so both can meet in this test.
  await prerender(null);
  document.head.innerHTML = `<script type="application/json" id="${firstHtmlDataIds.pageStates}">${JSON.stringify(state)}</script>`;
  document.documentElement.lang = request.locale;
  document.body.innerHTML = `<div id="shell">${html}</div>`;
  history.replaceState(null, '', request.pathname);
  const drawn = [...document.querySelectorAll('#shell *')];
  const warnings = [
    vi.spyOn(console, 'error').mockImplementation(() => undefined),
    vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
  // React's server and browser renderers meet here in one process, never in the shop: not a finding.
  const sameProcess = /multiple renderers concurrently rendering the same context provider/;
  localeChanged(request.locale);
  const root = await act(async () =>
    hydrateRoot(document.getElementById('shell')!, <ShellPage drawn={drawnInPage()} drawnByServer onCommit={() => undefined} />),
  );
  const said = warnings.flatMap((spy) => spy.mock.calls.map((call) => call.join(' '))).filter((text) => !sameProcess.test(text));
  return { drawn, said, page, cookiesRead: request.cookiesRead, unmount: () => act(() => root.unmount()) };
}

beforeAll(() => {
  // jsdom has no media queries (a shopper who does not ask for reduced motion), and plays no video: a video
  // parsed with `muted` starts muted, as in browsers, and plays at once.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  const muted = new WeakMap<HTMLMediaElement, boolean>();
  Object.defineProperty(HTMLMediaElement.prototype, 'muted', {
    get(this: HTMLMediaElement) {
      return muted.get(this) ?? this.hasAttribute('muted');
    },
    set(this: HTMLMediaElement, value: boolean) {
      muted.set(this, value);
    },
  });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The page is drawn and taken over on this day (only the calendar is set: React's own timers run). */
const today = (moment: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(moment));
};
const festivalNoticeShown = () => document.querySelector('[data-testid="festival-notice"]');

describe('a page the server drew, taken over by the shell', () => {
  it('keeps the home page as drawn, the fragments of its apps waiting for their code, without a word from React', async () => {
    today('2027-02-20T10:00:00Z');
    const fragment = (module: string, name: string) => fragmentKey({ app: module === 'home-about' ? 'content' : 'catalog', module, name });
    const page = await drawnThenTakenOver({
      pathname: '/fr',
      slots: {},
      fragments: {
        [fragment('home-about', 'HomeAbout')]: '<section><h2>Notre histoire</h2></section>',
        [fragment('home-blocks', 'ProductOfTheMonth')]: '<section><h2>Liqueur</h2></section>',
        [fragment('home-blocks', 'BestSellers')]: '<section id="best-sellers-drawn"><h2>Meilleures ventes</h2></section>',
      },
    });
    expect(page.said).toEqual([]);
    expect(page.drawn.filter((element) => !element.isConnected)).toEqual([]);
    expect(document.querySelector('#best-sellers-drawn')).not.toBeNull();
    // The home page is the shell's own: it says its head, with its address in each language for search engines.
    expect(page.page).toMatchObject({
      status: 200,
      head: { title: 'L’Atelier du Citron', canonical: 'https://citrons.example/fr', alternates: { it: 'https://citrons.example/it' } },
    });
    // What of the visitor the page depends on: the cookie banner's question, read from its cookie.
    expect(page.cookiesRead).toEqual(['cc_cookie']);
    // The hero's links to the main categories are what the shell loaded on the server, which the browser starts from.
    expect([...document.querySelectorAll('main nav a')].map((link) => link.textContent)).toEqual(['Boissons', 'Épicerie']);
    // So does the festival notice, in the owner's words, during the festival.
    expect(festivalNoticeShown()?.textContent).toBe(
      'Fête du Citron du 17 février au 3 mars : les livraisons peuvent prendre un peu de retard. Voir la sélection Fête du Citron',
    );
    expect(page.drawn).toContain(festivalNoticeShown());
    // Its controls answer once it is taken over.
    expect(document.querySelectorAll('[aria-disabled="true"]')).toHaveLength(0);
    await page.unmount();
  });

  it('leaves what a feature app drew in its slot, with its build, for the app to take over', async () => {
    today('2027-06-20T10:00:00Z');
    const page = await drawnThenTakenOver({
      pathname: '/en/contact',
      slots: { content: { html: '<section class="page"><h1>Contact</h1></section>', build: 'b1' } },
      fragments: {},
    });
    expect(page.said).toEqual([]);
    const slot = document.getElementById('app-content')!;
    expect(slot.dataset.build).toBe('b1');
    expect(slot.innerHTML).toBe('<section class="page"><h1>Contact</h1></section>');
    // The page is the content app's: its head is that app's to say.
    expect([page.page.status, page.page.head]).toEqual([undefined, undefined]);
    // Out of the festival's days, no notice.
    expect(festivalNoticeShown()).toBeNull();
    expect(page.drawn.filter((element) => !element.isConnected)).toEqual([]);
    await page.unmount();
  });
});
