import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./types.js";

/**
 * JavaScript sent for the first screen: the entry script and every module it preloads, as
 * listed in the built index.html, gzip-compressed. Needs `npm run build` first.
 */
export function benchWebBundle(dir = "dist/web"): BenchRow[] {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
  const first = scripts.reduce((n, f) => n + gz(f), 0);
  const all = readdirSync(join(dir, "assets"))
    .filter((f) => f.endsWith(".js"))
    .reduce((n, f) => n + gz(join("assets", f)), 0);
  return [
    {
      suite: "web",
      name: `first-screen JavaScript, gzip (${scripts.length} files)`,
      value: first,
      unit: "KB",
      target: "<= 150",
      pass: first <= 150,
    },
    { suite: "web", name: "all JavaScript chunks, gzip", value: all, unit: "KB", target: "info" },
  ];
}
