// What the kit's pages and the API both do with the HTML the owner writes: read it as text. Sanitising it is
// `@lemon/shop-html/sanitize`, its own entry so that DOMPurify loads only with what shows the HTML.
export type { HtmlWindow } from './html-window';
export { plainText, summarize } from './plain-text';
