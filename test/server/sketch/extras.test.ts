import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { motifByAnnotation, motifByHexcode } from "../../../server/sketch/art.js";
import { lineMotif } from "../../../server/sketch/draw.js";
import { classify, placedDrawings, settleExtras, touches } from "../../../server/sketch/extras.js";
import { composeSketch } from "../../../server/sketch/index.js";
import { hubStyle, pageStyle } from "../../../server/sketch/style.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// docs/api.md: `extras` names every object on the page nobody asked for; none touches an asked one.
const requests: Array<[string, Record<string, string>]> = [
  ["kids", { layout: "motif", subject: "a cat", page: "portrait" }],
  ["kids", { layout: "motif", subject: "a cat", setting: "garden", decoration: "flowers", page: "portrait" }],
  ["kids", { layout: "motif", subject: "a lion reading a book", page: "portrait" }],
  ["kids", { layout: "motif", subject: "a penguin with an umbrella" }],
  ["kids", { layout: "motif", subject: "three cats" }],
  ["kids", { layout: "motif", subject: "a cat", perspective: "from above" }],
  ["cozy", { layout: "scene", subject: "a dog", setting: "living room", page: "portrait" }],
  ["cozy", { layout: "scene", subject: "a rabbit", setting: "garden", page: "portrait" }],
  ["cozy", { layout: "scene", subject: "a hedgehog", setting: "forest" }],
  ["adult", { layout: "scene", subject: "an owl", setting: "forest", page: "portrait" }],
  ["kids", { layout: "scene", subject: "a cow", setting: "farm", page: "portrait" }],
  ["kids", { layout: "scene", subject: "leprechaun", decoration: "shamrock", style: "Cute" }],
];

describe("extras: the unasked objects on a picture page", () => {
  it.each(requests)("%s %j: no unasked drawing touches an asked one, and extras names each", (hub, sketch) => {
    for (let seed = 0; seed < 8; seed++) {
      const { svg, extras } = composeSketch({ toolId: "kids/simple", hub, output: "line-art", sketch, seed });
      const { asked, unasked } = classify(svg, sketch, "line-art");
      expect(asked.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const u of unasked)
        for (const a of asked) expect(touches(u, a), `seed ${seed}: ${u.hexcode} on ${a.hexcode}`).toBe(false);
      expect(extras).toEqual(unasked.map((u) => motifByHexcode(u.hexcode)?.annotation));
    }
  });

  it("a lone subject's arrangement with a little one of its kind names it; alone or as counted, nothing", () => {
    const page = (subject: string, seed: number) =>
      composeSketch({
        toolId: "kids/simple",
        hub: "kids",
        output: "line-art",
        sketch: { layout: "motif", subject },
        seed,
      }).extras;
    expect(page("a cat", 1)).toEqual([]);
    expect(page("a cat", 5)).toEqual(["cat"]);
    // In a place of its own (variety.ts "home"): the place's backdrop, none of its things.
    expect(page("a cat", 0)).toEqual([]);
    expect(page("a cat", 4)).toEqual([]);
    expect(page("three cats", 5)).toEqual([]);
  });

  it("an unasked drawing on an asked one is left off; one clear of it stays and is named", () => {
    const cat = motifByAnnotation("cat");
    const tulip = motifByAnnotation("tulip");
    if (!cat || !tulip) throw new Error("no drawing");
    const pen = pageStyle(hubStyle("kids"), { portrait: false }).pen;
    const hero = lineMotif(cat, { x: 400, y: 500, size: 500 }, pen);
    const sketch = { layout: "motif", subject: "a cat" };
    const on = `<svg>${hero}${lineMotif(tulip, { x: 420, y: 520, size: 150 }, pen)}</svg>`;
    const settled = settleExtras(on, sketch, "line-art");
    expect(settled.extras).toEqual([]);
    expect(placedDrawings(settled.svg).map((p) => p.hexcode)).toEqual([cat.hexcode]);
    const clear = `<svg>${hero}${lineMotif(tulip, { x: 900, y: 150, size: 120 }, pen)}</svg>`;
    expect(settleExtras(clear, sketch, "line-art")).toEqual({ svg: clear, extras: ["tulip"] });
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => {
  await t.close();
});

describe("extras in the answers", () => {
  it("a generation's output and a preview list the page's extras", async () => {
    const { client } = await t.signup();
    const values = { subject: "a cat" };
    const res = await client.post("/api/generations", { tool: "kids/simple", values, seed: 13 });
    expect(res.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
    // The cat takes its height first; the little cat beside it is named.
    expect(g.output.extras).toEqual(["cat"]);
    const alone = await client.post("/api/generations", { tool: "kids/simple", values, seed: 9 });
    await t.deps.generations.idle();
    expect((await client.get(`/api/generations/${alone.json.generation.id}`)).json.generation.output.extras).toEqual(
      [],
    );
    const preview = await client.post("/api/previews", { tool: "kids/simple", values, seed: 13 });
    expect(preview.status).toBe(200);
    expect(preview.json.preview.extras).toEqual(["cat"]);
  });
});
