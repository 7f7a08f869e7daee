import { Worker } from "node:worker_threads";
import type { ExportKind } from "../api-types.js";
import type { BookSpec } from "./spec.js";
import type { BookWorkerMessage } from "./worker.js";

/** From TypeScript sources (tsx, vitest) a shim that registers tsx; from the bundle, the bundled worker. */
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./book-worker.js", import.meta.url);

interface Job {
  id: number;
  kind: ExportKind;
  spec: BookSpec;
  onProgress?: (share: number) => void;
  resolve: (file: Buffer) => void;
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
      if ("file" in msg) job.resolve(Buffer.from(msg.file.buffer, msg.file.byteOffset, msg.file.byteLength));
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
    const { id, kind, spec } = current;
    worker.postMessage({ id, kind, spec });
  }

  return {
    render(kind: ExportKind, spec: BookSpec, onProgress?: (share: number) => void): Promise<Buffer> {
      if (closed) return Promise.reject(new Error("book renderer is closed"));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, kind, spec, onProgress, resolve, reject });
        pump();
      });
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
