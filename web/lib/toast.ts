import toast, { type DefaultToastOptions } from "react-hot-toast";

/**
 * Toast settings from product spec §9: at most 20 visible, success 2 s, error/blank 4 s,
 * loading never expires, max width 350px. Every user-facing toast goes through `notify`.
 */
export const TOAST_LIMIT = 20;

/** react-hot-toast's own store caps visible toasts at 20, matching the spec. */
export const toasterOptions: DefaultToastOptions = {
  style: { maxWidth: "350px" },
  success: { duration: 2000 },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  loading: { duration: Number.POSITIVE_INFINITY },
};

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string) => toast.dismiss(id),
};
