import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Docs that stay true (issue 44): every repository path that README.md, docs/**\/*.md or a code
 * comment (server/, engine/, web/, scripts/) names must exist.
 *
 * "A path" is a token that starts with a top-level folder of the repository (`server/`,
 * `engine/`, `web/`, `scripts/`, `test/`, `docs/`, `catalog/`, `migrations/`) and ends in a file
 * extension or a slash, backticked or bare; and a bare `name.md` is a file somewhere in the
 * repository (decisions cite each other so). A token with a glob or a placeholder (`*`, `<hub>`,
 * `{a,b}`, `$name`, `[id]`, `…`, `NNN`) names a family of files, not one, and is not checked; a
 * file named only as an example to create is listed in EXAMPLES with its reason.
 */
const root = new URL("../../", import.meta.url).pathname;
const TOP = ["server", "engine", "web", "scripts", "test", "docs", "catalog", "migrations"];
const PATH = new RegExp(String.raw`(?<![\w./@~-])(?:${TOP.join("|")})/[\w.\-/<>*{}\[\]$…]*`, "g");
const BARE_MD = /(?<![\w./@~-])[\w-]+\.md\b/g;
const PLACEHOLDER = /[<>*{}[\]$…]|NNN/;

/** Named as files an author would create, in docs/catalog.md's walk-through. */
const EXAMPLES = new Set(["catalog/kids/dinosaur-parade.yaml", "catalog/content/book-title-ideas.yaml"]);

function walk(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith(".") || e.name === "node_modules") return [];
    const path = `${dir}/${e.name}`;
    return e.isDirectory() ? walk(path) : [path];
  });
}

/** The text a file says about the repository: all of a Markdown file, the comments of code. */
function prose(path: string, text: string): string {
  if (path.endsWith(".md")) return text;
  return (text.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? []).join("\n");
}

/** The paths a text names that do not exist; `exists` and `basenames` describe the repository. */
function missingPaths(text: string, exists: (path: string) => boolean, basenames: Set<string>): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(PATH)) {
    const path = match[0].replace(/[.,:;)]+$/, "");
    if (PLACEHOLDER.test(path) || EXAMPLES.has(path)) continue;
    const last = path.split("/").pop() ?? "";
    if (!path.endsWith("/") && !/\.[a-z0-9]+$/i.test(last)) continue;
    if (!exists(path)) missing.push(path);
  }
  for (const match of text.matchAll(BARE_MD)) if (!basenames.has(match[0])) missing.push(match[0]);
  return missing;
}

const files = [
  "README.md",
  ...walk("docs").filter((f) => f.endsWith(".md")),
  ...["server", "engine", "web", "scripts"].flatMap(walk).filter((f) => /\.tsx?$/.test(f)),
];
const basenames = new Set(
  [...TOP.filter((d) => d !== "test").flatMap(walk), ...walk("test"), "README.md"].map((f) => basename(f)),
);
const exists = (path: string) => existsSync(join(root, path));

describe("paths named in docs and comments", () => {
  it.each(files)("%s names only files that exist", (file) => {
    expect(missingPaths(prose(file, readFileSync(join(root, file), "utf8")), exists, basenames)).toEqual([]);
  });

  it("reads a stale path, a bare document name, and skips globs, placeholders and words", () => {
    const text = [
      "See `web/lib/gone.ts`, server/http/body.ts, engine/api/ and CONVENTIONS.md.",
      "Each tool is `catalog/<hub>/<slug>.yaml`; `test/**/*.test.ts`; decisions/NNN-title.md.",
      "A web/ app, server-side code, https://example.com/docs/x.md, catalog/kids/dinosaur-parade.yaml.",
    ].join("\n");
    expect(missingPaths(text, exists, basenames)).toEqual(["web/lib/gone.ts", "CONVENTIONS.md"]);
  });
});
