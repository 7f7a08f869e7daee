import { describe, expect, it } from "vitest";
import { drawActivity } from "../../../server/activities/index.js";
import { strokeCharacters, strokeGlyph } from "../../../server/activities/stroke-font.js";
import { tracingText } from "../../../server/activities/tracing/tracing-page.js";
import { ActivityInputError } from "../../../server/activities/types.js";

// Issue: letters "in a dotted guide font with baseline, midline and start marks"; every
// character of the user's text drawn with its strokes, unsupported ones refused before charge.
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,!?'&-";

/** The characters drawn in one row group of the page, in order, each with its stroke count. */
function drawnRows(svg: string, only = ""): Array<Array<{ ch: string; strokes: number }>> {
  const rows: Array<Array<{ ch: string; strokes: number }>> = [];
  for (const group of svg.matchAll(
    /<g fill="none" stroke="#000"([^>]*)>((?:<g data-char="[^"]*">(?:<path d="[^"]*"\/>)+<\/g>)+)<\/g>/g,
  )) {
    if (!(group[1] as string).includes(only)) continue;
    rows.push(
      [...(group[2] as string).matchAll(/<g data-char="([^"]*)">((?:<path d="[^"]*"\/>)+)<\/g>/g)].map((m) => ({
        ch: (m[1] as string).replaceAll("&lt;", "<").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
        strokes: (m[2] as string).split("<path").length - 1,
      })),
    );
  }
  return rows;
}

describe("the single-stroke guide font", () => {
  it("writes A-Z, a-z, 0-9 and the punctuation the form allows, each as centre-line strokes", () => {
    for (const ch of alphabet) {
      const g = strokeGlyph(ch);
      expect(g, ch).toBeDefined();
      expect(g?.strokes.length, ch).toBeGreaterThan(0);
      for (const s of g?.strokes ?? []) for (const [, y] of s) expect(y, ch).toBeGreaterThanOrEqual(-3);
    }
    expect(new Set(strokeCharacters)).toEqual(new Set(alphabet));
  });

  it("writes straight strokes top to bottom and left to right, a bowl before its stem", () => {
    const [down] = strokeGlyph("l")?.strokes ?? [];
    expect((down?.[0]?.[1] ?? 0) < (down?.[1]?.[1] ?? 0)).toBe(true);
    const [, stem] = strokeGlyph("a")?.strokes ?? [];
    expect(stem).toHaveLength(2);
    const bar = strokeGlyph("A")?.strokes[2] ?? [];
    expect((bar[0]?.[0] ?? 0) < (bar[1]?.[0] ?? 0)).toBe(true);
  });
});

describe("tracing sheets", () => {
  for (const [text, difficulty, page] of [
    [alphabet.slice(0, 26), "easy", "square"],
    [alphabet.slice(26, 52), "medium", "portrait"],
    [alphabet.slice(52), "hard", "square"],
    ["Hello, my name is Sam!", "medium", "square"],
    ["Aa", "easy", "portrait"],
  ] as const)
    it(`draws every character of ${JSON.stringify(text)} with all its strokes, dotted, with start dots and arrows`, () => {
      const { svg, answerSvg, puzzle } = drawActivity({ type: "tracing", text, difficulty, page }, 1);
      expect(puzzle).toEqual({ type: "tracing", text });
      const rows = drawnRows(svg);
      const written = rows
        .flat()
        .map((c) => c.ch)
        .join("");
      // Every character of the text appears, in order, with the stroke count of its glyph.
      const letters = text.replace(/ /g, "");
      expect(written.length).toBeGreaterThanOrEqual(2 * letters.length);
      for (const c of rows.flat()) expect(c.strokes, c.ch).toBe(strokeGlyph(c.ch)?.strokes.length);
      const perPass = rows.map((r) => r.map((c) => c.ch).join(""));
      expect(perPass.join("").includes(letters.slice(0, 10))).toBe(true);
      for (const ch of letters) expect(written).toContain(ch);
      // Dotted rows: dash pattern of dots, one start dot per stroke, arrows beside long strokes.
      expect(svg).toMatch(/stroke-dasharray="0.1 [\d.]+"><g data-char/);
      const dotted = drawnRows(svg, 'stroke-dasharray="0.1 ');
      const strokes = dotted.flat().reduce((n, c) => n + c.strokes, 0);
      const starts = [...svg.matchAll(/<g fill="#000" data-marks="start">(.*?)<\/g>/g)].reduce(
        (n, m) => n + ((m[1] as string).match(/<circle /g)?.length ?? 0),
        0,
      );
      expect(starts).toBe(strokes);
      const arrows = [...svg.matchAll(/<g fill="#000" data-marks="arrow">(.*?)<\/g>/g)].reduce(
        (n, m) => n + ((m[1] as string).match(/<path /g)?.length ?? 0),
        0,
      );
      expect(arrows).toBeGreaterThan(strokes / 2);
      // Ruled: cap line, dashed midline, baseline and dotted descender line on every row.
      expect(svg.match(/stroke-dasharray="14 10"/g)?.length).toBe(svg.match(/stroke-dasharray="3 7"/g)?.length);
      // The key writes the same rows solid, with no dots or marks.
      expect(answerSvg).not.toContain("data-marks");
      expect(drawnRows(answerSvg).flat().length).toBeGreaterThanOrEqual(written.length);
    });

  it.each(["héllo", "a+b", "☺", "日本"])("refuses %j before any charge, with the form's message", (text) => {
    expect(() => tracingText(text)).toThrow(ActivityInputError);
    expect(() => tracingText(text)).toThrow("Tracing uses the letters A to Z, digits and simple punctuation");
  });
});
