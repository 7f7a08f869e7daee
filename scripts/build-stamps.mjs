// Plain JavaScript, so `npm start` can tell whether anything needs building without loading a
// TypeScript loader first (scripts/start.mjs; docs/performance.md, "Start-up"). Types beside it in
// build-stamps.d.mts; scripts/build-server.ts, build-web.ts and start.ts use the same lists.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const serverDir = "dist/server";
export const serverEntry = join(serverDir, "main.js");
export const serverStampFile = join(serverDir, ".build-stamp");
export const webStampFile = "dist/web/.build-stamp";

/** What the server bundle is built from. */
const SERVER_SOURCES = [
  "server",
  "engine",
  "migrations",
  "package.json",
  "package-lock.json",
  "scripts/build-server.ts",
  "scripts/build-stamps.mjs",
];
/** What the web app is built from. */
const WEB_SOURCES = ["web", "engine", "package.json"];

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), st.mtimeMs);
}

const stale = (entry, stamp, sources) =>
  !existsSync(entry) || !existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs;

/** True when dist/server is missing or older than any server, engine or migration source. */
export const serverBuildStale = () => stale(serverEntry, serverStampFile, SERVER_SOURCES);

/** True when dist/web is missing or older than any web or engine source. */
export const webBuildStale = () => stale("dist/web/index.html", webStampFile, WEB_SOURCES);

/**
 * Environment for the server process that `npm start` (and the benchmarks, which measure what it
 * runs) starts: glibc allocator settings that keep its memory bounded (docs/operations.md,
 * "Memory"). Without them, a 16 MiB scrypt buffer or a decoded page freed on one of the server's
 * threads stays in that thread's malloc arena, and each thread gets an arena of its own.
 * - MALLOC_ARENA_MAX=2: two arenas shared by all threads instead of up to eight per core.
 * - MALLOC_MMAP_THRESHOLD_=1 MiB: blocks of 1 MiB and more are mapped on their own and returned
 *   to the system when freed (a fixed threshold also stops glibc from raising it after the first
 *   large free, which is what let the scrypt buffers pile up).
 * Values already set in the environment win; other C libraries ignore these variables.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: String(1024 * 1024), ...env };
}
