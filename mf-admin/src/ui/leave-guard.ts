import { useEffect } from 'react';

/** A click that would take the page elsewhere in this tab: a link of the shop's, with no key held, not to a new tab. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, location.href);
  const here = new URL(location.href);
  // A link to another part of this very page moves nothing.
  return to.origin === here.origin && to.pathname === here.pathname && to.search === here.search ? null : link;
}

/** The Navigation API's `navigate` event, where the browser has it (it lets a page ask before back and forward). */
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/**
 * While a form holds changes not saved (`unsaved`), leaving the page asks first: a link (the menu, the header) with
 * `question`, a reload or a closed tab with the browser's own question, back and forward with `question` where
 * the browser lets a page ask (the Navigation API). Each listens first (capture), before the router moves.
 */
export function useLeaveGuard(unsaved: boolean, question: string) {
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    const onNavigate = (event: NavigateEventLike) => {
      if (event.navigationType === 'traverse' && event.cancelable && !window.confirm(question)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [unsaved, question]);
}
