import { Worker } from "node:worker_threads";
import type { Quality } from "../images/quality.js";
import type { PhotoJob } from "../photo/lineart.js";
import { endAll, endIdle } from "../threads.js";
import type { SketchRequest } from "./index.js";
import type { WorkerJob } from "./worker.js";

/** A rendered page: the PNG, for a sketch render its SVG original, and the gate's figures. */
export interface RenderedPage {
  png: Buffer;
  svg?: string;
  /** What the quality gate measured (null for covers and ungated work). */
  quality: Quality | null;
  /** A sketch page's unasked objects (extras.ts); none for other work. */
  extras?: string[];
}

type Job = WorkerJob & {
  resolve: (page: RenderedPage) => void;
  reject: (err: Error) => void;
};

/**
 * The worker's entry: from TypeScript sources (tsx, vitest) a .mjs shim that registers tsx in
 * the thread and loads worker.ts; from the dist/server bundle (`npm start`, scripts/build-server.ts)
 * the bundled worker beside it, which needs no loader.
 */
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./sketch-worker.js", import.meta.url);

/** Renders run in worker threads so the server's event loop stays free. */
export function createSketchRenderer(opts: { threads?: number } = {}) {
  const threads = Math.max(1, opts.threads ?? 2);
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const workers: Worker[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const w = new Worker(workerEntry);
    w.on(
      "message",
      (msg: {
        id: number;
        png?: Uint8Array;
        svg?: string;
        quality?: Quality | null;
        extras?: string[];
        error?: string;
      }) => {
        const job = busy.get(w);
        busy.delete(w);
        if (job) {
          if (msg.png)
            job.resolve({
              png: Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength),
              svg: msg.svg,
              quality: msg.quality ?? null,
              extras: msg.extras,
            });
          else job.reject(new Error(msg.error ?? "sketch render failed"));
        }
        if (closed) void endIdle(w);
        else {
          idle.push(w);
          pump();
        }
      },
    );
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
      const { resolve: _r, reject: _j, ...message } = job;
      // A photo's pixel planes move to the thread instead of being copied.
      const photo = (message as { photo?: PhotoJob }).photo;
      w.postMessage(
        message,
        photo ? [photo.g1.buffer as ArrayBuffer, photo.g2.buffer as ArrayBuffer, photo.g3.buffer as ArrayBuffer] : [],
      );
    }
    for (const w of idle) w.unref();
  }

  // Threads start with the first render, not with the server: each one loads resvg, fonts and
  // the OpenMoji index, which competed with start-up for the CPU (docs/performance.md).
  let started = false;

  function submit(
    work:
      | { req: SketchRequest; gate?: boolean; preview?: boolean }
      | { lineArt: Uint8Array; page?: string }
      | { photo: PhotoJob },
  ): Promise<RenderedPage> {
    if (closed) return Promise.reject(new Error("sketch renderer is closed"));
    if (!started) {
      started = true;
      for (let i = 0; i < threads; i++) spawn();
    }
    return new Promise<RenderedPage>((resolve, reject) => {
      queue.push({ ...work, id: nextId++, resolve, reject } as Job);
      pump();
    });
  }

  return {
    render: async (req: SketchRequest) => (await submit({ req })).png,
    /** renderSketchPage: the page, its SVG original and, for line art, the gate's figures. */
    page: (req: SketchRequest) => submit({ req, gate: true }),
    /** renderSketchPreview: the page halved and watermarked (a free preview). */
    preview: (req: SketchRequest) => submit({ req, preview: true }),
    /** A photo tool's page from its prepared photo (server/photo/). */
    photo: (job: PhotoJob) => submit({ photo: job }),
    /** gateProviderLineArt: another provider's page resized, repaired and measured. */
    gate: (png: Buffer, opts: { page?: string } = {}) => submit({ lineArt: png, page: opts.page }),
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("sketch renderer is closed"));
      // A thread at work finishes its render and then ends (server/threads.ts).
      await endAll(workers, idle);
    },
  };
}
