import { describe, expect, it } from "vitest";
import { ActivityInputError, type Difficulty } from "../../../server/activities/types.js";
import { vocabulary } from "../../../server/activities/word-search/vocabulary.js";
import {
  makeWordSearch,
  userWords,
  WORD_LIST_MAX_LENGTH,
  wordSearchLevels,
} from "../../../server/activities/word-search/word-search.js";
import { loadCatalog } from "../../../server/catalog/load.js";

// Issue: "every word is at its stated place and nowhere else", on hundreds of seeds.
const levels: Difficulty[] = ["easy", "medium", "hard"];

/**
 * Independent count: every line of the grid in the four axes, read both ways, searched with
 * indexOf; a palindrome read backwards over the same cells counts once.
 */
function occurrences(grid: string[], word: string): number {
  const n = grid.length;
  const lines: string[] = [];
  for (let r = 0; r < n; r++) lines.push(grid[r] as string);
  for (let c = 0; c < n; c++) lines.push(grid.map((row) => row[c]).join(""));
  for (let k = -(n - 1); k <= n - 1; k++) {
    let down = "";
    let up = "";
    for (let r = 0; r < n; r++) {
      const c = r + k;
      if (c >= 0 && c < n) down += grid[r]?.[c];
      const c2 = n - 1 - r + k;
      if (c2 >= 0 && c2 < n) up += grid[r]?.[c2];
    }
    lines.push(down, up);
  }
  const reversed = [...word].reverse().join("");
  let count = 0;
  for (const line of lines) {
    for (const w of word === reversed ? [word] : [word, reversed]) {
      for (let at = line.indexOf(w); at >= 0; at = line.indexOf(w, at + 1)) count++;
    }
  }
  return count;
}

