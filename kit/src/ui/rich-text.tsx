import { use, useLayoutEffect, useRef, useState } from 'react';
import type { sanitizeHtml } from '@lemon/shop-html/sanitize';
import { useHtmlWindow } from './shop-text';
import { useHydrated } from './use-hydrated';

let sanitize: typeof sanitizeHtml | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads what `RichText` sanitises with (DOMPurify): a file of its own, named `page-part-…` so that a page's
 * route files list it beside the page's code and the shell fetches the two ahead together. A page the browser
 * draws itself waits for it beside its own code (its `lazyPage` loader); one it takes over from the server never
 * loads it (see `RichText`). The server's draw always has it (`drawPage`).
 */
export function richTextReady(): Promise<void> {
  loading ??= import(/* webpackChunkName: "page-part-sanitize-html" */ '@lemon/shop-html/sanitize').then(
    (module) => {
      sanitize = module.sanitizeHtml;
    },
    (error: unknown) => {
      loading = undefined; // the page's next try loads it again
      throw error;
    },
  );
  return loading;
}

/**
 * HTML written by the shop (descriptions, recipes), sanitised before it reaches the page. Taking over a page the
 * server drew, the HTML is in the page already, sanitised by the server with the same rules: React writes an
 * `__html` only when it changes, so an empty one that never changes keeps the server's, and the sanitiser does
 * not load for it. A text the page draws itself (another product, later) waits for the sanitiser, and so does
 * the server's text if React had to draw the part again rather than take it over (it found the element empty).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const live = useHydrated();
  const htmlWindow = useHtmlWindow();
  const [drawnByServer, setDrawnByServer] = useState(() => (live || sanitize ? undefined : html));
  const element = useRef<HTMLDivElement>(null);
  const keepsServerHtml = html === drawnByServer;
  useLayoutEffect(() => {
    if (keepsServerHtml && html && !element.current?.hasChildNodes()) setDrawnByServer(undefined);
  }, [keepsServerHtml, html]);
  if (keepsServerHtml) return <div ref={element} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  if (!sanitize) use(richTextReady());
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize!(html, htmlWindow) }} />;
}
