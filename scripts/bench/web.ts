import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./types.js";

/**
 * JavaScript sent for the first screen, gzip-compressed: the entry script and the modules the
 * built index.html preloads for every path, plus the chunks its route map preloads for the home
 * page (the target) and a tool page. Needs `npm run build` first.
 */
export function benchWebBundle(dir = "dist/web"): BenchRow[] {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
  const first = scripts.reduce((n, f) => n + gz(f), 0);
  const all = readdirSync(join(dir, "assets"))
    .filter((f) => f.endsWith(".js"))
    .reduce((n, f) => n + gz(join("assets", f)), 0);
  // The screen's own chunks, which index.html preloads by route (web/build/route-preloads.ts).
  const map = /(\{"files":\[.*?\],"paths":\{.*?\}\})/.exec(html)?.[1];
  const routes = map ? (JSON.parse(map) as { files: string[]; paths: Record<string, number[]> }) : undefined;
  const screen = (path: string) => {
    const own = (routes?.paths[path] ?? []).map((i) => routes?.files[i] as string);
    return { files: scripts.length + own.length, kb: first + own.reduce((n, f) => n + gz(f), 0) };
  };
  const home = screen("/");
  const tool = screen("/$hub/$tool");
  return [
    {
      suite: "web",
      name: `home page JavaScript with its screen, gzip (${home.files} files)`,
      value: home.kb,
      unit: "KB",
      target: "<= 150",
      pass: Boolean(routes) && home.kb <= 150,
    },
    {
      suite: "web",
      name: `tool page JavaScript before the form engine, gzip (${tool.files} files)`,
      value: tool.kb,
      unit: "KB",
      target: "info",
    },
    {
      suite: "web",
      name: `entry script and its static imports, gzip (${scripts.length} files)`,
      value: first,
      unit: "KB",
      target: "info",
    },
    { suite: "web", name: "all JavaScript chunks, gzip", value: all, unit: "KB", target: "info" },
  ];
}
