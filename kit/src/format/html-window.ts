/**
 * The window the shop's HTML is parsed in: the page's own in the browser; on the server, which has no page,
 * the one the server gives its renders (jsdom's), set once with `parseHtmlIn`.
 */
type HtmlWindow = typeof globalThis;

let serverWindow: HtmlWindow | undefined;

export function parseHtmlIn(window: HtmlWindow): void {
  serverWindow = window;
}

export const htmlWindow = (): HtmlWindow => serverWindow ?? globalThis;
