import { PNG } from "pngjs";
import { afterEach, describe, expect, it } from "vitest";
import { createAzureImageProvider } from "../../../server/providers/image/openai.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, json, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { petSvg, photo } from "../../helpers/photos.js";

// Photo tools with an image model: the photo goes to the edit endpoint as multipart, the answer
// through the same quality gate as every model page.

/** What a model sends back: grey, soft line art (a ring and a cross) on off-white. */
function modelAnswer(size = 1024): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const d = Math.abs(Math.hypot(x - size / 2, y - size / 2) - size * 0.35);
      const cross = Math.abs(x - size / 2) < 5 || Math.abs(y - size / 2) < 5;
      const v = d < 6 || cross ? 35 : d < 9 ? 140 : 238;
      png.data.set([v, v, v, 255], (y * size + x) * 4);
    }
  return PNG.sync.write(png);
}

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

async function uploadPhoto(client: ReturnType<TestApp["client"]>) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await photo(petSvg()))], { type: "image/jpeg" }), "rex.jpg");
  const res = await t.app.request("/api/uploads", {
    method: "POST",
    headers: { origin: ORIGIN, cookie: client.cookie },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { upload: { id: string } }).upload.id;
}

describe("photo tools with OpenAI", () => {
  it("send the stored photo to /images/edits as multipart and gate the answer", async () => {
    fake = await startFakeOpenAI(answerWithImage(modelAnswer()));
    const image = fakeImageProvider(fake, { apiKey: "sk-test-secret" });
    t = await createTestApp({ image });
    const { client } = await t.signup();
    const id = await uploadPhoto(client);
    const stored = Buffer.from(await (await client.get(`/api/uploads/${id}`)).res.arrayBuffer());
    const res = await client.post("/api/generations", {
      tool: "photos/pet-portrait",
      values: { photo: id, page: "portrait", detail: "simple", lineWeight: "bold" },
    });
    expect(res.status).toBe(202);
    await t.deps.generations.idle();
    const g = (await client.get(`/api/generations/${res.json.generation.id}`)).json.generation;
    expect(g.status, JSON.stringify(g.error)).toBe("succeeded");

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.url).toBe("/v1/images/edits");
    expect(req.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const body = req.raw;
    // The photo is in the body byte for byte, as the part `image`, with the prompt and model.
    expect(body.includes(stored)).toBe(true);
    expect(body.toString("latin1")).toMatch(/name="image"; filename="photo\.jpg"\r\nContent-Type: image\/jpeg/);
    const text = body.toString("latin1");
    expect(text).toMatch(/name="model"\r\n\r\ngpt-image-1\r\n/);
    expect(text).toMatch(/name="size"\r\n\r\n1024x1536\r\n/);
    expect(text).toContain("Black-and-white line art coloring page of the pet in the attached photo");
    expect(text).toContain("clean black outlines");

    // The answer went through the gate: the 17:22 page, pure black and white, measured, traced.
    expect(g.output).toMatchObject({ width: 1024, height: 1325, vector: true });
    expect(g.output.quality).toMatchObject({ greyShare: 0, passed: true });
  });

  it("on Azure, call the deployment's images/edits path", async () => {
    fake = await startFakeOpenAI(answerWithImage(modelAnswer(256)));
    const image = createAzureImageProvider({
      endpoint: fake.base,
      apiKey: "azure-key",
      deployment: "pages",
      apiVersion: "2025-04-01-preview",
      model: "gpt-image-1",
      size: "1024x1024",
      quality: "medium",
      timeoutMs: 5000,
    });
    const page = await image.generate({
      toolId: "photos/photo-to-coloring-page",
      hub: "photos",
      output: "line-art",
      prompt: "Black-and-white line art coloring page traced from the attached photo",
      seed: 1,
      photo: await photo(petSvg()),
      signal: new AbortController().signal,
    });
    expect(Buffer.isBuffer(page)).toBe(true);
    expect(fake.requests[0]?.url).toBe("/openai/deployments/pages/images/edits?api-version=2025-04-01-preview");
    expect(fake.requests[0]?.headers["content-type"]).toMatch(/^multipart\/form-data/);
  });

  it("with a DALL·E model, draw the photo with the built-in pipeline instead (no edit endpoint)", async () => {
    fake = await startFakeOpenAI((_req, res) => json(res, 500, { error: { message: "should not be called" } }));
    const image = fakeImageProvider(fake, { model: "dall-e-3", quality: "standard" });
    const page = await image.generate({
      toolId: "photos/photo-to-coloring-page",
      hub: "photos",
      output: "line-art",
      prompt: "x",
      seed: 1,
      photo: await photo(petSvg()),
      signal: new AbortController().signal,
    });
    expect(fake.requests).toHaveLength(0);
    expect(Buffer.isBuffer(page) ? null : page.quality?.passed).toBe(true);
  });
});
