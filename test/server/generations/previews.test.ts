import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { modelPng } from "../../helpers/model-png.js";

// POST /api/previews: the built-in engine's page, small and watermarked, for nothing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }), env: { THROTTLE_PREVIEW: "3/600" } });
});
afterAll(async () => {
  await t.close();
});

const creditsOf = async (id: string) =>
  (await t.db.selectFrom("users").select("credits").where("id", "=", id).executeTakeFirstOrThrow()).credits;

async function pixels(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const count = (test: (v: number) => boolean) => data.reduce((n, v) => n + (test(v) ? 1 : 0), 0);
  return { info, black: count((v) => v < 60), grey: count((v) => v > 150 && v < 230) };
}

describe("POST /api/previews", () => {
  it("answers a small watermarked page with its understood, charging and storing nothing", async () => {
    const { client, user } = await t.signup();
    const before = await creditsOf(user.id);
    const res = await client.post("/api/previews", {
      tool: "kids/simple",
      values: { subject: "a unicorn", page: "portrait" },
    });
    expect(res.status).toBe(200);
    const { preview } = res.json;
    expect(preview).toMatchObject({ width: 512, height: 662, seed: 1 });
    expect(preview.understood).toEqual([{ word: "unicorn", drawnAs: "unicorn", exact: true }]);
    const px = await pixels(preview.image);
    expect(px.info).toMatchObject({ width: 512, height: 662 });
    // The drawing's lines, and the grey "PREVIEW" across the paper (no print-ready page).
    expect(px.black).toBeGreaterThan(2000);
    expect(px.grey).toBeGreaterThan(5000);
    expect(await creditsOf(user.id)).toBe(before);
    expect(await t.db.selectFrom("generations").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });

  it("shows a stand-in as one, refuses a subject it cannot draw, and the same seed draws the previewed page", async () => {
    const { client } = await t.signup();
    const stood = await client.post("/api/previews", { tool: "kids/simple", values: { subject: "an axolotl" } });
    expect(stood.status).toBe(200);
    expect(stood.json.preview.understood).toEqual([{ word: "axolotl", drawnAs: "frog", exact: false, standIn: true }]);
    const bad = await client.post("/api/previews", { tool: "kids/simple", values: { subject: "zzqx blorp" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("unknown-subject");
    const gen = await client.post("/api/generations", {
      tool: "kids/simple",
      values: { subject: "an axolotl" },
      acceptStandIns: true,
      seed: stood.json.preview.seed,
    });
    expect(gen.status).toBe(202);
    const row = await t.db
      .selectFrom("generations")
      .select("seed")
      .where("id", "=", gen.json.generation.id)
      .executeTakeFirstOrThrow();
    expect(row.seed).toBe(1);
    const badSeed = await client.post("/api/generations", {
      tool: "kids/simple",
      values: { subject: "a cat" },
      seed: -1,
    });
    expect(badSeed.status).toBe(400);
    expect(badSeed.json.error.fields).toEqual({ seed: "The seed must be a whole number from 0 to 2147483647" });
  });

  it("says a thing typed with a theme and drawn on none of its pages left out, beside the page's own reading", async () => {
    const { client } = await t.signup();
    const res = await client.post("/api/previews", {
      tool: "doodle/coloring-page",
      values: { subject: "halloween seesaw", page: "portrait" },
    });
    expect(res.status).toBe(200);
    const { understood } = res.json.preview;
    expect(understood).toContainEqual({ word: "seesaw", drawnAs: null, exact: false });
    expect(understood.length).toBeGreaterThan(1);
  });

  it("is for signed-in users, throttled per user with 429 and Retry-After", async () => {
    expect((await t.client().post("/api/previews", { tool: "kids/simple", values: { subject: "a cat" } })).status).toBe(
      401,
    );
    const { client } = await t.signup();
    for (let i = 0; i < 3; i++)
      expect((await client.post("/api/previews", { tool: "kids/simple", values: { subject: "a cat" } })).status).toBe(
        200,
      );
    const fourth = await client.post("/api/previews", { tool: "kids/simple", values: { subject: "a cat" } });
    expect(fourth.status).toBe(429);
    expect(fourth.json.error.code).toBe("too-many-requests");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await t.signup();
    expect(
      (await other.client.post("/api/previews", { tool: "kids/simple", values: { subject: "a cat" } })).status,
    ).toBe(200);
  });

  it("answers 409 preview-unavailable when pages are drawn by an image model", async () => {
    const fake = await startFakeOpenAI(answerWithImage(modelPng(1024, 1024, 64)));
    const app = await createTestApp({ image: fakeImageProvider(fake) });
    try {
      const { client } = await app.signup();
      const res = await client.post("/api/previews", { tool: "kids/simple", values: { subject: "a cat" } });
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({
        code: "preview-unavailable",
        message:
          "Free previews are drawn by the built-in artist only; an image model's page is drawn when you generate it.",
      });
      expect(fake.requests).toEqual([]);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
