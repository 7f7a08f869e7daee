// Plain JS so the thread starts without a TypeScript loader. See server/db/checkpoint.ts.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const db = new SQLite(workerData.file);
db.pragma("busy_timeout = 5000");
/** While the server writes, the next checkpoint follows soon: small copies keep up with it. */
const BUSY_MS = 10;
let timer;
let lastLog = 0;
const tick = () => {
  let next = workerData.intervalMs;
  try {
    // PASSIVE: copies what it can without waiting for, or blocking, the server's connection.
    const [{ log, checkpointed }] = db.pragma("wal_checkpoint(PASSIVE)");
    if (log !== lastLog) {
      parentPort?.postMessage({ log, checkpointed });
      // A longer log, or one that started over and has new frames: the server is writing.
      next = BUSY_MS;
      lastLog = log;
    }
  } catch (e) {
    parentPort?.postMessage({ error: String(e?.message ?? e) });
  }
  timer = setTimeout(tick, next);
};
timer = setTimeout(tick, workerData.intervalMs);
parentPort?.on("message", (msg) => {
  if (msg !== "close") return;
  clearTimeout(timer);
  db.close();
  parentPort?.close();
});
