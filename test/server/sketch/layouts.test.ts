import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { pngInfo } from "../../../server/images/postprocess.js";
import { makeContext } from "../../../server/sketch/context.js";
import { renderSketch, renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";
import { coverTextLayout } from "../../../server/sketch/layouts/cover.js";
import { sampleRequests } from "../../../server/sketch/samples.js";
import { pixelStats } from "./helpers.js";

const lineArt = sampleRequests.filter((r) => r.output === "line-art");
const covers = sampleRequests.filter((r) => r.output === "cover");

describe("sketch layouts", () => {
  it("has a sample for every layout", () => {
    const layouts = new Set(sampleRequests.map((r) => (r.output === "cover" ? "cover" : r.sketch.layout)));
    for (const l of ["motif", "scene", "letter", "lettering", "mandala", "pattern", "flag", "card", "cover"]) {
      expect(layouts, l).toContain(l);
    }
  });

  it.each(lineArt.map((r) => [`${r.toolId} ${r.sketch.layout}`, r] as const))(
    "%s: 1024×1024, pure black and white, not blank",
    async (_name, req) => {
      const png = await renderSketch(req);
      expect(pngInfo(png)).toEqual({ width: 1024, height: 1024 });
      const s = pixelStats(png);
      expect(s.grey).toBe(0);
      expect(s.black).toBeGreaterThan(0.02);
      expect(s.black).toBeLessThan(0.45);
    },
  );

  it.each(covers.map((r) => [`${r.toolId} ${r.sketch.layout}`, r] as const))(
    "%s cover is colourful",
    async (_n, req) => {
      const png = await renderSketch(req);
      expect(pngInfo(png)).toEqual({ width: 1024, height: 1024 });
      expect(pixelStats(png).color).toBeGreaterThan(0.12);
    },
  );

  it("draws the cover title as real text (the text layer alone is not empty)", () => {
    const req = covers.find((r) => r.sketch.title) as SketchRequest;
    const svg = coverTextLayout(makeContext(req));
    expect(svg).not.toContain("<text");
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    expect(pixelStats(png).opaque).toBeGreaterThan(0.02);
    const none = coverTextLayout(makeContext({ ...req, sketch: { layout: "cover" } }));
    expect(pixelStats(new Resvg(none).render().asPng()).opaque).toBe(0);
  });

  it("keeps a very long title inside the page", () => {
    const req: SketchRequest = {
      toolId: "kids/cover-generator",
      hub: "kids",
      output: "cover",
      seed: 3,
      sketch: {
        layout: "cover",
        title:
          "The Extraordinarily Long Adventures of Princess Penelope and Her Seventeen Dancing Dragons in Wonderland",
        palette: "Pastel",
      },
    };
    const svg = coverTextLayout(makeContext(req));
    const xs = [...svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(xs.length).toBeGreaterThan(50);
    for (const [x, y] of xs) {
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(984);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(400);
    }
  });

  it("is deterministic by seed, and a new seed gives a different page", async () => {
    const req = sampleRequests[2] as SketchRequest;
    const a = await renderSketch(req);
    const b = await renderSketch({ ...req });
    const c = await renderSketch({ ...req, seed: req.seed + 1 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(renderSketchSvg(req)).toBe(renderSketchSvg({ ...req }));
  });

  it("never draws an empty page, even for words it does not know", async () => {
    const png = await renderSketch({
      toolId: "kids/simple",
      hub: "kids",
      output: "line-art",
      seed: 1,
      sketch: { layout: "motif", subject: "zzqx blorp" },
    });
    expect(pixelStats(png).black).toBeGreaterThan(0.02);
  });

  it("perspective changes the composition", () => {
    const base = { toolId: "cozy/pov-scene", hub: "cozy", output: "line-art" as const, seed: 9 };
    const up = renderSketchSvg({ ...base, sketch: { layout: "scene", subject: "castle", perspective: "looking up" } });
    const above = renderSketchSvg({
      ...base,
      sketch: { layout: "scene", subject: "castle", perspective: "from above" },
    });
    // From above is a grid of nine smaller drawings; looking up is one towering drawing.
    expect((above.match(/<circle/g) ?? []).length).toBeGreaterThanOrEqual(9);
    expect(up).not.toBe(above);
  });
});
