import { plainText } from '@lemon/shop-html';
import { sanitizeHtml } from '@lemon/shop-html/sanitize';
import { JSDOM } from 'jsdom';

/** The API reads the owner's HTML in a window of its own (jsdom's), made the first time it is needed. */
let htmlWindow: Window | undefined;
const window = () => (htmlWindow ??= new JSDOM('').window as unknown as Window);

/**
 * The owner's rich text as the shop keeps it: sanitised on the way in with the very rules pages show it with
 * (`@lemon/shop-html`: paragraphs, emphasis, lists, headings, links; nothing that runs), so what is stored is
 * what shoppers get. An empty editor (`<p></p>`) is no text at all.
 */
export function shopHtml(html: string): string {
  const clean = sanitizeHtml(html, window()).trim();
  return /^(?:<p>(?:\s|<br>)*<\/p>)*$/.test(clean) ? '' : clean;
}

/** The owner's rich text on one line, as the pages write it where only text fits. */
export function shopPlainText(html: string): string {
  return plainText(html, window());
}
