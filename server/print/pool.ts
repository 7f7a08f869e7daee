import { Worker } from "node:worker_threads";
import { endAll, endIdle } from "../threads.js";
import type { Sheet } from "./sheet.js";
import type { PrintSource } from "./source.js";
import type { PrintWorkerJob, PrintWorkerMessage } from "./worker.js";

/** From TypeScript sources (tsx, vitest) a shim that registers tsx; from the bundle, the bundled worker. */
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./print-worker.js", import.meta.url);

export const printMessages = {
  busy: (limit: number) =>
    `You already have ${limit} printable PDFs being made. Please wait for them to finish and try again.`,
} as const;

/** What a thread makes from the page: every job kind but its id and its source's bytes. */
type Work =
  | { op: "pdf"; paper: Sheet; title: string }
  | { op: "colored-png"; palette: string; seed: number }
  | { op: "colored-pdf"; palette: string; seed: number; paper: Sheet; title: string };

interface Job {
  id: number;
  source: PrintSource;
  work: Work;
  resolve: (file: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * print.pdf and coloured pages are made in worker threads (started with the first job), so a
 * traced photo's second of PDF work or a page's colouring never holds up other requests; jobs
 * wait in one line for a free thread.
 */
export function createPrintRenderer(opts: { threads?: number } = {}) {
  const threads = Math.max(1, opts.threads ?? 1);
  const queue: Job[] = [];
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
      const png = new Uint8Array(job.source.png.buffer, job.source.png.byteOffset, job.source.png.byteLength);
      w.postMessage({ id: job.id, source: { ...job.source, png }, ...job.work } as PrintWorkerJob);
    }
    for (const w of idle) w.unref();
  }

  const submit = (source: PrintSource, work: Work) => {
    if (closed) return Promise.reject(new Error("print renderer is closed"));
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ id: nextId++, source, work, resolve, reject });
      pump();
    });
  };

  return {
    /** printPdf (server/print/pdf.ts) in a worker thread. */
    pdf: (source: PrintSource, paper: Sheet, title: string) => submit(source, { op: "pdf", paper, title }),
    /** The line-art page coloured (server/coloring/), as a PNG. */
    coloredPng: (source: PrintSource, palette: string, seed: number) =>
      submit(source, { op: "colored-png", palette, seed }),
    /** The coloured reference sheet: the page coloured, printed on Letter or A4 as print.pdf is. */
    coloredPdf: (source: PrintSource, palette: string, seed: number, paper: Sheet, title: string) =>
      submit(source, { op: "colored-pdf", palette, seed, paper, title }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("print renderer is closed"));
      // A thread at work finishes its file and then ends (server/threads.ts).
      await endAll(all, idle);
    },
  };
}

export type PrintRenderer = ReturnType<typeof createPrintRenderer>;
