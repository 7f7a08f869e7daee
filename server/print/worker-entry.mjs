// Worker bootstrap in plain JS: registers tsx's loader inside the worker thread, then loads the
// TypeScript worker (as server/sketch/worker-entry.mjs does).
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
