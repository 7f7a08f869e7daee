import { describe, expect, it } from "vitest";
import {
  coverLayout,
  coverSize,
  gutterIn,
  interiorPageCount,
  margins,
  type Paper,
  pageBox,
  pageCountLimits,
  pagePlan,
  pageSide,
  papers,
  safeArea,
  spineTextAllowed,
  spineWidthIn,
  type Trim,
  trimLabels,
  trimRect,
  trims,
} from "../../engine/books/kdp.js";

// KDP's print-options table (the trim sizes and their page-count limits), written out by hand.
const trimInches: Record<Trim, [number, number]> = {
  "5x8": [5, 8],
  "5.06x7.81": [5.06, 7.81],
  "5.25x8": [5.25, 8],
  "5.5x8.5": [5.5, 8.5],
  "6x9": [6, 9],
  "6.14x9.21": [6.14, 9.21],
  "6.69x9.61": [6.69, 9.61],
  "7x10": [7, 10],
  "7.44x9.69": [7.44, 9.69],
  "7.5x9.25": [7.5, 9.25],
  "8x10": [8, 10],
  "8.25x6": [8.25, 6],
  "8.25x8.25": [8.25, 8.25],
  "8.5x8.5": [8.5, 8.5],
  "8.5x11": [8.5, 11],
  a4: [8.27, 11.69],
  "8.25x11": [8.25, 11],
};
const most = { white: 828, cream: 776 };
const maxPages: Record<Trim, Record<Paper, number>> = {
  "5x8": most,
  "5.06x7.81": most,
  "5.25x8": most,
  "5.5x8.5": most,
  "6x9": most,
  "6.14x9.21": most,
  "6.69x9.61": most,
  "7x10": most,
  "7.44x9.69": most,
  "7.5x9.25": most,
  "8x10": most,
  "8.25x6": { white: 800, cream: 750 },
  "8.25x8.25": { white: 800, cream: 750 },
  "8.5x8.5": { white: 590, cream: 550 },
  "8.5x11": { white: 590, cream: 550 },
  a4: { white: 780, cream: 730 },
  // Not a standard paperback trim: held to the limits of 8.5x11.
  "8.25x11": { white: 590, cream: 550 },
};
const perPage: Record<Paper, number> = { white: 0.002252, cream: 0.0025 };
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 4);

const combos = trims.flatMap((trim) => papers.map((paper) => ({ trim, paper })));

describe("KDP numbers for every trim x paper", () => {
  it.each(combos)("$trim on $paper: page box, page-count limits, spine and cover size", ({ trim, paper }) => {
    const [w, h] = trimInches[trim];
    expect(pageBox(trim, false)).toEqual({ width: w, height: h });
    const withBleed = pageBox(trim, true);
    close(withBleed.width, w + 0.125);
    close(withBleed.height, h + 0.25);
    expect(pageCountLimits(trim, paper)).toEqual({ min: 24, max: maxPages[trim][paper] });
    for (const pages of [24, 78, 79, 150, 300, maxPages[trim][paper]]) {
      const spine = pages * perPage[paper];
      close(spineWidthIn(pages, paper), spine);
      const cover = coverSize(trim, paper, pages);
      close(cover.width, 0.125 + w + spine + w + 0.125);
      close(cover.height, h + 0.25);
    }
  });

  it.each(combos)("$trim on $paper: the cover's folds, spine text and barcode area", ({ trim, paper }) => {
    const [w, h] = trimInches[trim];
    const pages = 200;
    const spine = pages * perPage[paper];
    const layout = coverLayout(trim, paper, pages);
    close(layout.backFold, 0.125 + w);
    close(layout.frontFold, 0.125 + w + spine);
    // The barcode area: 2 x 1.2 in, lower right of the back cover, 0.25 in from the fold and the trim.
    close(layout.barcode.width, 2);
    close(layout.barcode.height, 1.2);
    close(layout.barcode.x + layout.barcode.width, layout.backFold - 0.25);
    close(layout.barcode.y + layout.barcode.height, 0.125 + h - 0.25);
    expect(layout.barcode.x).toBeGreaterThan(layout.back.x);
    // Spine text keeps KDP's 0.0625 in from each fold and 0.01 in more, so no glyph edge is on the limit.
    const text = layout.spineText;
    expect(text).not.toBeNull();
    if (text) {
      close(text.x, layout.backFold + 0.0725);
      close(text.x + text.width, layout.frontFold - 0.0725);
    }
    close(layout.front.x + layout.front.width + 0.125, layout.size.width);
  });
});

describe("standard and non-standard trims", () => {
  it("labels the one non-standard trim so nobody uploads a custom size by accident", () => {
    expect(trimLabels["8.25x11"]).toMatch(/non-standard/);
    expect(trims.filter((t) => /non-standard/.test(trimLabels[t]))).toEqual(["8.25x11"]);
    expect(trimLabels.a4).toBe("A4 (8.27 x 11.69 in)");
    expect(trimLabels["6x9"]).toBe("6 x 9 in");
  });
});

