// Its own module: DOMPurify (11 kB gzip) loads only with what shows the shop's HTML, not with summaries.
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import type { HtmlWindow } from './html-window';

/**
 * What the shop's texts may use: paragraphs, emphasis, lists, headings and links. Nothing that runs. A link is
 * to a web page, an address, a phone, a page of the shop (`/fr/…`, never `//` or `/\`, which browsers read as
 * another site) or a place in the page.
 */
const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
};

/** A link written `//site.example/…` means another site: it is made `https://site.example/…`; `/\…` is refused. */
function secureSchemeRelative(purifier: Purifier): Purifier {
  if (!purifier.isSupported) return purifier;
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && /^\s*\/\/(?![/\\])/.test(data.attrValue)) data.attrValue = `https:${data.attrValue.trim()}`;
  });
  return purifier;
}

const purifiers = new WeakMap<object, Purifier>();

function purifierOf(window: HtmlWindow): Purifier {
  let purifier = purifiers.get(window);
  if (!purifier)
    purifiers.set(
      window,
      (purifier = secureSchemeRelative(
        window === (globalThis as unknown as Window) ? DOMPurify : DOMPurify(window as unknown as WindowLike),
      )),
    );
  return purifier;
}

/**
 * HTML written by the shop, made safe to put in the page: scripts, event handlers and `javascript:` links go. It
 * is parsed in `window`: the page's in the browser, jsdom's on the server.
 */
export function sanitizeHtml(html: string, window: HtmlWindow): string {
  const purifier = purifierOf(window);
  // Without a DOM, DOMPurify hands the HTML back as it came: that must never reach a page.
  if (!purifier.isSupported) throw new Error('No DOM to sanitise HTML in: give sanitizeHtml a window (jsdom’s on the server)');
  return purifier.sanitize(html, allowed);
}
