import { showToastFx } from '@lemon/shared';

/** The spec: toasts of cart and stock actions close after 2 s (others after the container's 3 s). */
const quickToastMs = 2000;

export const quickToast = {
  success: (message: string) => showToastFx({ kind: 'success', message, autoCloseMs: quickToastMs }),
  error: (message: string) => showToastFx({ kind: 'error', message, autoCloseMs: quickToastMs }),
};
