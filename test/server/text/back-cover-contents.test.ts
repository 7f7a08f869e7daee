import { describe, expect, it } from "vitest";
import { type BookContents, contentsSentence, groupsPhrase } from "../../../server/books/contents.js";
import { backCoverTemplateUse, builtinBackCover } from "../../../server/text/builtin/back-cover.js";

// Issue 47 item 6: the back text says what the book holds from its pages, never from its title.
const TITLES = [
  "Puzzle Fun No Answers",
  "A4 Friends",
  "58 Puzzle Fun",
  "Cute Cats",
  "Dinosaurs for Kids Ages 4-8",
  "Mandala Magic for Adults",
  "Ocean Life Coloring Book",
  "Maze Mania",
  "Word Search Weekend",
  "Sudoku & Sunshine",
  "The Big Book of Everything",
  "Pictures Pages Puzzles",
  "Color Me Calm",
  "Spooky Halloween Fun for Teens",
  "Untitled",
  "x",
  "Dot To Dot Dreams",
  "Tracing Letters ABC",
  "Answers Inside",
  "Friends Forever Activity Book",
  "Zen Garden Patterns",
  "Unicorn Rainbow Party",
  "Christmas Coloring Book for Toddlers",
  "Trucks Trains and Planes",
  "Mystery Puzzle Book Volume 2",
];

const BOOKS: Array<{ contents: BookContents; counts: string[]; answers: boolean }> = [
  {
    contents: { kinds: [{ kind: "maze", count: 58 }], answers: true },
    counts: ["58 mazes"],
    answers: true,
  },
  {
    contents: { kinds: [{ kind: "coloring", count: 40 }], answers: false },
    counts: ["40 coloring pages"],
    answers: false,
  },
  {
    contents: {
      kinds: [
        { kind: "word-search", count: 12 },
        { kind: "sudoku", count: 1 },
        { kind: "coloring", count: 20 },
      ],
      answers: true,
    },
    counts: ["12 word searches, 1 sudoku puzzle and 20 coloring pages"],
    answers: true,
  },
  {
    contents: {
      kinds: [
        { kind: "tracing", count: 10 },
        { kind: "dot-to-dot", count: 5 },
      ],
      answers: false,
    },
    counts: ["10 tracing pages and 5 dot-to-dot puzzles"],
    answers: false,
  },
];

/** The words every back text may use whatever the title: the template's own vocabulary. */
const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

describe("back text over 50 titles", () => {
  const cases = TITLES.flatMap((title, i) =>
    [0, 1].map((k) => ({ title, book: BOOKS[(i + k) % BOOKS.length]!, seed: i * 7 + k })),
  );

  it("is 50 texts", () => expect(cases).toHaveLength(50));

  // The template's vocabulary: what it writes for a title that shares no word with any other.
  const vocabulary = new Set<string>();
  for (const book of BOOKS)
    for (let seed = 0; seed < 40; seed++)
      for (const singleSided of [true, false])
        for (const title of ["Qwxz", "Qwxz for Kids", "Qwxz for Teens", "Qwxz for Adults"])
          for (const w of words(builtinBackCover({ title, contents: book.contents, singleSided }, seed)))
            vocabulary.add(w);

  it("names each kind of page with its count, says when answers are included, and uses no title fragment as a noun", () => {
    for (const { title, book, seed } of cases) {
      const text = builtinBackCover({ title, contents: book.contents, singleSided: seed % 2 === 0 }, seed);
      // The title as a whole (a one-letter title is not the "x" in "next").
      const whole = new RegExp(`(?<![\\w])${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`, "g");
      for (const c of book.counts) expect(text, title).toContain(c);
      expect(text.includes("The answers are at the back of the book."), title).toBe(book.answers);
      // Every number is followed by a kind of page the book holds, never by words of the title.
      for (const m of text.replace(whole, "").matchAll(/\b(\d+) ([a-z-]+(?: [a-z-]+)?)/g))
        expect(book.counts.join(" "), `${title}: "${m[0]}"`).toContain(m[0]);
      // The title is written whole at most once; outside it, no word the template would not write.
      expect(text.match(whole)?.length ?? 0, title).toBeLessThanOrEqual(1);
      const rest = text.replace(whole, "Qwxz");
      const foreign = words(rest).filter((w) => !vocabulary.has(w));
      expect(foreign, `${title}: ${text}`).toEqual([]);
      // A coloring book is described as one only when it has coloring pages.
      const colors = book.contents.kinds.some((k) => k.kind === "coloring");
      if (!colors) expect(rest, title).not.toMatch(/coloring|pictures to color/);
      // Grammar a reader accepts: no "1 mazes", no "anyone who love", no doubled spaces or stops.
      expect(rest).not.toMatch(/\b1 [a-z-]+s\b|anyone who love\b|\s{2}|\.\./);
      expect(backCoverTemplateUse(text), title).toBe("kept");
    }
  });

  it("says the same on the copyright page: counts per kind and the answers", () => {
    const mixed = BOOKS[2]!.contents;
    expect(contentsSentence(mixed)).toBe(
      "This book holds 12 word searches, 1 sudoku puzzle and 20 coloring pages. The answers are at the back of the book.",
    );
    expect(groupsPhrase(mixed)).toBe("puzzles and coloring pages");
    expect(groupsPhrase(BOOKS[0]!.contents)).toBe("puzzles");
    expect(groupsPhrase(BOOKS[1]!.contents)).toBe("coloring pages");
  });
});
