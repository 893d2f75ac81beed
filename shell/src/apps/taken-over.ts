/**
 * Set on `<html>` once the scripts have taken over the page the server drew: the shell hydrated and the page's
 * feature app mounted. Until then its controls are disabled (`useHydrated`); the browser tests wait for it
 * after loading a page, as a shopper waits for the page to answer, and the page's starter (`tooling/page-starter.js`,
 * which names it as written here) clears what it said of a form's required fields then.
 */
export const takenOverAttribute = 'data-taken-over';

/** Marks the page taken over once single-spa has shown its first page (apps mounted, or their fallbacks). */
export function markTakenOverOnFirstPage(): void {
  window.addEventListener('single-spa:routing-event', () => document.documentElement.setAttribute(takenOverAttribute, ''), { once: true });
}
