import { parentPort, type Worker } from "node:worker_threads";

/**
 * The worker threads that render pages, print files and books are never terminated while they
 * work. A thread stopped between creating a zlib stream and initialising it (pdfkit and PNG
 * encoding create thousands) aborts the whole process when Node tears the thread down
 * ("close before init", node_zlib.cc): a hung-up book export or a server shutdown could take
 * every request down with it. A pool asks a thread to end only between jobs, and the thread
 * leaves by itself.
 */
const QUIT = "quit";

/** In the thread: `handle` answers each job; the pool's quit message ends the thread between jobs. */
export function serveJobs<J>(handle: (job: J) => Promise<void>): void {
  parentPort?.on("message", (msg: J | typeof QUIT) => {
    if (msg === QUIT) process.exit(0);
    else void handle(msg);
  });
}

/** Resolves when the thread has ended (at once if it already has). */
export function exited(w: Worker): Promise<void> {
  if (w.threadId < 0) return Promise.resolve();
  return new Promise((resolve) => w.once("exit", () => resolve()));
}

/** In the pool: ends a thread that holds no job (it has answered its last one). */
export function endIdle(w: Worker): Promise<void> {
  const done = exited(w);
  if (w.threadId >= 0) {
    // An idle thread is unreferenced: referenced again, the process waits for it to leave.
    w.ref();
    w.postMessage(QUIT);
  }
  return done;
}

/**
 * A pool's close: its idle threads leave now, each busy one once it has answered its job (the
 * pool hands an answered thread to `endIdle` once closed). Resolves when every thread has left.
 */
export async function endAll(all: Iterable<Worker>, idle: Worker[]): Promise<void> {
  const ending = [...all].map(exited);
  for (const w of idle.splice(0)) void endIdle(w);
  await Promise.all(ending);
}