describe("word searches: each word once, where the puzzle says", () => {
  for (const difficulty of levels) {
    it(`${difficulty}: 200 seeds over the built-in themes`, () => {
      const level = wordSearchLevels[difficulty];
      const themes = Object.keys(vocabulary);
      const problems: string[] = [];
      for (let seed = 1; seed <= 200; seed++) {
        const theme = themes[seed % themes.length] as string;
        const p = makeWordSearch({ difficulty, seed, theme });
        if (p.grid.length !== level.size || p.grid.some((row) => row.length !== level.size))
          problems.push(`${seed}: size`);
        if (p.words.length !== level.words) problems.push(`${seed}: ${p.words.length} words`);
        for (const w of p.words) {
          const read = [...w.word].map((_, k) => p.grid[w.row + w.dr * k]?.[w.col + w.dc * k]).join("");
          if (read !== w.word) problems.push(`${seed}: ${w.word} reads ${read} at its place`);
          if (!level.directions.some(([dr, dc]) => dr === w.dr && dc === w.dc))
            problems.push(`${seed}: ${w.word} runs ${w.dr},${w.dc}`);
          const count = occurrences(p.grid, w.word);
          if (count !== 1) problems.push(`${seed}: ${w.word} found ${count} times`);
        }
        if (!p.grid.every((row) => /^[A-Z]+$/.test(row))) problems.push(`${seed}: not letters`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("easy reads only right and down; hard uses all eight directions, backwards too", () => {
    const dirs = new Set<string>();
    for (let seed = 1; seed <= 40; seed++)
      for (const w of makeWordSearch({ difficulty: "hard", seed, theme: "ocean" }).words) dirs.add(`${w.dr},${w.dc}`);
    expect(dirs.size).toBe(8);
    for (let seed = 1; seed <= 40; seed++)
      for (const w of makeWordSearch({ difficulty: "easy", seed, theme: "ocean" }).words)
        expect(["0,1", "1,0"]).toContain(`${w.dr},${w.dc}`);
  });

  it("a user's own list: every word placed once (200 seeds, palindromes and shared letters included)", () => {
    const words = userWords("level, kayak, banana, bandana, cat, dog", "hard") as string[];
    expect(words).toEqual(["LEVEL", "KAYAK", "BANANA", "BANDANA", "CAT", "DOG"]);
    const problems: string[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const p = makeWordSearch({ difficulty: "hard", seed, words });
      if (p.words.length !== words.length) problems.push(`${seed}: ${p.words.length} placed`);
      for (const w of p.words) if (occurrences(p.grid, w.word) !== 1) problems.push(`${seed}: ${w.word}`);
    }
    expect(problems).toEqual([]);
  });

  it("the built-in lists never hide one word inside another", () => {
    for (const [theme, words] of Object.entries(vocabulary))
      for (const a of words)
        for (const b of words) {
          if (a === b) continue;
          const rev = [...a].reverse().join("");
          expect(b.includes(a) || b.includes(rev), `${theme}: ${a} in ${b}`).toBe(false);
        }
  });

  it.each([
    ["cat, d0g", '"d0g" can only use the letters A to Z'],
    ["cat, ox", '"ox" is too short: words need at least 3 letters'],
    ["cat, hippopotamuses", '"hippopotamuses" is too long for this grid: at most 10 letters'],
    ["cat, concat", '"CAT" is hidden inside "CONCAT": please leave one of them out'],
    ["one, two, three, four, five, six, seven, eight, nine", "Please enter at most 8 words for this difficulty"],
  ])("refuses %j with its reason", (raw, message) => {
    expect(() => userWords(raw, "easy")).toThrow(new ActivityInputError(message, "words"));
  });
});

describe("a user's word list is checked in time linear in its length (issue 40)", () => {
  /** Different three-letter words: AAB, AAC… (400 of them are the 1.6 KB list). */
  const threeLetterWords = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
      return `${a[i % 26]}${a[Math.floor(i / 26) % 26]}${a[Math.floor(i / 676) % 26]}`;
    }).join(", ");

  /** The milliseconds `run` takes. */
  const timed = (run: () => void) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };

  it("the words field's limit is the list's own: 400 characters, in the catalogue and in the check", () => {
    const field = loadCatalog()
      .byId.get("activities/word-search")
      ?.fields.find((f) => f.name === "words");
    expect(field).toMatchObject({ type: "textarea", maxLength: WORD_LIST_MAX_LENGTH });
    expect(WORD_LIST_MAX_LENGTH).toBe(400);
  });

  it.each([400, 800])("refuses %i different words at once, by the list's length", (n) => {
    const raw = threeLetterWords(n);
    let error: unknown;
    const ms = timed(() => {
      try {
        userWords(raw, "hard");
      } catch (e) {
        error = e;
      }
    });
    expect(error).toEqual(new ActivityInputError("Please use at most 400 characters", "words"));
    expect(ms).toBeLessThan(20);
  });

  it("counts the words before comparing them: as many as 400 characters hold is the count's refusal", () => {
    // "cat" is hidden in "concat", but the count is said first: the pairwise check never sees 78 words.
    const raw = `cat, concat, ${threeLetterWords(76)}`;
    expect(raw.length).toBeLessThanOrEqual(400);
    let error: unknown;
    const ms = timed(() => {
      try {
        userWords(raw, "hard");
      } catch (e) {
        error = e;
      }
    });
    expect(error).toEqual(new ActivityInputError("Please enter at most 15 words for this difficulty", "words"));
    expect(ms).toBeLessThan(20);
  });

  it("a word repeated counts once, as before", () => {
    expect(userWords(Array(10).fill("cat, dog, owl, hen").join(", "), "easy")).toEqual(["CAT", "DOG", "OWL", "HEN"]);
  });

  it("quotes at most 40 characters of a word it refuses", () => {
    const long = `${"abcdefghij".repeat(30)}1`;
    expect(() => userWords(long, "hard")).toThrow(
      new ActivityInputError(`"${long.slice(0, 40)}…" can only use the letters A to Z`, "words"),
    );
  });
});
