import { Worker } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";

/** What the driver needs from background checkpointing. */
export interface Checkpointer {
  /** Called on the server's connection right after each of its commits, with no transaction open. */
  afterCommit(): void;
  stop(): Promise<void>;
}

/** Past this many WAL frames (~16 MiB of 4 KiB pages) the server helps the log start over. */
const RESTART_FRAMES = 4096;
/** After a restart, the WAL file is cut back to this size (it can have grown in a burst). */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

/**
 * WAL checkpoints off the event loop. By default SQLite checkpoints inside whichever commit
 * pushes the WAL past 1,000 pages: that commit, on the server's only thread, then copies the
 * pages into the database file and fsyncs it, which stalled every request for 100–400 ms under
 * load on a VM disk (docs/performance.md). Here the server's connection never checkpoints on its
 * own; a worker thread with its own connection runs PASSIVE checkpoints, which neither wait for
 * nor block the server's reads and writes: every `intervalMs` when idle, every few milliseconds
 * while the server writes.
 *
 * The log only starts over when a write begins with every frame already copied. Under steady
 * writes that moment never comes by itself (a new commit always lands while the worker copies),
 * and the WAL grew by ~40 MB a second in the generation benchmark, slowing every page lookup.
 * So once the worker reports a long log that it has caught up with, the server's connection
 * copies the few frames committed since, right after one of its own commits (a millisecond or
 * two); its next write then starts the log over. SQLite-specific by nature, so it lives beside
 * openDatabase.
 */
export function checkpointInBackground(sqlite: BetterSqlite3.Database, intervalMs = 250): Checkpointer {
  sqlite.pragma("wal_autocheckpoint = 0");
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  const worker = new Worker(new URL("./checkpoint-worker.mjs", import.meta.url), {
    workerData: { file: sqlite.name, intervalMs },
  });
  worker.unref();
  /** The worker's last checkpoint: frames in the log, and whether it copied all of them. */
  let log = 0;
  let caughtUp = false;
  worker.on("message", (msg: { error?: string; log?: number; checkpointed?: number }) => {
    if (msg.error) console.error(`background checkpoint failed: ${msg.error}`);
    else if (msg.log !== undefined) {
      log = msg.log;
      caughtUp = msg.checkpointed === msg.log;
    }
  });
  let stopped = false;
  worker.on("error", (e) => {
    // Without the worker the WAL would grow unbounded: fall back to SQLite's own checkpoints.
    console.error(`background checkpoint stopped: ${e.message}`);
    if (!stopped && sqlite.open) sqlite.pragma("wal_autocheckpoint = 1000");
  });
  return {
    afterCommit() {
      if (log < RESTART_FRAMES || !caughtUp || stopped) return;
      // Once per worker report: the next one tells whether the log started over.
      caughtUp = false;
      try {
        sqlite.pragma("wal_checkpoint(PASSIVE)");
      } catch (e) {
        console.error(`checkpoint failed: ${(e as Error).message}`);
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.postMessage("close");
      await exited;
    },
  };
}
