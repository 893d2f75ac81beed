import { parseHtmlIn } from '@lemon/kit/format/html-window';
import { sanitizeHtml } from '@lemon/kit/format/sanitize-html';
import { JSDOM } from 'jsdom';

let parsing = false;

/**
 * The owner's rich text as the shop keeps it: sanitised on the way in with the very rules pages show it with
 * (kit's `sanitizeHtml`: paragraphs, emphasis, lists, headings, links; nothing that runs), so what is stored is
 * what shoppers get. An empty editor (`<p></p>`) is no text at all.
 */
export function shopHtml(html: string): string {
  if (!parsing) {
    parseHtmlIn(new JSDOM('').window as unknown as typeof globalThis);
    parsing = true;
  }
  const clean = sanitizeHtml(html).trim();
  return /^(?:<p>(?:\s|<br>)*<\/p>)*$/.test(clean) ? '' : clean;
}
