import { toast } from 'react-toastify';

/** The spec: toasts of cart and stock actions close after 2 s (others after the container's 3 s). */
const quickToastMs = 2000;

export const quickToast = {
  success: (message: string) => toast.success(message, { autoClose: quickToastMs }),
  error: (message: string) => toast.error(message, { autoClose: quickToastMs }),
};
