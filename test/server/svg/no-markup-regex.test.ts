import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const sources = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

/** A regex literal handed to a string edit or search, or run on a string. */
const regexUse = [
  /\.(?:replace|replaceAll|match|matchAll|split|search)\(\s*\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\n\\[])+)\/[dgimsuy]*/g,
  /\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\n\\[])+)\/[dgimsuy]*\.(?:exec|test)\(/g,
];
/** What makes a regex a reading of markup: a tag, or an SVG paint or geometry attribute. */
const markup = /<|stroke|fill|viewBox|opacity|\bsvg\b|\bpath\b/;

function markupRegexes(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return regexUse.flatMap((use) => [...text.matchAll(use)].map((m) => m[1] as string).filter((re) => markup.test(re)));
}

/** Files that read markup with a regex, and why: HTML and PDF only, never SVG. The list may only shrink. */
const allowed: Record<string, string> = {
  "server/http/headers.ts": "hashes the inline <script> of the built index.html (HTML)",
  "server/text/openai.ts": "turns <br> in a model's text answer into line breaks (HTML)",
  "server/books/pdf-scan.ts": "reads PDF dictionaries (<< … >>), not SVG",
  "server/books/whole-fonts.ts": "tokenises PDF content streams, not SVG",
};

describe("generated SVG is edited as a tree, never by regex (server/svg/tree.ts)", () => {
  const found = ["server", "engine"].flatMap(sources).filter((f) => markupRegexes(f).length > 0);

  it("no other file in server/ or engine/ edits or reads markup with a regex", () => {
    const offending = found.filter((f) => !(f in allowed)).map((f) => `${f}: ${markupRegexes(f).join("  ")}`);
    expect(offending).toEqual([]);
  });

  it("every file on the list still needs its place there", () => {
    expect(Object.keys(allowed).filter((f) => !found.includes(f))).toEqual([]);
  });

  it("the scan sees the edits it is about", () => {
    const sample = [
      `svg.replace(/stroke-width="([\\d.]+)"/g, f)`,
      `body.replace(/<svg\\b/, x)`,
      `[...body.matchAll(/<path fill="(#[0-9a-fA-F]{3,6})" d="([^"]+)"\\/>/g)]`,
      `/<svg\\b[^>]*\\bwidth="(\\d+)"/.exec(body)`,
    ];
    for (const line of sample)
      expect(
        regexUse.some((use) => [...line.matchAll(use)].some((m) => markup.test(m[1] as string))),
        line,
      ).toBe(true);
    expect(regexUse.some((use) => [...`w.replace(/ies$/, "y")`.matchAll(use)].length > 0)).toBe(true);
    expect(markup.test("ies$")).toBe(false);
  });
});
