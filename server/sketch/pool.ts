import { Worker } from "node:worker_threads";
import type { RenderedActivity } from "../activities/index.js";
import type { ActivityRequest } from "../activities/types.js";
import { FairQueue, Replaced } from "../fair-queue.js";
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
  /** An activity page's key and puzzle (the page is `png` and `svg`). */
  activity?: Pick<RenderedActivity, "answerPng" | "answerSvg" | "puzzle">;
}

/** A thread's answer to a job. */
interface Reply {
  id: number;
  png?: Uint8Array;
  svg?: string;
  quality?: Quality | null;
  extras?: string[];
  activity?: { answerPng: Uint8Array; answerSvg: string; puzzle: RenderedActivity["puzzle"] };
  /** Of subjects asked about: whether each is drawn as written. */
  drawn?: boolean[];
  error?: string;
}

type Job = WorkerJob & {
  /** Whose work it is: the line is served in turns between owners. */
  owner: string;
  resolve: (reply: Reply) => void;
  reject: (err: Error) => void;
};

/** The bytes a thread sent, as a Buffer over the same memory. */
const buffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);

/** A page the thread drew: its PNG (and for a puzzle, the key) as Buffers. */
function pageOf(reply: Reply): RenderedPage {
  if (!reply.png) throw new Error("sketch render failed");
  return {
    png: buffer(reply.png),
    svg: reply.svg,
    quality: reply.quality ?? null,
    extras: reply.extras,
    ...(reply.activity ? { activity: { ...reply.activity, answerPng: buffer(reply.activity.answerPng) } } : {}),
  };
}

/** Paid work (a generation's page, photo, gate) leaves the line before free previews. */
const PAID = 0;
const PREVIEW = 1;
const isPreview = (job: Job) => "req" in job && job.preview === true;

/**
 * The worker's entry: from TypeScript sources (tsx, vitest) a .mjs shim that registers tsx in
 * the thread and loads worker.ts; from the dist/server bundle (`npm start`, scripts/build-server.ts)
 * the bundled worker beside it, which needs no loader.
 */
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./worker-entry.mjs", import.meta.url)
  : new URL("./sketch-worker.js", import.meta.url);

/**
 * Renders run in worker threads so the server's event loop stays free. Jobs wait in one line
 * served in turns between users, paid work first (docs/decisions/045-fair-turns-between-users.md):
 * a user has at most one preview drawing and one waiting; a newer preview takes the waiting one's
 * place, and the replaced one is answered with `Replaced`; previews draw in all threads but one.
 */
