import { createEffect, createStore } from 'effector';

export interface ToastRequest {
  kind: 'success' | 'error';
  message: string;
  /** How long it stays; the container's default (3 s) when not given. */
  autoCloseMs?: number;
}

/** Shows a toast. react-toastify loads with the first toast of the visit, not with every page. */
export const showToastFx = createEffect(async ({ kind, message, autoCloseMs }: ToastRequest) => {
  const { toast } = await import('react-toastify');
  toast[kind](message, autoCloseMs === undefined ? {} : { autoClose: autoCloseMs });
});

/** How many toasts were asked for: the shell mounts the container with the first (a toast waits for it). */
export const $toastsAsked = createStore(0).on(showToastFx, (asked) => asked + 1);
