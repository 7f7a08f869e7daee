import { Worker } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";

/**
 * WAL checkpoints off the event loop. By default SQLite checkpoints inside whichever commit
 * pushes the WAL past 1,000 pages: that commit, on the server's only thread, then copies the
 * pages into the database file and fsyncs it, which stalled every request for 100–400 ms under
 * load on a VM disk (docs/performance.md). Here the server's connection never checkpoints; a
 * worker thread with its own connection runs a PASSIVE checkpoint every `intervalMs`, which
 * neither waits for nor blocks the server's reads and writes. SQLite-specific by nature, so it
 * lives beside openDatabase.
 */
export function checkpointInBackground(sqlite: BetterSqlite3.Database, intervalMs = 250): () => Promise<void> {
  sqlite.pragma("wal_autocheckpoint = 0");
  const worker = new Worker(new URL("./checkpoint-worker.mjs", import.meta.url), {
    workerData: { file: sqlite.name, intervalMs },
  });
  worker.unref();
  worker.on("message", (msg: { error?: string }) => {
    if (msg.error) console.error(`background checkpoint failed: ${msg.error}`);
  });
  let stopped = false;
  worker.on("error", (e) => {
    // Without the worker the WAL would grow unbounded: fall back to SQLite's own checkpoints.
    console.error(`background checkpoint stopped: ${e.message}`);
    if (!stopped && sqlite.open) sqlite.pragma("wal_autocheckpoint = 1000");
  });
  return async () => {
    if (stopped) return;
    stopped = true;
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    worker.postMessage("close");
    await exited;
  };
}
