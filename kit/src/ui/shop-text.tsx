import { plainText, summarize, type HtmlWindow } from '@lemon/shop-html';
import { createContext, useContext, useMemo } from 'react';

/**
 * The window the shop's HTML is read in: the page's in the browser, which needs no provider; on the server the
 * one it draws with, given to each page it draws (`drawPage`), never kept in a module.
 */
export const HtmlWindowContext = createContext<HtmlWindow | undefined>(typeof window === 'undefined' ? undefined : window);

export function useHtmlWindow(): HtmlWindow {
  const htmlWindow = useContext(HtmlWindowContext);
  if (!htmlWindow) throw new Error('No window to read the shop’s HTML in: the server draws pages with drawPage, which gives one');
  return htmlWindow;
}

/** The owner's HTML as text, read in the page's window: on one line (`plainText`), or cut for a card (`summarize`). */
export interface ShopText {
  plainText: (html: string) => string;
  summarize: (html: string, length: number, marker: string) => string;
}

export function shopTextIn(htmlWindow: HtmlWindow): ShopText {
  return {
    plainText: (html) => plainText(html, htmlWindow),
    summarize: (html, length, marker) => summarize(html, length, marker, htmlWindow),
  };
}

export function useShopText(): ShopText {
  const htmlWindow = useHtmlWindow();
  return useMemo(() => shopTextIn(htmlWindow), [htmlWindow]);
}
