import { describe, expect, it } from "vitest";
import { MIN_FONT_PT, MIN_STROKE_PT, safeArea, trims } from "../../../engine/books/kdp.js";
import { HARD_HINTS, makeCryptogram, userMessage } from "../../../server/activities/cryptogram/cryptogram.js";
import { cryptogramLayout, TYPE_SHARE } from "../../../server/activities/cryptogram/cryptogram-page.js";
import { messages } from "../../../server/activities/cryptogram/messages.js";
import { symbolNames } from "../../../server/activities/cryptogram/symbols.js";
import { drawActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import { sheetPt, strokeWidthsPt } from "../../../server/activities/print-scale.js";
import { ActivityInputError, type Difficulty, type PuzzleOf } from "../../../server/activities/types.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { parseSvg } from "../../../server/svg/tree.js";

type Cryptogram = PuzzleOf<"cryptogram">;
const levels: Difficulty[] = ["easy", "medium", "hard"];
const codes = ["numbers", "pictures", "letters"] as const;
const AZ = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function placedPt(trim: (typeof trims)[number], page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}

/** This file's own check: the code is one to one, and the message decodes back from its code. */
function problems(p: Cryptogram, difficulty: Difficulty): string[] {
  const out: string[] = [];
  const letters = p.cipher.map((c) => c.letter).join("");
  if ([...letters].sort().join("") !== AZ) out.push(`letters ${letters}`);
  const symbols = p.cipher.map((c) => c.symbol);
  if (new Set(symbols).size !== 26) out.push("two letters share a symbol");
  if (
    p.code === "numbers" &&
    [...symbols]
      .map(Number)
      .sort((a, b) => a - b)
      .join() !== [...Array(26).keys()].map((i) => i + 1).join()
  )
    out.push("numbers are not 1-26");
  if (p.code === "letters" && p.cipher.some((c) => !/^[A-Z]$/.test(c.symbol) || c.symbol === c.letter))
    out.push("a letter codes to itself");
  if (p.code === "pictures" && symbols.some((s) => !symbolNames.includes(s))) out.push("unknown picture");
  if (!/^[A-Z .,!?'-]+$/.test(p.message)) out.push(`message ${p.message}`);
  const encode = new Map(p.cipher.map((c) => [c.letter, c.symbol]));
  const decode = new Map(p.cipher.map((c) => [c.symbol, c.letter]));
  const coded = [...p.message].map((ch) => encode.get(ch) ?? ch);
  const back = coded.map((s) => decode.get(s) ?? s).join("");
  if (back !== p.message) out.push(`decodes to ${back}`);
  const used = new Set(p.message.replace(/[^A-Z]/g, ""));
  if (difficulty === "hard") {
    if (p.given.length !== HARD_HINTS || !p.given.every((g) => used.has(g))) out.push(`hints ${p.given}`);
  } else if (p.given.join("") !== AZ) out.push("the table does not give every letter");
  return out;
}

/** The letters a page draws with a glyph set (`prefix`) in a colour, in the order drawn. */
const glyphs = (svg: string, prefix: string, fill: string) =>
  [...svg.matchAll(new RegExp(`<use xlink:href="#${prefix}(\\d+)"[^>]*fill="([^"]+)"`, "g"))]
    .filter((m) => m[2] === fill)
    .map((m) => String.fromCharCode(Number(m[1])))
    .join("");

describe("secret codes: one symbol a letter, the message decodes back", () => {
  for (const difficulty of levels)
    it(`${difficulty}: 300 seeds over the themes and the three codes`, () => {
      const themes = Object.keys(messages);
      const found: string[] = [];
      for (let seed = 1; seed <= 300; seed++) {
        const p = makeCryptogram({
          difficulty,
          seed,
          code: codes[seed % 3] as Cryptogram["code"],
          theme: themes[seed % themes.length],
        });
        found.push(...problems(p, difficulty).map((e) => `${seed}: ${e}`));
      }
      expect(found).toEqual([]);
    });

  it("built-in messages: plain capitals and marks, longer with the difficulty", () => {
    const letters = (m: string) => m.replace(/[^A-Z]/g, "").length;
    for (const [theme, byLevel] of Object.entries(messages)) {
      for (const m of Object.values(byLevel).flat()) expect(m, theme).toMatch(/^[A-Z][A-Z .,!?'-]+$/);
      expect(Math.max(...byLevel.easy.map(letters)), theme).toBeLessThan(Math.min(...byLevel.hard.map(letters)));
      expect(Math.min(...byLevel.hard.map(letters)), theme).toBeGreaterThanOrEqual(40);
    }
  });

  it("a user's message is coded as written, in capitals", () => {
    const m = userMessage("Happy  birthday, Sam!") as string;
    expect(m).toBe("HAPPY BIRTHDAY, SAM!");
    for (let seed = 1; seed <= 50; seed++)
      expect(problems(makeCryptogram({ difficulty: "hard", seed, code: "letters", message: m }), "hard")).toEqual([]);
  });

  it.each([
    ["Meet at 5", '"5" cannot be put in the code: please use letters, spaces and . , ! ? \' -'],
    ["Hi", "Please write a message of at least 3 letters"],
    ["a".repeat(81), "Please use at most 80 characters"],
    ["supercalifragilistic", "Please use words of at most 14 letters"],
  ])("refuses %j with its reason", (raw, message) => {
    expect(() => userMessage(raw)).toThrow(new ActivityInputError(message, "text"));
  });
});

describe("secret code pages", () => {
  for (const page of ["square", "portrait"] as const)
    for (const difficulty of levels)
      it(`${page} ${difficulty}: a letter code read off the page decodes, with the table, to the message`, () => {
        const d = drawActivity({ type: "cryptogram", page, difficulty, theme: "space", code: "letters" }, 4);
        const p = d.puzzle as Cryptogram;
        // No `print` asked: the puzzle records standard print (docs/api.md, "Puzzles and activities").
        expect(p).toMatchObject({ print: "standard" });
        // The table: 26 letters, then each given letter's code; the key adds the others in red.
        const table = glyphs(d.svg, "t", "#000");
        const givenCodes = p.cipher.filter((c) => p.given.includes(c.letter)).map((c) => c.symbol);
        expect([...table].sort().join("")).toBe([...AZ, ...givenCodes].sort().join(""));
        expect(glyphs(d.answerSvg, "t", "#e11d48").length).toBe(26 - p.given.length);
        // The message in code, decoded with the page's own table (the full cipher: the key's).
        const decode = new Map(p.cipher.map((c) => [c.symbol, c.letter]));
        const coded = glyphs(d.svg, "m", "#000");
        expect([...coded].map((s) => decode.get(s)).join("")).toBe(p.message.replace(/[^A-Z]/g, ""));
        expect(glyphs(d.answerSvg, "m", "#e11d48")).toBe(p.message.replace(/[^A-Z]/g, ""));
        expect(glyphs(d.svg, "m", "#e11d48")).toBe("");
      });

  it("a picture code draws one picture per letter of the message and per table cell", () => {
    const d = drawActivity(
      { type: "cryptogram", page: "square", difficulty: "easy", theme: "farm", code: "pictures" },
      2,
    );
    const p = d.puzzle as Cryptogram;
    const pictures = (svg: string) => (svg.match(/stroke-linejoin="round"/g) ?? []).length;
    expect(pictures(d.svg)).toBe(26 + p.message.replace(/[^A-Z]/g, "").length);
  });

  const smallTrim = trims.reduce((a, b) => (placedPt(b, "square") < placedPt(a, "square") ? b : a));
  for (const page of ["square", "portrait"] as const)
    it(`${page}: type at 7 pt or more, lines at 0.75 pt or more, on ${smallTrim}`, () => {
      const pt = placedPt(smallTrim, page);
      for (const difficulty of levels)
        for (const code of codes) {
          const d = drawActivity({ type: "cryptogram", page, difficulty, theme: "dinosaur", code }, 3, { pt });
          const layout = cryptogramLayout(sheetFor(page, pt), (d.puzzle as Cryptogram).message, false);
          expect(layout.table.cell * TYPE_SHARE * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
          expect(layout.message.cell * TYPE_SHARE * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
          for (const svg of [d.svg, d.answerSvg])
            expect(Math.min(...strokeWidthsPt(parseSvg(svg), pt))).toBeGreaterThanOrEqual(MIN_STROKE_PT);
        }
    });

  it("large print on a square 6x9 page, too small for it: the message shrinks to stay on the page, at 7 pt or more", () => {
    const pt = placedPt("6x9", "square");
    const sheet = sheetFor("square", pt);
    for (const difficulty of levels) {
      const d = drawActivity({ type: "cryptogram", page: "square", difficulty, theme: "ocean", print: "large" }, 6, {
        pt,
      });
      const { message } = cryptogramLayout(sheet, (d.puzzle as Cryptogram).message, true);
      expect(message.cell * TYPE_SHARE * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
      expect(
        message.y + message.lines.length * 2.3 * message.cell - 0.4 * message.cell,
        difficulty,
      ).toBeLessThanOrEqual(sheet.height);
    }
  });

  // A square page on a 6x9 book prints 4.9 in wide: too small for large print (it shrinks to fit, at 7 pt or more).
  for (const [page, trim] of [
    ["square", undefined],
    ["portrait", undefined],
    ["portrait", "6x9"],
  ] as const)
    it(`large print, ${page}${trim ? ` on ${trim}` : ""}: 16 pt type in 0.4 in cells, on the page`, () => {
      const pt = trim ? placedPt(trim, page) : undefined;
      const sheet = sheetFor(page, pt);
      const points = sheetPt(sheet);
      for (const difficulty of levels) {
        const d = drawActivity({ type: "cryptogram", page, difficulty, theme: "ocean", print: "large" }, 6, { pt });
        expect(d.puzzle, difficulty).toMatchObject({ print: "large" });
        const { table, message } = cryptogramLayout(sheet, (d.puzzle as Cryptogram).message, true);
        for (const cell of [table.cell, message.cell]) {
          expect(cell * TYPE_SHARE * points).toBeGreaterThanOrEqual(16 - 0.05);
          expect(cell * points).toBeGreaterThanOrEqual(0.4 * 72 - 0.05);
        }
        const lastLine = message.y + message.lines.length * 2.3 * message.cell - 0.4 * message.cell;
        expect(lastLine, difficulty).toBeLessThanOrEqual(sheet.height);
        expect(
          message.lines
            .flat()
            .map((c) => c.ch)
            .join(""),
        ).toBe(d.puzzle.type === "cryptogram" ? d.puzzle.message.replaceAll(" ", "") : "");
      }
    });
});
