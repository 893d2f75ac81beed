import { dropAnswersAtHand, i18n, localeChanged, putAnswersAtHand, StaticRouter } from '@lemon/shared';
import type { ServerPageRequest, ServerRenderHost } from '@lemon/shared/server-render';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { parseHtmlIn } from '../format/html-window';

/** A page is drawn in a few milliseconds; one that takes longer is left to the browser rather than held back. */
const drawTimeoutMs = 2000;

let drawing: Promise<unknown> = Promise.resolve();

/**
 * The HTML of a tree for the page the server asks for, as the browser's first render will draw it, or undefined
 * when it could not be drawn (the reason reported). One page at a time: the store, the language and the answers
 * at hand are the page's while it is drawn.
 */
export function drawPage(request: ServerPageRequest, host: ServerRenderHost, part: string, tree: ReactNode): Promise<string | undefined> {
  const drawn = drawing.then(() => drawNow(request, host, part, tree));
  drawing = drawn.catch(() => undefined);
  return drawn;
}

async function drawNow(request: ServerPageRequest, host: ServerRenderHost, part: string, tree: ReactNode): Promise<string | undefined> {
  parseHtmlIn(host.window as unknown as typeof globalThis);
  putAnswersAtHand(request.answers);
  localeChanged(request.locale);
  await i18n.changeLanguage(request.locale);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`${part} took more than ${drawTimeoutMs} ms to draw`)), drawTimeoutMs);
  try {
    const { prelude } = await prerender(<StaticRouter location={request.pathname + request.search}>{tree}</StaticRouter>, {
      signal: abort.signal,
      // A part that fails is drawn by the browser (React leaves its fallback and a mark to draw it again).
      onError: (error) => host.reportError(error, part),
    });
    return withoutResourceHints(await new Response(prelude).text());
  } catch (error) {
    host.reportError(error, part);
    return undefined;
  } finally {
    clearTimeout(timer);
    dropAnswersAtHand();
  }
}

/**
 * React starts a part of a page drawn alone with preload links for its pictures: the page's head has those
 * it needs, and they are no part of the tree the browser takes over.
 */
const withoutResourceHints = (html: string) => html.replace(/^(?:<link [^>]*\/>)+/, '');
