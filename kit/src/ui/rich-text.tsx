import { useMemo } from 'react';
import type { sanitizeHtml } from '../format/sanitize-html';

let sanitize: typeof sanitizeHtml | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads what `RichText` sanitises with (DOMPurify): a file of its own, named `page-part-…` so that a page's
 * route files list it and the server preloads it with the page. A page that shows the shop's HTML waits for it
 * beside its own code (its `lazyPage` loader), so the browser evaluates the two in tasks of their own.
 */
export function richTextReady(): Promise<void> {
  loading ??= import(/* webpackChunkName: "page-part-sanitize-html" */ '../format/sanitize-html').then(
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

/** HTML written by the shop (descriptions, recipes), sanitised before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => {
    if (!sanitize) throw new Error('RichText drew before richTextReady(): its page must wait for it');
    return sanitize(html);
  }, [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
