import type { Worker } from "node:worker_threads";

/**
 * The worker threads started from now on, each with the exit code it ended with: 0 when it left
 * by itself between jobs, 1 when it was terminated (server/threads.ts says why that must not
 * happen to a thread at work).
 */
export function watchThreads() {
  const started: { worker: Worker; exit: Promise<number> }[] = [];
  const listener = (worker: Worker) =>
    started.push({ worker, exit: new Promise((resolve) => worker.once("exit", resolve)) });
  process.on("worker", listener);
  return {
    started,
    /** The exit codes of every thread started since, once all have ended. */
    exitCodes: () => Promise.all(started.map((s) => s.exit)),
    stop: () => process.off("worker", listener),
  };
}
