// Worker bootstrap in plain JS: registers tsx's loader inside the worker thread, then loads the
// TypeScript worker. (`execArgv: ["--import", "tsx"]` does not reach worker threads on Node 20.)
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
