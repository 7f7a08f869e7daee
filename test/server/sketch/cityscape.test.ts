import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { renderSketchPage, renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/** The Detailed Cityscape tool's sketch block (catalog/adult/detailed-cityscape.yaml). */
const city = (features: string, cityType = "Historic Town", perspective = "Street Level") => ({
  layout: "scene",
  subject: "city buildings",
  setting: cityType,
  perspective,
  decoration: features,
});

const render = (sketch: Record<string, string>, seed = 7) =>
  renderSketchSvg({ toolId: "adult/detailed-cityscape", hub: "adult", output: "line-art", seed, sketch });

const features = (svg: string, key: string) => (svg.match(new RegExp(`data-feature="${key}"`, "g")) ?? []).length;
const drawings = (svg: string) => [...svg.matchAll(/data-motif="([0-9A-F-]+)"/g)].map((m) => m[1]);

describe("Detailed Cityscape: a street of buildings with the features named", () => {
  it.each([
    ["clock towers and arched bridges", { "clock-tower": 2, bridge: 1 }],
    ["rooftop gardens and glass skyscrapers", { garden: 1, skyscraper: 2 }],
    ["cobblestone streets and market stalls", { cobbles: 1, market: 2 }],
    ["cathedral spires and narrow alleys", { spire: 2, alley: 2 }],
    ["canals with boats and balconies", { canal: 1, balcony: 1 }],
    ["neon signs and elevated trains", { neon: 1, train: 1 }],
    ["a clock tower", { "clock-tower": 1 }],
  ])("%s: each drawn (at least %o)", (text, want) => {
    for (const perspective of ["Street Level", "Bird's Eye View", "Panoramic", "Skyline View"]) {
      const svg = render(city(text, "Modern Metropolis", perspective));
      for (const [key, n] of Object.entries(want))
        expect(features(svg, key), `${key} ${perspective}`).toBeGreaterThanOrEqual(n);
    }
  });

  it("never a lone city emoji or a grid of icons, from any perspective", () => {
    // The set's cityscape in a frame, never a drawing of the index (drawing-index.ts sceneInAFrame).
    const cityscape = "1F3D9";
    for (const perspective of ["Street Level", "Bird's Eye View"]) {
      const svg = render(city("clock towers", "Historic Town", perspective));
      expect(drawings(svg)).not.toContain(cityscape);
      // No circles of the from-above grid: the only drawings are things of the street.
      expect(drawings(svg).length).toBeLessThanOrEqual(6);
      expect(features(svg, "clock-tower")).toBe(2);
    }
  });

  it("says what it built for each feature, and which words it could not build", () => {
    expect(understandSketch(city("clock towers and flying whales"), "line-art").understood).toEqual([
      { word: "city buildings", drawnAs: "a street of buildings", exact: true },
      { word: "clock towers", drawnAs: "buildings with clock towers", exact: true },
      { word: "flying whales", drawnAs: null, exact: false },
    ]);
  });

  it("is a full page of line art that passes the quality gate", () => {
    const { png, quality } = renderSketchPage({
      toolId: "adult/detailed-cityscape",
      hub: "adult",
      output: "line-art",
      seed: 3,
      sketch: { ...city("clock towers and arched bridges"), page: "square" },
    });
    expect(quality?.passed).toBe(true);
    const img = PNG.sync.read(png);
    // Buildings across the whole width: ink in every eighth of the page's middle band.
    for (let i = 0; i < 8; i++) {
      let ink = 0;
      const x0 = Math.floor((img.width * (i + 0.2)) / 8);
      for (let y = Math.floor(img.height * 0.3); y < img.height * 0.6; y++)
        for (let x = x0; x < x0 + img.width / 16; x++) if ((img.data[(y * img.width + x) * 4] as number) < 128) ink++;
      expect(ink, `eighth ${i}`).toBeGreaterThan(50);
    }
  });
});
