import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin, Rollup } from "vite";

/** Where index.html's route-preload script receives its map. */
const PLACEHOLDER = "/* route chunks */ { files: [], paths: {} }";
const ENTRY = /^\s*"([^"]+)": \(\) => import\("([^"]+)"\),$/gm;

/**
 * Writes into index.html, for every path in web/screens.ts, the chunks that screen needs beyond
 * the entry and its own preloads. The inline script there picks the current hash's list and adds
 * `<link rel="modulepreload">` for it, so the screen's code downloads alongside the entry
 * instead of after it has run (docs/performance.md, Lighthouse on a tool page). `alsoAt` names, by
 * path, further modules a path may show: "/" is the landing page for a visitor who is not signed
 * in, which the layout picks once it knows.
 */
export function routePreloads(screensFile: string, alsoAt: Record<string, string[]> = {}): Plugin {
  return {
    name: "inkling-route-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html lacks the route-preload map: ${PLACEHOLDER}`);
        const map = chunksByPath(readScreens(screensFile), alsoAt, ctx.bundle, ctx.chunk);
        return html.replace(PLACEHOLDER, () => JSON.stringify(map));
      },
    },
  };
}

/** path → module files (without extension), from the table's one-line entries. */
function readScreens(file: string): Map<string, string[]> {
  const source = readFileSync(file, "utf8");
  const screens = new Map<string, string[]>();
  for (const [, path, specifier] of source.matchAll(ENTRY)) {
    screens.set(path as string, [resolve(dirname(file), specifier as string)]);
  }
  // Every import() outside a comment must have been read: a reformatted entry fails the build.
  const imports = source.split("\n").filter((line) => line.includes("import(") && !/^\s*(\*|\/\/)/.test(line)).length;
  if (screens.size !== imports || !imports) {
    throw new Error(
      `${file}: ${imports} import() calls but ${screens.size} entries of the form "path": () => import("…"),`,
    );
  }
  return screens;
}

function chunksByPath(
  screens: Map<string, string[]>,
  alsoAt: Record<string, string[]>,
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const withImports = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const dep of byFile.get(start)?.imports ?? []) withImports(dep, into);
    return into;
  };
  const alreadyLoaded = withImports(entry.fileName);
  const files: string[] = [];
  const paths: Record<string, number[]> = {};
  for (const [path, modules] of screens) {
    const wanted = new Set<string>();
    for (const module of [...modules, ...(alsoAt[path] ?? []).map((m) => m.replace(/\.[jt]sx?$/, ""))]) {
      const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.replace(/\.[jt]sx?$/, "") === module);
      if (!chunk) throw new Error(`route preloads: no chunk for ${path} (${module})`);
      withImports(chunk.fileName, wanted);
    }
    paths[path] = [...wanted]
      .filter((f) => !alreadyLoaded.has(f))
      .map((f) => {
        if (!files.includes(f)) files.push(f);
        return files.indexOf(f);
      });
  }
  return { files, paths };
}
