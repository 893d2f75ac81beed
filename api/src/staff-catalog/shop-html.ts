import { parseHtmlIn } from '@lemon/kit/format/html-window';
import { plainText } from '@lemon/kit/format/rich-text';
import { sanitizeHtml } from '@lemon/kit/format/sanitize-html';
import { JSDOM } from 'jsdom';

let parsing = false;

/** kit reads HTML in a window, which the API has not: it lends it jsdom's, once. */
function parseInJsdom(): void {
  if (parsing) return;
  parseHtmlIn(new JSDOM('').window as unknown as typeof globalThis);
  parsing = true;
}

/**
 * The owner's rich text as the shop keeps it: sanitised on the way in with the very rules pages show it with
 * (kit's `sanitizeHtml`: paragraphs, emphasis, lists, headings, links; nothing that runs), so what is stored is
 * what shoppers get. An empty editor (`<p></p>`) is no text at all.
 */
export function shopHtml(html: string): string {
  parseInJsdom();
  const clean = sanitizeHtml(html).trim();
  return /^(?:<p>(?:\s|<br>)*<\/p>)*$/.test(clean) ? '' : clean;
}

/** The owner's rich text on one line, as the pages write it where only text fits (kit's `plainText`). */
export function shopPlainText(html: string): string {
  parseInJsdom();
  return plainText(html);
}
