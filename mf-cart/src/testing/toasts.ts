// For the tests: the error toasts a scope would show, written down instead. Imported by tests only.
import { showErrorToastFx } from '../toasts/toasts';

/** A handler for fork() that keeps each toast's text in `toasts`. */
export function writtenToasts() {
  const toasts: string[] = [];
  const handler: [typeof showErrorToastFx, (message: string) => void] = [showErrorToastFx, (message) => void toasts.push(message)];
  return { toasts, handler };
}