export function createSketchRenderer(opts: { threads?: number } = {}) {
  const threads = Math.max(1, opts.threads ?? 2);
  const queue = new FairQueue<Job>();
  /** Previews drawing now, per owner. */
  const drawing = new Map<string, number>();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const workers: Worker[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = () => {
    const w = new Worker(workerEntry);
    w.on("message", (reply: Reply) => {
      const job = busy.get(w);
      busy.delete(w);
      if (job) {
        done(job);
        if (reply.error === undefined) job.resolve(reply);
        else job.reject(new Error(reply.error || "sketch render failed"));
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
      if (job) done(job);
      job?.reject(err);
      const i = workers.indexOf(w);
      if (i >= 0) workers.splice(i, 1);
      if (!closed) spawn();
    });
    w.unref();
    workers.push(w);
    idle.push(w);
    if (warm) w.postMessage({ warm: true });
  };
  /** Whether the threads load the drawing engine as they start (from the first drawing on). */
  let warm = false;

  /** A job ends; a preview's owner may draw their next. */
  const done = (job: Job) => {
    queue.done(isPreview(job) ? PREVIEW : PAID);
    if (!isPreview(job)) return;
    const left = (drawing.get(job.owner) ?? 1) - 1;
    if (left > 0) drawing.set(job.owner, left);
    else drawing.delete(job.owner);
  };
  /**
   * Free previews never hold the last thread: with two or more, one is kept for paid work, so a
   * paid page starts at once however many users preview, and the event loop keeps a core.
   */
  const previewThreads = Math.max(1, threads - 1);
  const previewsDrawing = () => [...drawing.values()].reduce((a, b) => a + b, 0);
  const drawingPreview = (owner: string, cls: number) =>
    cls === PREVIEW && (drawing.has(owner) || previewsDrawing() >= previewThreads);

  function pump() {
    while (idle.length && queue.length) {
      const job = queue.shift(drawingPreview);
      if (!job) break;
      const w = idle.pop() as Worker;
      if (isPreview(job)) drawing.set(job.owner, (drawing.get(job.owner) ?? 0) + 1);
      busy.set(w, job);
      w.ref();
      const { resolve: _r, reject: _j, owner: _o, ...message } = job;
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

  /** `owner` is the user the work is for ("" when none: tests and scripts). */
  function submit(
    work:
      | { req: SketchRequest; gate?: boolean; preview?: boolean }
      | { lineArt: Uint8Array; page?: string }
      | { photo: PhotoJob }
      | { activity: ActivityRequest; seed: number }
      | { drawn: string[] },
    owner = "",
  ): Promise<Reply> {
    if (closed) return Promise.reject(new Error("sketch renderer is closed"));
    if (!started) {
      started = true;
      for (let i = 0; i < threads; i++) spawn();
    }
    if ("req" in work && !warm) {
      // A drawing: every thread loads the engine at once (each in its own time), so no page meets
      // a thread that has yet to. Threads that only finish other providers' pages never load it.
      warm = true;
      for (const w of workers) w.postMessage({ warm: true });
    }
    return new Promise<Reply>((resolve, reject) => {
      const job = { ...work, id: nextId++, owner, resolve, reject } as Job;
      if (isPreview(job)) queue.push(owner, job, { cls: PREVIEW, replace: () => true })?.reject(new Replaced());
      else queue.push(owner, job, { cls: PAID });
      pump();
    });
  }

  return {
    render: async (req: SketchRequest, owner?: string) => pageOf(await submit({ req }, owner)).png,
    /** renderSketchPage: the page, its SVG original and, for line art, the gate's figures. */
    page: async (req: SketchRequest, owner?: string) => pageOf(await submit({ req, gate: true }, owner)),
    /** renderSketchPreview: the page halved and watermarked (a free preview). */
    preview: async (req: SketchRequest, owner?: string) => pageOf(await submit({ req, preview: true }, owner)),
    /** A photo tool's page from its prepared photo (server/photo/). */
    photo: async (job: PhotoJob, owner?: string) => pageOf(await submit({ photo: job }, owner)),
    /** renderActivity (server/activities/): a puzzle page and its key, in turn with everyone's pages. */
    async activity(req: ActivityRequest, seed: number, owner?: string): Promise<RenderedActivity> {
      const { png, svg, activity } = pageOf(await submit({ activity: req, seed }, owner));
      if (!activity || svg === undefined) throw new Error("activity render failed");
      return { ...activity, png, svg };
    },
    /**
     * drawnAsWritten of each subject, read in a thread in turn with everyone's pages: a first
     * reading of words the artist has not met looks them up in WordNet, up to a third of a second.
     */
    async drawnAsWritten(subjects: string[], owner?: string): Promise<boolean[]> {
      const { drawn } = await submit({ drawn: subjects }, owner);
      if (drawn?.length !== subjects.length) throw new Error("the subjects were not read");
      return drawn;
    },
    /** The threads' work at this moment: jobs drawing, and how many of them are previews. */
    drawing: () => ({ jobs: busy.size, previews: previewsDrawing() }),
    /** gateProviderLineArt: another provider's page resized, repaired and measured. */
    gate: async (png: Buffer, opts: { page?: string; owner?: string } = {}) =>
      pageOf(await submit({ lineArt: png, page: opts.page }, opts.owner)),
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.clear()) job.reject(new Error("sketch renderer is closed"));
      // A thread at work finishes its render and then ends (server/threads.ts).
      await endAll(workers, idle);
    },
  };
}
