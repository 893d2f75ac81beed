// Its own module: DOMPurify (11 kB gzip) loads only with what shows the shop's HTML, not with summaries.
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { htmlWindow } from './html-window';

/** What the shop's texts may use: paragraphs, emphasis, lists, headings and links. Nothing that runs. */
const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

const purifiers = new WeakMap<object, Purifier>();

function purifierOf(window: typeof globalThis): Purifier {
  if (window === globalThis) return DOMPurify;
  let purifier = purifiers.get(window);
  if (!purifier) purifiers.set(window, (purifier = DOMPurify(window as unknown as WindowLike)));
  return purifier;
}

/** HTML written by the shop, made safe to put in the page: scripts, event handlers and `javascript:` links go. */
export function sanitizeHtml(html: string): string {
  const purifier = purifierOf(htmlWindow());
  // Without a DOM, DOMPurify hands the HTML back as it came: that must never reach a page.
  if (!purifier.isSupported) throw new Error('No DOM to sanitise HTML in: the server gives its renders one (parseHtmlIn)');
  return purifier.sanitize(html, allowed);
}
