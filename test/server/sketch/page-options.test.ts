import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { measureLineArt } from "../../../server/images/quality.js";
import { strokeWidthsPt } from "../../../server/images/strokes.js";
import { renderSketchPage, renderSketchSync, type SketchRequest } from "../../../server/sketch/index.js";

// The page options reach the built-in engine as numbers (docs/api.md, "Page options, quality and print").

const req = (layout: string, sketch: Record<string, string>, hub = "kids"): SketchRequest => ({
  toolId: `${hub}/test`,
  hub,
  output: "line-art",
  sketch: { layout, subject: "teddy bear", ...sketch },
  seed: 42,
});

function grey(png: Buffer) {
  const img = PNG.sync.read(png);
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4] as number;
  return { lum, width: img.width, height: img.height };
}

describe("line weight as stroke widths at print size", () => {
  it.each(["motif", "mandala"])("%s: thin < medium < bold, never under 0.75 pt", (layout) => {
    const widths = (["thin", "medium", "bold"] as const).map((lineWeight) => {
      const { lum, width, height } = grey(renderSketchSync(req(layout, { lineWeight, page: "square" })));
      return strokeWidthsPt(lum, width, height, [0.02, 0.5]);
    });
    const [thin, medium, bold] = widths as [number[], number[], number[]];
    for (const [p2] of widths) expect(p2).toBeGreaterThanOrEqual(0.75);
    // The typical stroke: about 1, 2 and 3.5 pt (a 1024 px page has 0.56 pt pixels).
    expect(thin[1]).toBeLessThanOrEqual(2.3);
    expect(medium[1]).toBeGreaterThan(thin[1] as number);
    expect(bold[1]).toBeGreaterThan(medium[1] as number);
    expect(bold[1]).toBeGreaterThanOrEqual(2.8);
  });
});

describe("portrait pages", () => {
  it.each(["motif", "scene", "letter", "lettering", "mandala", "pattern"])(
    "%s: a 1024×1325 page (17:22), framed to its own edges, that passes the gate",
    (layout) => {
      const page = renderSketchPage(req(layout, { page: "portrait", text: "Hello", letter: "B" }));
      const { lum, width, height } = grey(page.png);
      expect([width, height]).toEqual([1024, 1325]);
      // The frame runs along the bottom of the tall page: ink in the last 80 rows, centre column.
      let ink = 0;
      for (let y = height - 80; y < height; y++) if ((lum[y * width + 512] as number) === 0) ink++;
      expect(ink).toBeGreaterThan(0);
      expect(page.quality).toMatchObject({ greyShare: 0, leaks: 0, passed: true });
    },
  );

  it.each([
    ["motif", {}],
    ["letter", { letter: "A", subject: "apple" }],
  ] as const)(
    "%s: the drawing uses the tall frame (ink in the top and bottom quarters of the content)",
    (layout, keys) => {
      const { lum, width, height } = grey(renderSketchSync(req(layout, { page: "portrait", ...keys })));
      const share = (y0: number, y1: number) => {
        let n = 0;
        for (let y = y0; y < y1; y++) for (let x = 120; x < width - 120; x++) if (lum[y * width + x] === 0) n++;
        return n / ((y1 - y0) * (width - 240));
      };
      expect(share(150, 400)).toBeGreaterThan(0.01);
      expect(share(height - 400, height - 150)).toBeGreaterThan(0.01);
    },
  );

  it("letter: the big letter has one bold outline, not two close lines with a sliver between", () => {
    // Across the middle of an "I", left to right: paper, one outline, the letter's inside, one outline, paper.
    const { lum, width, height } = grey(renderSketchSync(req("letter", { letter: "I", subject: "igloo" })));
    const y = Math.round(height * 0.35);
    let runs = 0;
    for (let x = 300; x < width - 300; x++) {
      if (lum[y * width + x] === 0 && lum[y * width + x - 1] !== 0) runs++;
    }
    expect(runs).toBe(2);
  });
});

describe("detail", () => {
  it("a simple scene has fewer areas to colour than a detailed one, indoors and out, over several seeds", () => {
    for (const setting of ["kitchen", "bedroom", "forest"]) {
      const count = (detail: string) =>
        [1, 2, 3].reduce((sum, seed) => {
          const r = { ...req("scene", { detail, setting }, "cozy"), seed };
          const { lum, width, height } = grey(renderSketchSync(r));
          return sum + measureLineArt(lum, width, height).regions;
        }, 0);
      expect([setting, count("simple") < count("detailed")]).toEqual([setting, true]);
    }
  });
});

describe("the page frame", () => {
  it("nothing crosses it: an outdoor scene's mountains stop inside the frame", () => {
    for (const seed of [1, 2, 3]) {
      const r = { ...req("scene", { setting: "mountains camping", page: "square" }, "cozy"), seed };
      const { lum, width, height } = grey(renderSketchSync(r));
      // Between the page's edge and its frame, along the sides, is paper only.
      let ink = 0;
      for (let y = Math.round(height * 0.2); y < height * 0.8; y++)
        for (const x of [2, 6, 10, width - 11, width - 7, width - 3]) if (lum[y * width + x] === 0) ink++;
      expect([seed, ink]).toEqual([seed, 0]);
    }
  });
});
