import { parentPort, workerData } from "node:worker_threads";
import type { ExportKind, PreflightCheck } from "../api-types.js";
import { serveJobs } from "../threads.js";
import { coverFileChecks, interiorFileChecks } from "./preflight.js";
import { renderCover, renderInterior, renderPrintables } from "./render.js";
import type { BookSpec } from "./spec.js";

/** A file to make: an export's PDF or ZIP (the worker never reads the database). */
export interface BookWorkerJob {
  id: number;
  kind: ExportKind;
  spec: BookSpec;
  /** Read the made file back and check it (server/books/preflight.ts), here rather than on the event loop. */
  check?: boolean;
}

export type BookWorkerMessage =
  | { id: number; progress: number }
  | { id: number; file: Uint8Array; checks?: PreflightCheck[] }
  | { id: number; error: string };

const post = (msg: BookWorkerMessage, transfer: ArrayBuffer[] = []) => parentPort?.postMessage(msg, transfer);

/** Set by the pool when nobody waits for the running job any more (server/books/pool.ts). */
const stop = (workerData as { stop?: Int32Array } | null)?.stop;
const stopHere = () => {
  if (stop && Atomics.load(stop, 0) === 1) throw new Error("The book job was stopped");
};

// One job at a time: PDF layout is synchronous CPU work that must not run on the server's event loop.
serveJobs(async (job: BookWorkerJob) => {
  try {
    const progress = (share: number) => {
      stopHere();
      post({ id: job.id, progress: share });
    };
    const file =
      job.kind === "interior"
        ? await renderInterior(job.spec, progress)
        : job.kind === "cover"
          ? await renderCover(job.spec)
          : await renderPrintables(job.spec, progress);
    stopHere();
    const checks = !job.check
      ? undefined
      : job.kind === "interior"
        ? await interiorFileChecks(job.spec, file)
        : job.kind === "cover"
          ? await coverFileChecks(job.spec, file)
          : [];
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    // A file with a memory block of its own moves to the main thread instead of being copied
    // (a small one may share Node's buffer pool, which must stay here).
    const own = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    post({ id: job.id, file: bytes, checks }, own ? [file.buffer as ArrayBuffer] : []);
  } catch (err) {
    post({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
