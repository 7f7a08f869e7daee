import { describe, expect, it } from "vitest";
import { MIN_FONT_PT, MIN_STROKE_PT, safeArea, trims } from "../../../engine/books/kdp.js";
import { drawActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import { sheetPt, strokeWidthsPt } from "../../../server/activities/print-scale.js";
import { ActivityInputError, type Difficulty } from "../../../server/activities/types.js";
import {
  makeWordScramble,
  scrambleLevels,
  userScrambleWords,
} from "../../../server/activities/word-scramble/word-scramble.js";
import { LETTER_SHARE, scrambleLayout } from "../../../server/activities/word-scramble/word-scramble-page.js";
import { vocabulary } from "../../../server/activities/word-search/vocabulary.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { parseSvg } from "../../../server/svg/tree.js";

const levels: Difficulty[] = ["easy", "medium", "hard"];
const themes = Object.keys(vocabulary);
const allWords = new Set(Object.values(vocabulary).flat());
const letters = (w: string) => [...w].sort().join("");

/** Points a unit prints at on a trim's book page (as test/server/activities/print-scale.test.ts). */
function placedPt(trim: (typeof trims)[number], page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}

/** What is wrong with a scramble puzzle, found by this file's own reading of it. */
function problems(p: { words: Array<{ word: string; scrambled: string }> }): string[] {
  const out: string[] = [];
  const list = p.words.map((w) => w.word);
  for (const { word, scrambled } of p.words) {
    if (!/^[A-Z]+$/.test(word)) out.push(`${word}: not A-Z`);
    // Unscrambling: the same letters, as many of each.
    if (letters(scrambled) !== letters(word)) out.push(`${scrambled} does not unscramble to ${word}`);
    if (scrambled === word) out.push(`${word} is not scrambled`);
    if (list.includes(scrambled) || allWords.has(scrambled)) out.push(`${word} scrambles to the word ${scrambled}`);
    // No other word of the list is an answer to it.
    for (const other of list) if (other !== word && letters(other) === letters(scrambled)) out.push(`${word}/${other}`);
  }
  return out;
}

/** The letters a page draws in the order drawn, read back from its glyph references, by colour. */
function drawnLetters(svg: string, fill: string): string {
  return [...svg.matchAll(/<use xlink:href="#s(\d+)"[^>]*fill="([^"]+)"/g)]
    .filter((m) => m[2] === fill)
    .map((m) => String.fromCharCode(Number(m[1])))
    .join("");
}

describe("word scrambles: every word unscrambles to itself and to no other word", () => {
  for (const difficulty of levels)
    it(`${difficulty}: 300 seeds over the built-in themes`, () => {
      const level = scrambleLevels[difficulty];
      const found: string[] = [];
      for (let seed = 1; seed <= 300; seed++) {
        const p = makeWordScramble({ difficulty, seed, theme: themes[seed % themes.length] });
        if (p.words.length !== level.words) found.push(`${seed}: ${p.words.length} words`);
        if (new Set(p.words.map((w) => w.word)).size !== p.words.length) found.push(`${seed}: repeated word`);
        found.push(...problems(p).map((e) => `${seed}: ${e}`));
      }
      expect(found).toEqual([]);
    });

  it("word lengths follow the difficulty: short words easy, long words hard", () => {
    const mean = (d: Difficulty) => {
      const ws = Array.from(
        { length: 50 },
        (_, s) => makeWordScramble({ difficulty: d, seed: s, theme: "space" }).words,
      ).flat();
      return ws.reduce((a, w) => a + w.word.length, 0) / ws.length;
    };
    expect(mean("easy")).toBeLessThan(mean("medium"));
    expect(mean("medium")).toBeLessThan(mean("hard"));
    for (let s = 0; s < 50; s++)
      for (const w of makeWordScramble({ difficulty: "easy", seed: s, theme: "animals" }).words)
        expect(w.word.length).toBeLessThanOrEqual(5);
  });

  it("a user's list with two words of the same letters is refused", () => {
    // Two words of the same letters would answer each other's scramble: refused.
    expect(() => userScrambleWords("listen, enlist, tinsel, pots, stop", "hard")).toThrow(
      new ActivityInputError('"listen" and "enlist" use the same letters: please leave one of them out', "words"),
    );
  });

  it("a user's list: every word scrambled, none to another word (200 seeds)", () => {
    const words = userScrambleWords("tops, listen, ate, moon, level", "medium") as string[];
    expect(words).toEqual(["TOPS", "LISTEN", "ATE", "MOON", "LEVEL"]);
    const found: string[] = [];
    for (let seed = 1; seed <= 200; seed++)
      found.push(...problems(makeWordScramble({ difficulty: "medium", seed, words })));
    expect(found).toEqual([]);
  });

  it.each([
    ["cat, d0g, owl, hen", '"d0g" can only use the letters A to Z'],
    ["cat, ox, owl, hen", '"ox" is too short: words need at least 3 letters'],
    ["cat, hippopotamus, owl, hen", '"hippopotamus" is too long: at most 10 letters'],
    ["cat, zzz, owl, hen", '"zzz" cannot be scrambled: please use a word with different letters'],
    ["cat, act, owl, hen", '"cat" and "act" use the same letters: please leave one of them out'],
    ["cat, owl, hen", "Please enter at least 4 words"],
    ["one, two, three, four, five, six, seven", "Please enter at most 6 words for this difficulty"],
  ])("refuses %j with its reason", (raw, message) => {
    expect(() => userScrambleWords(raw, "easy")).toThrow(new ActivityInputError(message, "words"));
  });
});

// The page draws the puzzle's scrambles on its tiles and the key writes the words in.
describe("word scramble pages", () => {
  for (const page of ["square", "portrait"] as const)
    for (const difficulty of levels)
      it(`${page} ${difficulty}: the tiles read the scrambles, the key the words`, () => {
        const d = drawActivity({ type: "word-scramble", page, difficulty, theme: "ocean" }, 5);
        if (d.puzzle.type !== "word-scramble") throw new Error("wrong kind");
        const ws = d.puzzle.words;
        // No `print` asked: the puzzle records standard print (docs/api.md, "Puzzles and activities").
        expect(d.puzzle).toMatchObject({ print: "standard" });
        expect(drawnLetters(d.svg, "#000")).toBe(ws.map((w) => w.scrambled).join(""));
        expect(drawnLetters(d.svg, "#e11d48")).toBe("");
        expect(drawnLetters(d.answerSvg, "#e11d48")).toBe(ws.map((w) => w.word).join(""));
      });

  const smallTrim = trims.reduce((a, b) => (placedPt(b, "square") < placedPt(a, "square") ? b : a));
  for (const page of ["square", "portrait"] as const)
    it(`${page}: letters at 7 pt or more and lines at 0.75 pt or more on ${smallTrim}`, () => {
      const pt = placedPt(smallTrim, page);
      for (const difficulty of levels) {
        const d = drawActivity({ type: "word-scramble", page, difficulty, theme: "dinosaur" }, 3, { pt });
        if (d.puzzle.type !== "word-scramble") throw new Error("wrong kind");
        const longest = Math.max(...d.puzzle.words.map((w) => w.word.length));
        const layout = scrambleLayout(sheetFor(page, pt), d.puzzle.words.length, longest);
        expect(layout.letter * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
        for (const svg of [d.svg, d.answerSvg])
          expect(Math.min(...strokeWidthsPt(parseSvg(svg), pt))).toBeGreaterThanOrEqual(MIN_STROKE_PT);
      }
    });

  for (const page of ["square", "portrait"] as const)
    for (const pt of [undefined, placedPt("6x9", page)])
      it(`large print, ${page}${pt ? " on 6x9" : ""}: 16 pt letters in 0.4 in tiles, every word still there`, () => {
        for (const difficulty of levels) {
          const d = drawActivity({ type: "word-scramble", page, difficulty, theme: "farm", print: "large" }, 9, { pt });
          if (d.puzzle.type !== "word-scramble") throw new Error("wrong kind");
          expect(d.puzzle, difficulty).toMatchObject({ print: "large" });
          const sheetPoints = sheetPt(sheetFor(page, pt));
          const tile = Number(
            /<rect x="[^"]+" y="[^"]+" width="([^"]+)"/.exec(d.svg.replace(/<rect width="1024"[^>]*>/, ""))?.[1],
          );
          expect(tile * sheetPoints, difficulty).toBeGreaterThanOrEqual(0.4 * 72 - 0.05);
          expect(tile * LETTER_SHARE * sheetPoints).toBeGreaterThanOrEqual(16 - 0.05);
          expect(d.puzzle.words.length).toBeGreaterThanOrEqual(3);
          expect(problems(d.puzzle)).toEqual([]);
          expect(drawnLetters(d.answerSvg, "#e11d48")).toBe(d.puzzle.words.map((w) => w.word).join(""));
        }
      });
});
