import { useSyncExternalStore } from 'react';

/**
 * The staff session ended (the idle limit, or the absolute one) while the owner worked: the calls refused for it
 * wait here until she signs in again in place, then are sent again. Nothing she typed is dropped meanwhile.
 */
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();
const told = () => listeners.forEach((listener) => listener());

/** Resolves once the owner has signed in again. */
export function whenSignedInAgain(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) told();
  });
}

/** She signed in again: every call that waited is sent again. */
export function signedInAgain(): void {
  const resolved = waiting;
  waiting = [];
  told();
  resolved.forEach((resolve) => resolve());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the session has ended and calls wait for a new one. */
export const useSessionEnded = () =>
  useSyncExternalStore(
    subscribe,
    () => waiting.length > 0,
    () => false,
  );
