import { Worker } from "node:worker_threads";
import type { Sheet } from "../../engine/sheets.js";
import { FairQueue } from "../fair-queue.js";
import { endAll, endIdle } from "../threads.js";
import type { PrintSource } from "./source.js";
import type { PrintWorkerJob, PrintWorkerMessage } from "./worker.js";

/** From TypeScript sources (tsx, vitest) a shim that registers tsx; from the bundle, the bundled worker. */
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./print-worker.js", import.meta.url);

export const printMessages = {
  busy: (limit: number) =>
    `You already have ${limit} printable PDFs being made. Please wait for them to finish and try again.`,
  coloredBusy: (limit: number) =>
    `You already have ${limit} coloured pages being made. Please wait for them to finish and try again.`,
  printSizeBusy: (limit: number) =>
    `You already have ${limit} print-size pages being made. Please wait for them to finish and try again.`,
} as const;

/** A source as posted to a thread: its PNG as a plain byte view. */
const toWire = (source: PrintSource) => ({
  ...source,
  png: new Uint8Array(source.png.buffer, source.png.byteOffset, source.png.byteLength),
});

/** What a thread makes from the page: every job kind but its id and its source's bytes. */
type Work =
  | { op: "pdf"; more: PrintSource[]; paper: Sheet; title: string }
  | { op: "colored-png"; palette: string; seed: number }
  | { op: "colored-pdf"; palette: string; seed: number; paper: Sheet; title: string };

interface Job {
  id: number;
  /** Whose file it is: the line is served in turns between owners. */
  owner: string;
  source: PrintSource;
  work: Work;
  resolve: (file: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * print.pdf and coloured pages are made in worker threads (started with the first job), so a
 * traced photo's second of PDF work or a page's colouring never holds up other requests; jobs
 * wait for a free thread in one line served in turns between users (decision 045), so one
 * user's forty coloured pages never keep another's print.pdf waiting behind all of them.
 */
export function createPrintRenderer(opts: { threads?: number } = {}) {
  const threads = Math.max(1, opts.threads ?? 1);
  const queue = new FairQueue<Job>();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  let count = 0;
  let nextId = 1;
  let closed = false;
  const all = new Set<Worker>();

  const spawn = () => {
    const w = new Worker(workerEntry);
    all.add(w);
    count++;
    w.on("message", (msg: PrintWorkerMessage) => {
      const job = busy.get(w);
      busy.delete(w);
      if (job) {
        queue.done();
        if ("file" in msg) job.resolve(Buffer.from(msg.file.buffer, msg.file.byteOffset, msg.file.byteLength));
        else job.reject(new Error(msg.error));
      }
      if (closed) void endIdle(w);
      else {
        idle.push(w);
        pump();
      }
    });
    w.on("error", (err) => {
      const job = busy.get(w);
      busy.delete(w);
      all.delete(w);
      count--;
      if (job) queue.done();
      job?.reject(err);
      if (!closed) pump();
    });
    idle.push(w);
  };

  function pump() {
    while (queue.length && !closed) {
      if (!idle.length && count < threads) spawn();
      const w = idle.pop();
      if (!w) break;
      const job = queue.shift() as Job;
      busy.set(w, job);
      w.ref();
      const work = job.work.op === "pdf" ? { ...job.work, more: job.work.more.map(toWire) } : job.work;
      w.postMessage({ id: job.id, source: toWire(job.source), ...work } as PrintWorkerJob);
    }
    for (const w of idle) w.unref();
  }

  /** `owner` is the user the file is for ("" when none: tests and scripts). */
  const submit = (source: PrintSource, work: Work, owner = "") => {
    if (closed) return Promise.reject(new Error("print renderer is closed"));
    return new Promise<Buffer>((resolve, reject) => {
      queue.push(owner, { id: nextId++, owner, source, work, resolve, reject });
      pump();
    });
  };

  return {
    /** printPdf (server/print/pdf.ts) in a worker thread. */
    pdf: (source: PrintSource, paper: Sheet, title: string, owner?: string) =>
      submit(source, { op: "pdf", more: [], paper, title }, owner),
    /**
     * Several pages in one print PDF (POST /api/print), one sheet each, in order: one job, so the
     * pages of one request are made together in one thread while other users' jobs take turns
     * in the other threads and between this user's requests.
     */
    pdfPages: (sources: PrintSource[], paper: Sheet, title: string, owner?: string) => {
      const [first, ...more] = sources;
      if (!first) return Promise.reject(new Error("a print PDF needs at least one page"));
      return submit(first, { op: "pdf", more, paper, title }, owner);
    },
    /** The line-art page coloured (server/coloring/), as a PNG. */
    coloredPng: (source: PrintSource, palette: string, seed: number, owner?: string) =>
      submit(source, { op: "colored-png", palette, seed }, owner),
    /** The coloured reference sheet: the page coloured, printed on Letter or A4 as print.pdf is. */
    coloredPdf: (source: PrintSource, palette: string, seed: number, paper: Sheet, title: string, owner?: string) =>
      submit(source, { op: "colored-pdf", palette, seed, paper, title }, owner),
    /** Jobs waiting or being made. */
    get pending() {
      return queue.length + busy.size;
    },
    async close() {
      closed = true;
      for (const job of queue.clear()) job.reject(new Error("print renderer is closed"));
      // A thread at work finishes its file and then ends (server/threads.ts).
      await endAll(all, idle);
    },
  };
}

export type PrintRenderer = ReturnType<typeof createPrintRenderer>;
