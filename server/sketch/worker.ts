import { parentPort } from "node:worker_threads";
import { renderSketchSync, type SketchRequest } from "./index.js";

/** One render at a time per thread; the pool hands out work. */
parentPort?.on("message", (msg: { id: number; req: SketchRequest }) => {
  try {
    const png = renderSketchSync(msg.req);
    parentPort?.postMessage({ id: msg.id, png }, [png.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort?.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
