import { useEffect, useState } from "react";

/**
 * False until the browser has painted what the component first rendered: a requestAnimationFrame
 * callback runs just before a paint, a task queued from it runs after. A screen uses it to start
 * downloads its first paint does not need only once that paint is on screen (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
