import { Worker } from "node:worker_threads";
import type { ExportKind, PreflightCheck } from "../api-types.js";
import { FairQueue } from "../fair-queue.js";
import { endIdle, exited } from "../threads.js";
import type { BookSpec } from "./spec.js";
import type { BookWorkerMessage } from "./worker.js";

/** From TypeScript sources (tsx, vitest) a shim that registers tsx; from the bundle, the bundled worker. */
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./book-worker.js", import.meta.url);

export interface Made {
  file: Buffer;
  checks?: PreflightCheck[];
}

interface Job {
  id: number;
  kind: ExportKind;
  spec: BookSpec;
  check: boolean;
  /** Whose job it is: the line is served in turns between owners. */
  owner: string;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
  resolve: (made: Made) => void;
  reject: (err: Error) => void;
}

export interface MakeOptions {
  check?: boolean;
  owner?: string;
  /** Aborted when nobody can use the result any more: a queued job leaves the line, a running one is stopped. */
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

export const aborted = () => Object.assign(new Error("The book job was stopped"), { name: "AbortError" });

/**
 * Book files are laid out in one worker thread, started with the first job, one job at a time:
 * a 200-page interior is seconds of synchronous PDF work that would stall every request. The
 * line is served in turns between owners, so one user's thirty exports never keep another's
 * one waiting behind all of them; the thread's heap is capped, so a job that outgrows it fails
 * alone (the thread is started again for the next one).
 */
export function createBookRenderer(opts: { memoryMb?: number } = {}) {
  let worker: Worker | null = null;
  /** In turns between owners (decision 045). */
  const queue = new FairQueue<Job>();
  let current: Job | null = null;
  let nextId = 1;
  let closed = false;

  /** Each thread's stop flag, shared with it: a running job checks it between pages. */
  const stops = new Map<Worker, Int32Array>();

  const spawn = () => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const w = new Worker(workerEntry, {
      workerData: { stop },
      ...(opts.memoryMb ? { resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb } } : {}),
    });
    stops.set(w, stop);
    w.on("message", (msg: BookWorkerMessage) => {
      if (worker !== w) {
        // A stopped thread's last answer: it holds no job any more and can end.
        if (!("progress" in msg)) void endIdle(w);
        return;
      }
      const job = current;
      if (!job || job.id !== msg.id) return;
      if ("progress" in msg) return job.onProgress?.(msg.progress);
      finish(job);
      if ("file" in msg)
        job.resolve({
          file: Buffer.from(msg.file.buffer, msg.file.byteOffset, msg.file.byteLength),
          checks: msg.checks,
        });
      else job.reject(new Error(msg.error));
      pump();
    });
    w.on("error", (err) => {
      if (worker !== w) return;
      const job = current;
      worker = null;
      if (job) finish(job);
      job?.reject(err);
      if (!closed) pump();
    });
    w.on("exit", () => stops.delete(w));
    return w;
  };

  /**
   * Stops the running job: its thread is told to stop at its next page (a thread is never
   * terminated mid-file, server/threads.ts), answers, and ends; the next job gets a new thread.
   */
  const stopCurrent = () => {
    const w = worker;
    worker = null;
    if (!w) return;
    const stop = stops.get(w);
    if (stop) Atomics.store(stop, 0, 1);
  };

  const onAbort = (job: Job) => () => {
    if (queue.delete(job)) {
      job.reject(aborted());
    } else if (current === job) {
      finish(job);
      stopCurrent();
      job.reject(aborted());
      pump();
    }
  };
  const listeners = new Map<Job, () => void>();
  const finish = (job: Job) => {
    if (current === job) {
      current = null;
      queue.done();
    }
    const listener = listeners.get(job);
    if (listener) job.signal?.removeEventListener("abort", listener);
    listeners.delete(job);
  };

  function pump() {
    if (current || !queue.length || closed) {
      if (!current && worker) worker.unref();
      return;
    }
    worker ??= spawn();
    worker.ref();
    current = queue.shift() as Job;
    const { id, kind, spec, check } = current;
    worker.postMessage({ id, kind, spec, check });
  }

  return {
    /** The file, and with `check` the preflight's checks of it, made in the worker thread. */
    make(kind: ExportKind, spec: BookSpec, o: MakeOptions = {}): Promise<Made> {
      if (closed) return Promise.reject(new Error("book renderer is closed"));
      if (o.signal?.aborted) return Promise.reject(aborted());
      return new Promise<Made>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          kind,
          spec,
          check: !!o.check,
          owner: o.owner ?? "",
          signal: o.signal,
          onProgress: o.onProgress,
          resolve,
          reject,
        };
        if (o.signal) {
          const listener = onAbort(job);
          listeners.set(job, listener);
          o.signal.addEventListener("abort", listener, { once: true });
        }
        queue.push(job.owner, job);
        pump();
      });
    },
    /** Jobs waiting or running (for tests and the benchmarks). */
    get pending() {
      return queue.length + (current ? 1 : 0);
    },
    async close() {
      closed = true;
      for (const job of queue.clear()) job.reject(new Error("book renderer is closed"));
      const ending = [...stops.keys()].map(exited);
      const job = current;
      current = null;
      if (job) {
        finish(job);
        job.reject(new Error("book renderer is closed"));
        stopCurrent();
      } else if (worker) {
        void endIdle(worker);
        worker = null;
      }
      await Promise.all(ending);
    },
  };
}

export type BookRenderer = ReturnType<typeof createBookRenderer>;
