import { PNG } from "pngjs";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, startFakeOpenAI } from "../../helpers/fake-openai.js";

// What image models really send for "line art": grey shading, broken outlines, hairlines.
// The local OpenAI-speaking server sends them; the gate must repair them or say it could not.

/** A w×h picture; draw() paints grey levels (0 black … 255 white) into it. */
function picture(
  w: number,
  h: number,
  draw: (rect: (x: number, y: number, rw: number, rh: number, v: number) => void) => void,
) {
  const png = new PNG({ width: w, height: h });
  png.data.fill(255);
  const rect = (x: number, y: number, rw: number, rh: number, v: number) => {
    for (let yy = y; yy < y + rh; yy++)
      for (let xx = x; xx < x + rw; xx++) png.data.set([v, v, v, 255], (yy * w + xx) * 4);
  };
  draw(rect);
  return PNG.sync.write(png);
}

/** 3×3 boxes: hairline outlines (1 px, dark grey), grey-shaded insides, one outline broken. */
function badPage(): Buffer {
  return picture(1024, 1024, (rect) => {
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const x = 80 + c * 300;
        const y = 80 + r * 300;
        rect(x, y, 260, 1, 60);
        rect(x, y + 259, 260, 1, 60);
        rect(x, y, 1, 260, 60);
        rect(x + 259, y, 1, 260, 60);
        // Shading, as models add it: a lighter and a darker grey.
        rect(x + 30, y + 30, 120, 200, (r + c) % 2 ? 170 : 120);
      }
    // A 2 px break in the first box's top side.
    rect(200, 80, 2, 1, 255);
  });
}

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

async function run(png: Buffer, values: Record<string, unknown> = { subject: "Apple" }) {
  fake = await startFakeOpenAI(answerWithImage(png, { created: 1 }));
  const image = fakeImageProvider(fake, { retryDelayMs: 5 });
  t = await createTestApp({ image });
  const { client } = await t.signup();
  const res = await client.post("/api/generations", { tool: "kids/alphabet", values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  const generation = (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
  expect(generation.status).toBe("succeeded");
  const stored = PNG.sync.read(Buffer.from(await (await client.get(generation.output.url)).res.arrayBuffer()));
  const row = await t.db
    .selectFrom("generations")
    .select(["quality_json", "quality_passed"])
    .where("id", "=", generation.id)
    .executeTakeFirstOrThrow();
  return { generation, stored, row, request: fake.requests[0] };
}

const greyPixels = (img: PNG) => {
  let grey = 0;
  for (let i = 0; i < img.data.length; i += 4) if (img.data[i] !== 0 && img.data[i] !== 255) grey++;
  return grey;
};

describe("the quality gate on a model's pages", () => {
  it("repairs grey shading, a broken outline and hairlines, and says the page passed", async () => {
    const { generation, stored, row } = await run(badPage());
    const q = generation.output.quality;
    expect(q).toMatchObject({ greyShare: 0, leaks: 0, regions: 9, passed: true });
    expect(q.minStrokePt).toBeGreaterThanOrEqual(0.75);
    // The shading is gone: what is left is the outlines (9 boxes of ~4 px strokes), not fills.
    expect(q.inkShare).toBeLessThan(0.05);
    expect(greyPixels(stored)).toBe(0);
    expect(row.quality_passed).toBe(1);
    expect(JSON.parse(row.quality_json as string)).toEqual(q);
  });

  it("marks a page it cannot repair as failed, and still delivers it", async () => {
    // A black mess: two thirds of the page solid ink.
    const mess = picture(1024, 1024, (rect) => rect(0, 0, 1024, 700, 10));
    const { generation, row } = await run(mess);
    expect(generation.output.quality.passed).toBe(false);
    expect(generation.output.quality.inkShare).toBeGreaterThan(0.6);
    expect(row.quality_passed).toBe(0);
  });

  it("portrait: asks the model for a tall image, stores a 17:22 page, sends the numbers in the prompt", async () => {
    const tall = picture(1024, 1536, (rect) => {
      rect(100, 100, 824, 6, 0);
      rect(100, 1430, 824, 6, 0);
      rect(100, 100, 6, 1336, 0);
      rect(918, 100, 6, 1336, 0);
    });
    const { generation, stored, request } = await run(tall, {
      subject: "Apple",
      page: "portrait",
      detail: "simple",
      lineWeight: "bold",
    });
    expect(request?.body.size).toBe("1024x1536");
    expect(request?.body.prompt).toContain("8.5x11 in, 17:22");
    expect(request?.body.prompt).toContain("at most 40 large closed areas");
    expect(request?.body.prompt).toContain("3.5 pt");
    expect(generation.output).toMatchObject({ width: 1024, height: 1325 });
    expect([stored.width, stored.height]).toEqual([1024, 1325]);
    // A frame alone is no page to colour (issue 47): measured, stored, and marked failed.
    expect(generation.output.quality).toMatchObject({ regions: 1, leaks: 0, passed: false });
  });
});