describe("the spine text rule", () => {
  it("allows spine text from 79 pages on, never below", () => {
    expect(spineTextAllowed(78)).toBe(false);
    expect(spineTextAllowed(79)).toBe(true);
    expect(coverLayout("8.5x11", "white", 78).spineText).toBeNull();
    expect(coverLayout("8.5x11", "white", 79).spineText).not.toBeNull();
  });
});

describe("margins and the gutter by page count", () => {
  it.each([
    [24, 0.375],
    [150, 0.375],
    [151, 0.5],
    [300, 0.5],
    [301, 0.625],
    [500, 0.625],
    [501, 0.75],
    [700, 0.75],
    [701, 0.875],
    [828, 0.875],
  ])("%i pages: gutter %f in", (pages, inches) => {
    expect(gutterIn(pages)).toBe(inches);
    expect(margins(pages, true)).toEqual({ top: 0.375, bottom: 0.375, outside: 0.375, inside: inches });
    expect(margins(pages, false)).toEqual({ top: 0.25, bottom: 0.25, outside: 0.25, inside: inches });
  });

  it.each([150, 300, 500, 700])("the inside edge alternates at %i pages", (pages) => {
    const gutter = gutterIn(pages);
    const box = pageBox("8.5x11", true);
    const right = safeArea("8.5x11", true, pages, 1);
    const left = safeArea("8.5x11", true, pages, 2);
    expect(pageSide(1)).toBe("right");
    expect(pageSide(2)).toBe("left");
    // Right-hand page: the gutter on the left, the outside margin on the right.
    close(right.x, gutter);
    close(box.width - right.x - right.width, 0.375);
    // Left-hand page: the outside margin on the left, the gutter on the right.
    close(left.x, 0.375);
    close(box.width - left.x - left.width, gutter);
    close(right.y, 0.375);
    close(right.height, box.height - 0.75);
  });

  it("puts the bleed on the outside edge of each page", () => {
    expect(trimRect("8.5x11", true, 1)).toEqual({ x: 0, y: 0.125, width: 8.5, height: 11 });
    expect(trimRect("8.5x11", true, 2)).toEqual({ x: 0.125, y: 0.125, width: 8.5, height: 11 });
    expect(trimRect("8.5x11", false, 2)).toEqual({ x: 0, y: 0, width: 8.5, height: 11 });
  });
});

describe("the interior page plan", () => {
  const none = { titlePage: false, copyrightPage: false, belongsTo: false };
  const all = { titlePage: true, copyrightPage: true, belongsTo: true };

  it("pads a short book to 24 pages", () => {
    const plan = pagePlan({ artPages: 3, blankBacks: true, frontMatter: none });
    expect(plan).toHaveLength(24);
    expect(plan.slice(0, 6).map((p) => p.kind)).toEqual(["art", "blank", "art", "blank", "art", "blank"]);
    // Ruled "Notes" pages to 24, never a run of blank pages at the end (KDP: at most 10).
    expect(plan.slice(6).every((p) => p.kind === "notes")).toBe(true);
    const one = pagePlan({ artPages: 1, blankBacks: true, frontMatter: all });
    expect(one.filter((p) => p.kind === "blank").length).toBe(2);
    expect(one.at(-1)?.kind).toBe("notes");
  });

  it("puts every art page on a right-hand page with a blank back", () => {
    const plan = pagePlan({ artPages: 40, blankBacks: true, frontMatter: all });
    expect(plan.slice(0, 6).map((p) => p.kind)).toEqual(["title", "copyright", "belongs-to", "blank", "art", "blank"]);
    const art = plan.filter((p) => p.kind === "art");
    expect(art).toHaveLength(40);
    for (const page of art) {
      expect(pageSide(page.number)).toBe("right");
      expect(plan[page.number]?.kind).toBe("blank");
    }
    expect(art.map((p) => p.art)).toEqual([...Array(40).keys()]);
    expect(plan).toHaveLength(4 + 80);
    expect(interiorPageCount({ artPages: 40, blankBacks: true, frontMatter: all })).toBe(84);
  });

  it("prints art on both sides without blank backs, to an even count", () => {
    const plan = pagePlan({ artPages: 25, blankBacks: false, frontMatter: { ...none, titlePage: true } });
    expect(plan[0]?.kind).toBe("title");
    expect(plan.filter((p) => p.kind === "art")).toHaveLength(25);
    expect(plan).toHaveLength(26);
    expect(pagePlan({ artPages: 26, blankBacks: false, frontMatter: { ...none, titlePage: true } })).toHaveLength(28);
  });

  it("never has more than one blank page in a row before the padding", () => {
    const plan = pagePlan({ artPages: 30, blankBacks: true, frontMatter: { ...all, copyrightPage: false } });
    for (let i = 1; i < plan.length; i++) {
      if (plan[i]?.blank === "back") expect(plan[i - 1]?.kind).not.toBe("blank");
    }
  });
});
