// pool.js, not index.js: the main thread never rasterises, so it need not load resvg and layouts.
import { photoToPage } from "../../photo/index.js";
import { traceLineArt } from "../../print/trace.js";
import { createSketchRenderer } from "../../sketch/pool.js";
// Word matching only (names and keywords of the art): no rasteriser on the main thread.
import { remembered } from "../../sketch/remembered.js";
import { type Understanding, understandSketch } from "../../sketch/understand.js";
import type { ImageProvider } from "./provider.js";

/**
 * What the engine will draw for a rendered sketch block depends on the block alone, and a request
 * reads it twice (the checks, then `understood`), as does every preview of the same values while
 * the user types: each reading is kept (bounded), so the event loop reads a request's words once.
 * Callers get a copy, never the kept reading.
 */
const understanding = remembered((key: string): Understanding => {
  const { output, sketch } = JSON.parse(key) as { output: "line-art" | "cover"; sketch: Record<string, string> };
  return understandSketch(sketch, output);
}, 2_000);

/** The built-in offline engine: real line art and covers, drawn procedurally (docs/sketch.md). */
export function createSketchImageProvider(opts: { threads?: number } = {}): ImageProvider {
  const renderer = createSketchRenderer({ threads: opts.threads });
  return {
    name: "Sketch",
    printReady: true,
    concurrency: Math.max(2, opts.threads ?? 2),
    async generate(req) {
      if (req.photo) {
        // A photo tool: line art traced from the user's photo (server/photo/), in the pool's threads.
        return photoToPage(
          { photo: req.photo, page: req.page, ...req.options, variant: req.sketch?.variant, fit: req.sketch?.fit },
          (job) => renderer.photo(job, req.owner),
        );
      }
      if (!req.sketch) throw new Error(`tool ${req.toolId} has no sketch recipe`);
      const page = await renderer.page(
        { toolId: req.toolId, hub: req.hub, output: req.output, sketch: req.sketch, seed: req.seed },
        req.owner,
      );
      // Simple and detailed pages are finished on their pixels (areas merged, textures added:
      // server/sketch/detail.ts), which the drawing's SVG does not have: their vector original is
      // traced from the finished page, so the printed PDF is the page the user saw.
      const detail = req.sketch.detail;
      if (req.output === "line-art" && (detail === "simple" || detail === "detailed")) {
        return { ...page, svg: await traceLineArt(page.png).catch(() => undefined) };
      }
      return page;
    },
    preview: ({ owner, ...req }) => {
      if (!req.sketch) throw new Error(`tool ${req.toolId} has no sketch recipe`);
      return renderer.preview({ ...req, sketch: req.sketch }, owner);
    },
    activity: (req, seed, owner) => renderer.activity(req, seed, owner),
    drawnAsWritten: (subjects, owner) => renderer.drawnAsWritten(subjects, owner),
    understand: (req) =>
      req.sketch
        ? structuredClone(understanding(JSON.stringify({ output: req.output, sketch: req.sketch })))
        : { understood: [] },
    close: () => renderer.close(),
  };
}
