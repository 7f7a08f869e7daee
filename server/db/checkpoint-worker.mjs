// Plain JS so the thread starts without a TypeScript loader. See server/db/checkpoint.ts.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

const db = new SQLite(workerData.file);
db.pragma("busy_timeout = 5000");
const tick = () => {
  try {
    // PASSIVE: copies what it can without waiting for, or blocking, the server's connection.
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (e) {
    parentPort?.postMessage({ error: String(e?.message ?? e) });
  }
};
const timer = setInterval(tick, workerData.intervalMs);
parentPort?.on("message", (msg) => {
  if (msg !== "close") return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
