import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, startFakeOpenAI } from "../../helpers/fake-openai.js";

/** A plain ring of line art, as a model might send it. */
function ring(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - size / 2, y - size / 2);
      const v = Math.abs(d - size * 0.3) < 6 ? 0 : 255;
      const i = (y * size + x) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = v;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

let t: TestApp | undefined;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | undefined;
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("a book's provenance names the model that made each page", () => {
  it("records the model with the generation, whatever is configured later", async () => {
    fake = await startFakeOpenAI(answerWithImage(ring(1024)));
    const image = fakeImageProvider(fake, { model: "gpt-image-test-7" });
    t = await createTestApp({ image });
    expect(t.config.OPENAI_IMAGE_MODEL).not.toBe("gpt-image-test-7");
    const u = await t.signup();
    const res = await u.client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    await t.deps.generations.idle();
    const id = res.json.generation.id as string;
    const row = await t.db
      .selectFrom("generations")
      .select(["model", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row).toEqual({ model: "gpt-image-test-7", status: "succeeded" });

    const b = (await u.client.post("/api/books", { title: "From a model" })).json.book;
    expect((await u.client.patch(`/api/books/${b.id}`, { pages: [id] })).status).toBe(200);
    const prov = (await u.client.get(`/api/books/${b.id}/provenance`)).json;
    expect(prov.pages[0]).toMatchObject({ provider: "OpenAI", model: "gpt-image-test-7", aiGenerated: true });
    expect(prov.report).toContain("OpenAI (gpt-image-test-7)");
  });
});
