import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * How long the event loop was blocked while `run` ran: the longest wait of a 10 ms timer
 * (node:perf_hooks monitorEventLoopDelay), in milliseconds, the timer's own 10 ms included. A
 * request that holds the main thread shows as one long wait; one that awaits I/O or yields between
 * steps shows as many short ones. The loop turns once before `run` (the timer's first wait is the
 * one the histogram measures from) and once after it, so a stall at either end is counted.
 */
async function loopStall<T>(run: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    // The histogram counts the waits between two of its timer's turns: it needs one turn first.
    await new Promise((resolve) => setTimeout(resolve, 25));
    const result = await run();
    await new Promise((resolve) => setTimeout(resolve, 25));
    return { result, stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

/**
 * The shortest of up to `attempts` measurements of `run`'s stall, stopping at the first under
 * `limitMs`. Work that blocks the loop blocks it every time; a machine busy with other processes
 * (a 2-core box running other suites) can delay one timer now and then, never the same request
 * every time. A stall over 1 s is never the machine: it is not measured again.
 */
export async function leastStall<T>(
  run: () => Promise<T>,
  limitMs: number,
  attempts = 3,
): Promise<{ result: T; stallMs: number }> {
  let best = await loopStall(run);
  for (let i = 1; i < attempts && best.stallMs > limitMs && best.stallMs < 1000; i++) {
    const next = await loopStall(run);
    if (next.stallMs < best.stallMs) best = next;
  }
  return best;
}
