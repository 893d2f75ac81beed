import type { OwnedPageHead } from '@lemon/app-protocol/render';
import { useEffect } from 'react';

/** The head's element `selector` finds, made by `make` when the page has none. */
function headElement<Element extends HTMLElement>(selector: string, make: () => Element): Element {
  return document.head.querySelector<Element>(selector) ?? document.head.appendChild(make());
}

const descriptionMeta = () =>
  headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
const canonicalLink = () => headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
const structuredDataScript = () =>
  headElement('script[type="application/ld+json"]', () => Object.assign(document.createElement('script'), { type: 'application/ld+json' }));

/** What a page's head says of it alone: a page without them says nothing of another's. */
const ownTags = 'link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]';

/**
 * Writes a page's head as its app words it, with the function that gives the server's first HTML its head:
 * title, description, canonical address and structured data. The page's own tags go when it goes, so the
 * next page never carries this one's address or product. `headAt` gives the head at the page's origin.
 */
export function usePageHead(headAt: (origin: string) => OwnedPageHead): void {
  // Made in the browser only (the server writes the head itself), compared by value: a head made anew at each
  // render is the same head.
  const written = typeof document === 'undefined' ? undefined : JSON.stringify(headAt(location.origin));
  useEffect(() => {
    if (written === undefined) return undefined;
    const { title, description, canonical, structuredData } = JSON.parse(written) as OwnedPageHead;
    document.title = title;
    if (description !== undefined) descriptionMeta().content = description;
    if (canonical) canonicalLink().href = canonical;
    if (structuredData) structuredDataScript().textContent = JSON.stringify(structuredData);
    return () => document.head.querySelectorAll(ownTags).forEach((tag) => tag.remove());
  }, [written]);
}

/** `usePageHead` for a page that knows its head only once it has loaded: drawn where its data is. */
export function PageHead({ headAt }: { headAt: (origin: string) => OwnedPageHead }): null {
  usePageHead(headAt);
  return null;
}
