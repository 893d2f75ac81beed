import { showToastFx } from '@lemon/shared';

/** The toasts a page asked for, as the owner reads them; `stop` ends the watch. */
export function toastsShown() {
  const toasts: { kind: string; message: string }[] = [];
  // eslint-disable-next-line effector/no-watch -- a test reads what the page asked for, it changes nothing
  const subscription = showToastFx.watch(({ kind, message }) => toasts.push({ kind, message }));
  return { toasts, stop: () => subscription.unsubscribe() };
}
