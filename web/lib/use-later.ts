import { useCallback, useEffect, useRef } from "react";

/**
 * `later(fn, ms)` runs `fn` after `ms` unless called again first (the newer call wins) or
 * `cancel()` runs; the pending call is dropped when the component unmounts, so no state is set
 * on a component that is gone.
 */
export function useLater(): { later: (fn: () => void, ms: number) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const later = useCallback(
    (fn: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fn();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { later, cancel };
}
