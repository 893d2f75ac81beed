import { useSyncExternalStore } from 'react';

/**
 * Where the page is scrolled, as last read. Reading `window.scrollY` makes the browser lay the page out first if
 * anything changed: asked while React takes the page over, that layout (40-50 ms on a phone) would lengthen the
 * task that makes the page live. So it is read on each scroll, and first in the frame the browser lays out anyway.
 */
let scrollY = 0;
const listeners = new Set<() => void>();
let firstRead: number | undefined;

function readScroll() {
  firstRead = undefined;
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) {
    window.addEventListener('scroll', readScroll, { passive: true });
    firstRead = requestAnimationFrame(readScroll);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', readScroll);
    if (firstRead !== undefined) cancelAnimationFrame(firstRead);
  };
};

/**
 * Whether the page is scrolled at least `threshold` pixels; re-renders only when that flips. A page is drawn
 * on the server at its top, and taken over as drawn before it says where it really is.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribe, () => scrollY >= threshold, atTheTop);
}

const atTheTop = () => false;
