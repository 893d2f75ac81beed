import { useMemo } from 'react';
import { sanitizeHtml } from '../format/sanitize-html';

/** HTML written by the shop (descriptions, recipes), sanitised before it reaches the page. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
