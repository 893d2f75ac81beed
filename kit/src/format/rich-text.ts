import DOMPurify from 'dompurify';

/** What the shop's texts may use: paragraphs, emphasis, lists, headings and links. Nothing that runs. */
const allowed = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
};

/** HTML written by the shop, made safe to put in the page: scripts, event handlers and `javascript:` links go. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, allowed);
}

/** The text of an HTML fragment, tags gone and white space folded; blocks (paragraphs, list items) stay apart. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' $&');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
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
