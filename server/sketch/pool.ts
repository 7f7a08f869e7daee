import { Worker } from "node:worker_threads";
import type { SketchRequest } from "./index.js";

interface Job {
  id: number;
  req: SketchRequest;
  resolve: (png: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * Renders run in worker threads so the server's event loop stays free. The worker is a .ts
 * file started with the tsx loader, which works both under `tsx` and under vitest.
 */
export function createSketchRenderer(opts: { threads?: number } = {}) {
  const threads = Math.max(1, opts.threads ?? 2);
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const workers: Worker[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const w = new Worker(new URL("./worker-entry.mjs", import.meta.url));
    w.on("message", (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const job = busy.get(w);
      busy.delete(w);
      if (job) {
        if (msg.png) job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
        else job.reject(new Error(msg.error ?? "sketch render failed"));
      }
      idle.push(w);
      pump();
    });
    w.on("error", (err) => {
      const job = busy.get(w);
      busy.delete(w);
      job?.reject(err);
      const i = workers.indexOf(w);
      if (i >= 0) workers.splice(i, 1);
      if (!closed) spawn();
    });
    w.unref();
    workers.push(w);
    idle.push(w);
  };

  function pump() {
    while (idle.length && queue.length) {
      const w = idle.pop() as Worker;
      const job = queue.shift() as Job;
      busy.set(w, job);
      w.ref();
      w.postMessage({ id: job.id, req: job.req });
    }
    for (const w of idle) w.unref();
  }

  for (let i = 0; i < threads; i++) spawn();

  return {
    render(req: SketchRequest): Promise<Buffer> {
      if (closed) return Promise.reject(new Error("sketch renderer is closed"));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, req, resolve, reject });
        pump();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("sketch renderer is closed"));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
