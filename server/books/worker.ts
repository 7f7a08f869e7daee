import { parentPort, workerData } from "node:worker_threads";
import type { ExportKind, PreflightCheck } from "../api-types.js";
import { serveJobs } from "../threads.js";
import { coverFileChecks, interiorFileChecks } from "./preflight.js";
import { COVER_EXPORT, INTERIOR_EXPORT, PRINTABLES_EXPORT, type Progress, phased } from "./progress.js";
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

/** A page's progress reads the stop flag first: a stopped job ends within a page (decision 043). */
const paged =
  (progress: Progress): Progress =>
  (share) => {
    stopHere();
    progress(share);
  };

/**
 * The job's file and, with `check`, its checks. Progress follows the work through weighted phases
 * (server/books/progress.ts) up to saving, which is the export service's. The checks' progress
 * never stops the job mid-check (poppler runs may be under way): it stops before them.
 */
async function make(job: BookWorkerJob, report: Progress): Promise<{ file: Buffer; checks?: PreflightCheck[] }> {
  const { spec, check } = job;
  if (job.kind === "interior") {
    const progress = phased({ ...INTERIOR_EXPORT, checks: check ? INTERIOR_EXPORT.checks : 0 }, report);
    const file = await renderInterior(spec, paged(progress.phase("pages")));
    stopHere();
    // The PDF is written (its last pages flushed): a step of its own before the file is read back.
    progress.begin("checks");
    const made = { file, checks: check ? await interiorFileChecks(spec, file, progress.phase("checks")) : undefined };
    progress.begin("save");
    return made;
  }
  if (job.kind === "cover") {
    const progress = phased({ ...COVER_EXPORT, checks: check ? COVER_EXPORT.checks : 0 }, report);
    const file = await renderCover(spec);
    stopHere();
    progress.begin("checks");
    const made = { file, checks: check ? await coverFileChecks(spec, file, progress.phase("checks")) : undefined };
    progress.begin("save");
    return made;
  }
  const progress = phased(PRINTABLES_EXPORT, report);
  const file = await renderPrintables(spec, paged(progress.phase("pages")));
  stopHere();
  progress.begin("save");
  return { file, checks: check ? [] : undefined };
}

// One job at a time: PDF layout is synchronous CPU work that must not run on the server's event loop.
serveJobs(async (job: BookWorkerJob) => {
  try {
    const { file, checks } = await make(job, (share) => post({ id: job.id, progress: share }));
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    // A file with a memory block of its own moves to the main thread instead of being copied
    // (a small one may share Node's buffer pool, which must stay here).
    const own = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    post({ id: job.id, file: bytes, checks }, own ? [file.buffer as ArrayBuffer] : []);
  } catch (err) {
    post({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
