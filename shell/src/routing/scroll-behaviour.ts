/** The spec's hash anchors wait for the page to settle before scrolling smoothly to their target. */
const hashScrollDelayMs = 300;
/** A feature app may still be loading its content: how long to wait for the anchor to appear. */
const anchorWaitMs = 5000;

function scrollToAnchorWhenPresent(id: string): void {
  const target = () => document.getElementById(id);
  const found = target();
  if (found) return found.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const observer = new MutationObserver(() => {
    const element = target();
    if (!element) return;
    observer.disconnect();
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), anchorWaitMs);
}

/** Every navigation starts at the top of the page; a hash then scrolls smoothly to its anchor after 300 ms. */
export function installScrollBehaviour(): void {
  history.scrollRestoration = 'manual';
  let previousPath = location.pathname;
  window.addEventListener('single-spa:routing-event', () => {
    if (location.pathname !== previousPath) window.scrollTo({ top: 0, behavior: 'instant' });
    previousPath = location.pathname;
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) setTimeout(() => scrollToAnchorWhenPresent(id), hashScrollDelayMs);
  });
}
