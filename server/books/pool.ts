import { Worker } from "node:worker_threads";
import type { ExportKind, PreflightCheck } from "../api-types.js";
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
  onProgress?: (share: number) => void;
  resolve: (made: Made) => void;
  reject: (err: Error) => void;
}

/**
 * Book files are laid out in one worker thread, started with the first export and one job at a
 * time: a 200-page interior is seconds of synchronous PDF work that would stall every request.
 */
export function createBookRenderer() {
  let worker: Worker | null = null;
  const queue: Job[] = [];
  let current: Job | null = null;
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const w = new Worker(workerEntry);
    w.on("message", (msg: BookWorkerMessage) => {
      const job = current;
      if (!job || job.id !== msg.id) return;
      if ("progress" in msg) return job.onProgress?.(msg.progress);
      current = null;
      if ("file" in msg)
        job.resolve({
          file: Buffer.from(msg.file.buffer, msg.file.byteOffset, msg.file.byteLength),
          checks: msg.checks,
        });
      else job.reject(new Error(msg.error));
      pump();
    });
    w.on("error", (err) => {
      const job = current;
      current = null;
      worker = null;
      job?.reject(err);
      if (!closed) pump();
    });
    return w;
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
    make(
      kind: ExportKind,
      spec: BookSpec,
      opts: { check?: boolean; onProgress?: (share: number) => void } = {},
    ): Promise<Made> {
      if (closed) return Promise.reject(new Error("book renderer is closed"));
      return new Promise<Made>((resolve, reject) => {
        queue.push({ id: nextId++, kind, spec, check: !!opts.check, onProgress: opts.onProgress, resolve, reject });
        pump();
      });
    },
    async render(kind: ExportKind, spec: BookSpec): Promise<Buffer> {
      return (await this.make(kind, spec)).file;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("book renderer is closed"));
      current?.reject(new Error("book renderer is closed"));
      current = null;
      await worker?.terminate();
      worker = null;
    },
  };
}

export type BookRenderer = ReturnType<typeof createBookRenderer>;
