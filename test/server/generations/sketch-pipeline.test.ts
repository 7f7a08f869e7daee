import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// The default provider end to end: request → queue → worker thread → stored PNG → download.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => {
  await t.close();
});

async function generate(client: ReturnType<TestApp["client"]>, tool: string, values: Record<string, unknown>) {
  const res = await client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  const g = (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
  expect(g.status, JSON.stringify(g.error)).toBe("succeeded");
  const img = await client.get(g.output.url);
  return { g, png: PNG.sync.read(Buffer.from(await img.res.arrayBuffer())) };
}

describe("sketch provider through the generation pipeline", () => {
  it("delivers a pure black-and-white 1024×1024 page for a line-art tool", async () => {
    const { client } = await t.signup();
    const { g, png } = await generate(client, "kids/alphabet", { subject: "Dinosaur" });
    expect(g.output).toMatchObject({ kind: "image", width: 1024, height: 1024 });
    // One assertion over the counts, not a million: under load the per-pixel expect took ~20 s.
    let black = 0;
    let grey = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const v = png.data[i] as number;
      if (v === 0) black++;
      else if (v !== 255) grey++;
    }
    expect(grey).toBe(0);
    expect(black / (1024 * 1024)).toBeGreaterThan(0.01);
    // The quality gate measured the stored page (docs/api.md, "Page options, quality and print").
    expect(g.output.quality).toMatchObject({ greyShare: 0, leaks: 0, passed: true });
    expect(g.output.quality.inkShare).toBeCloseTo(black / (1024 * 1024), 3);
    expect(g.output.quality.minStrokePt).toBeGreaterThanOrEqual(0.75);
    expect(g.output.quality.regions).toBeGreaterThan(3);
  });

  it("delivers a colour cover, and generate-again gives a different page", async () => {
    const { client } = await t.signup();
    const values = { monster: "slimy blob", activity: "dancing", colorTheme: "candy", mood: "goofy" };
    const a = await generate(client, "kids/cover-monster", values);
    expect(a.g.output.quality).toBeNull();
    let colorful = 0;
    for (let i = 0; i < a.png.data.length; i += 4 * 97) {
      const [r, g, b] = [a.png.data[i], a.png.data[i + 1], a.png.data[i + 2]] as number[];
      if (Math.max(r as number, g as number, b as number) - Math.min(r as number, g as number, b as number) > 40)
        colorful++;
    }
    expect(colorful).toBeGreaterThan(100);
    const b = await generate(client, "kids/cover-monster", values);
    expect(Buffer.compare(a.png.data, b.png.data)).not.toBe(0);
  });
});
