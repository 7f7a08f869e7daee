import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { serverDir, serverStampFile } from "./build-stamps.mjs";

/**
 * The server as plain JavaScript in dist/server, so `npm start` runs it with bare `node`.
 * Under the tsx loader, start-up spent most of its time resolving and transpiling ~150
 * TypeScript modules through tsx's hooks thread (docs/performance.md). Dependencies stay in
 * node_modules (packages: "external"); tests and `npm run dev` keep running the TS sources.
 * esbuild is a pinned dependency (the same version tsx uses).
 */
export { serverBuildStale, serverDir, serverEntry } from "./build-stamps.mjs";

/**
 * Pure-JavaScript packages the server imports at start, bundled in: loaded from node_modules
 * they were ~800 module files (kysely, stripe, openai, zod, hono…), a third of start-up spent in
 * Node's module loader (decision 054). Everything they import comes in with them. Packages with
 * native parts (better-sqlite3, sharp, resvg…) or files read beside their code stay in
 * node_modules.
 */
const BUNDLED =
  /^(kysely|stripe|openai|zod|hono|nodemailer|yaml|handlebars|semver|fast-xml-parser|opentype\.js|clipper-lib|@oslojs\/[^/]+)(\/|$)/;

const bundleSomePackages: Plugin = {
  name: "bundle-some-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path, importer }) =>
      BUNDLED.test(path) || /[\\/]node_modules[\\/]/.test(importer) ? undefined : { path, external: true },
    );
  },
};

/** `main` is the entry bundled as main.js (scripts/bench/procs.ts bundles the bench server). */
export async function buildServer(outdir = serverDir, main = "server/main.ts"): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      main,
      // The sketch pool starts this file when it runs from the bundle (server/sketch/pool.ts).
      "sketch-worker": "server/sketch/worker.ts",
      // The book export thread (server/books/pool.ts).
      "book-worker": "server/books/worker.ts",
      // The print.pdf threads (server/print/pool.ts).
      "print-worker": "server/print/worker.ts",
    },
    outdir,
    bundle: true,
    plugins: [bundleSomePackages],
    // CommonJS packages bundled into ES modules still call require() for Node's own modules.
    banner: {
      js: 'import { createRequire as __inklingRequire } from "node:module"; const require = __inklingRequire(import.meta.url);',
    },
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
  });
  // Plain JS already, found beside the bundle through import.meta.url (server/db/checkpoint.ts).
  copyFileSync("server/db/checkpoint-worker.mjs", join(outdir, "checkpoint-worker.mjs"));
  if (outdir === serverDir) writeFileSync(serverStampFile, new Date().toISOString());
}
