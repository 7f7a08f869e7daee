import { useRouterState } from "@tanstack/react-router";
import { createElement, useEffect, useRef } from "react";
import toast, { type DefaultToastOptions, useToasterStore } from "react-hot-toast";

/**
 * Toast settings: at most 20 visible (react-hot-toast's own store caps them at 20, the spec's
 * number), success 2 s, error/blank 4 s, loading never expires, max width 350px. Every
 * user-facing toast goes through `notify`.
 */
export const toasterOptions: DefaultToastOptions = {
  style: { maxWidth: "350px" },
  success: { duration: 2000 },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  loading: { duration: Number.POSITIVE_INFINITY },
};

/** How long an Undo stays offered. */
const UNDO_MS = 8000;

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message),
  loading: (message: string) => toast.loading(message),
  dismiss: (id?: string) => toast.dismiss(id),
  /** A message with an Undo button, for a removal the user may want back. */
  undo: (message: string, onUndo: () => void) =>
    toast(
      (t) =>
        createElement(
          "span",
          { className: "flex items-center gap-3" },
          message,
          createElement(
            "button",
            {
              type: "button",
              className:
                "rounded-md border border-violet-700 px-2 py-1 text-sm font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500",
              onClick: () => {
                toast.dismiss(t.id);
                onUndo();
              },
            },
            "Undo",
          ),
        ),
      { duration: UNDO_MS },
    ),
};

/** An error raised this recently belongs to the navigation it caused ("Please sign in…" → /login). */
const CAUSED_BY_NAVIGATION_MS = 1000;

/**
 * Error toasts are about the screen they were raised on: moving to another screen dismisses
 * them, except one raised just before the move, which explains it.
 */
export function useDismissErrorsOnNavigate() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { toasts } = useToasterStore();
  const errors = useRef(toasts);
  errors.current = toasts;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes, reading the toasts of that moment
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const now = Date.now();
    for (const t of errors.current) {
      if (t.type === "error" && t.visible && now - t.createdAt > CAUSED_BY_NAVIGATION_MS) toast.dismiss(t.id);
    }
  }, [path]);
}
