import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * Whether the page is scrolled at least `threshold` pixels; re-renders only when that flips. A page is drawn
 * on the server at its top, and taken over as drawn before it says where it really is.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY >= threshold, atTheTop);
}

const atTheTop = () => false;
