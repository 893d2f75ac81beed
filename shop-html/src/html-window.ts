/**
 * The window the shop's HTML is read in: the page's own in the browser; on the server, which has no page, the
 * one it draws with (jsdom's). Every function here is given it: none keeps one.
 */
export type HtmlWindow = Window;
