import { htmlWindow } from './html-window';

/** The text of an HTML fragment, tags gone and white space folded; blocks (paragraphs, list items) stay apart. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' $&');
  const text = new (htmlWindow().DOMParser)().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A summary for cards and home blocks: the text cut at `length` characters (at a word boundary when one is
 * near) with `marker` after it, or the whole text when it is short enough.
 */
export function summarize(html: string, length: number, marker: string): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()} ${marker}`;
}
