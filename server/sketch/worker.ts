import { parentPort } from "node:worker_threads";
import type { ActivityRequest } from "../activities/types.js";
import { encodeBlackWhite, gateProviderLineArt } from "../images/postprocess.js";
import { type PhotoJob, photoPage } from "../photo/lineart.js";
import { serveJobs } from "../threads.js";
import type { SketchRequest } from "./index.js";

/**
 * One job at a time per thread; the pool hands out work: a sketch render, the line-art
 * post-processing of another provider's PNG (decode, resample, threshold, encode: tens of
 * milliseconds of CPU that must not run on the server's event loop), a photo's page, a puzzle,
 * and the reading of subjects (whether the artist draws them as written).
 */
export type WorkerJob =
  | { warm: true }
  | { id: number; req: SketchRequest; gate?: boolean; preview?: boolean }
  | { id: number; lineArt: Uint8Array; page?: string }
  | { id: number; photo: PhotoJob }
  | { id: number; activity: ActivityRequest; seed: number }
  | { id: number; drawn: string[] };

/** A module loaded by the first job that needs it, once: `load` is called the first time only. */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

// The drawing engine (fonts, symbol sets, the SVG rasteriser) is loaded with the first render, so
// a thread that only post-processes another provider's pages never holds it in memory.
const engine = onFirstUse(() => import("./index.js"));

// Puzzles (server/activities/) load their word lists and fonts with the first one drawn.
const activities = onFirstUse(() => import("../activities/index.js"));

// Reading subjects needs the word index and WordNet, not the rasteriser.
const understanding = onFirstUse(() => import("./understand.js"));

const preview = onFirstUse(() => import("./preview.js"));

serveJobs(async (msg: WorkerJob) => {
  if ("warm" in msg) {
    // The pool's first drawing: every thread loads the engine now, not when a page first lands on
    // it (a second that a paid page would wait, behind another user's previews on the first).
    void engine().then(preview);
    return;
  }
  try {
    if ("drawn" in msg) {
      // Whether the artist draws each subject as written (ideas a text tool offers).
      const { drawnAsWritten } = await understanding();
      parentPort?.postMessage({ id: msg.id, drawn: msg.drawn.map(drawnAsWritten) });
      return;
    }
    let png: Buffer;
    let svg: string | undefined;
    let quality: unknown = null;
    let extras: string[] | undefined;
    if ("req" in msg) {
      const sketch = await engine();
      // The SVG travels back too: it is the page's vector original (server/print/).
      if (msg.preview) ({ png, extras } = (await preview()).renderSketchPreview(msg.req));
      else if (msg.gate) ({ png, svg, quality, extras } = sketch.renderSketchPage(msg.req));
      else png = sketch.renderSketchSync(msg.req);
    } else if ("activity" in msg) {
      // An activity page and its key, drawn and rasterised here: up to a quarter of a second of
      // CPU a page that once held the server's event loop.
      const {
        png: page,
        answerPng,
        svg: pageSvg,
        answerSvg,
        puzzle,
      } = (await activities()).renderActivity(msg.activity, msg.seed);
      const activity = { answerPng, answerSvg, puzzle };
      // A buffer moves to the main thread only when it owns its memory (not a slice of a pool).
      const moved = [page, answerPng].filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength);
      parentPort?.postMessage(
        { id: msg.id, png: page, svg: pageSvg, quality: null, activity },
        moved.map((b) => b.buffer as ArrayBuffer),
      );
      return;
    } else if ("photo" in msg) {
      // A photo tool's page: the line art of the prepared photo, through the quality gate.
      const page = photoPage(msg.photo);
      png = encodeBlackWhite(page.pixels, msg.photo.width, msg.photo.height, true);
      quality = page.quality;
    } else {
      const input = Buffer.from(msg.lineArt.buffer, msg.lineArt.byteOffset, msg.lineArt.byteLength);
      ({ png, quality } = gateProviderLineArt(input, { page: msg.page }));
    }
    parentPort?.postMessage({ id: msg.id, png, svg, quality, extras }, [png.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort?.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
