import { PNG } from "pngjs";
import { afterEach, describe, expect, it } from "vitest";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { whitePng } from "../../../server/providers/image/fixed.js";
import { createAzureImageProvider } from "../../../server/providers/image/openai.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { answerWithImage, fakeImageProvider, json, startFakeOpenAI } from "../../helpers/fake-openai.js";

/** A grey, anti-aliased looking picture: what a real model returns for line art. */
function greyPng(size = 512): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) {
    const v = i % size < size / 2 ? 40 : 200;
    png.data.set([v, v, v, 255], i * 4);
  }
  return PNG.sync.write(png);
}

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
afterEach(async () => {
  await t?.close();
  await fake?.close();
});

async function setup(respond: Parameters<typeof startFakeOpenAI>[0], timeoutMs = 2000) {
  fake = await startFakeOpenAI(respond);
  const image = fakeImageProvider(fake, { apiKey: "sk-test-secret", timeoutMs, retryDelayMs: 5 });
  t = await createTestApp({ image });
  const s = await t.signup();
  return s;
}

async function generate(
  s: Awaited<ReturnType<typeof setup>>,
  tool = "kids/alphabet",
  values: Record<string, unknown> = { subject: "Apple" },
) {
  const res = await s.client.post("/api/generations", { tool, values });
  expect(res.status).toBe(202);
  await t.deps.generations.idle();
  const done = await s.client.get(`/api/generations/${res.json.generation.id}`);
  const balance = await t.db
    .selectFrom("users")
    .select("credits")
    .where("id", "=", s.user.id)
    .executeTakeFirstOrThrow();
  const refunds = await t.db
    .selectFrom("credit_ledger")
    .selectAll()
    .where("reference", "=", res.json.generation.id)
    .where("delta", ">", 0)
    .execute();
  return { generation: done.json.generation, credits: balance.credits, refunds: refunds.length };
}

describe("OpenAI image provider through a local OpenAI-speaking server", () => {
  it("stores a base64 answer as a print-clean 1024×1024 page and sends the configured request", async () => {
    const s = await setup((_req, res) =>
      json(res, 200, { created: 1, data: [{ b64_json: greyPng().toString("base64") }] }),
    );
    const { generation, credits } = await generate(s);
    expect(generation.status).toBe("succeeded");
    expect(generation.output).toMatchObject({ kind: "image", width: 1024, height: 1024 });
    expect(credits).toBe(249);
    const req = fake.requests[0];
    expect(req?.url).toBe("/v1/images/generations");
    expect(req?.headers.authorization).toBe("Bearer sk-test-secret");
    expect(req?.body).toMatchObject({ model: "gpt-image-1", n: 1, size: "1024x1024", quality: "medium" });
    expect(req?.body.prompt).toMatch(/coloring page/i);
    const img = await s.client.get(generation.output.url);
    expect(img.headers.get("content-type")).toBe("image/png");
    const png = PNG.sync.read(Buffer.from(await img.res.arrayBuffer()));
    const grey = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4)
      if (png.data[i] !== 0 && png.data[i] !== 255) grey.add(png.data[i] as number);
    expect(grey.size).toBe(0);
  });

  it("downloads a URL answer", async () => {
    const s = await setup((req, res, base) => {
      if (req.url === "/files/page.png") {
        res.writeHead(200, { "content-type": "image/png" });
        res.end(whitePng(256));
      } else json(res, 200, { created: 1, data: [{ url: `${base}/files/page.png` }] });
    });
    const { generation } = await generate(s);
    expect(generation.status).toBe("succeeded");
    expect(generation.output.width).toBe(1024);
  });

  it("shows the provider's message for a content-policy refusal and refunds once", async () => {
    const s = await setup((_req, res) =>
      json(res, 400, {
        error: {
          message: "Your request was rejected by the safety system.",
          type: "invalid_request_error",
          code: "moderation_blocked",
        },
      }),
    );
    const { generation, credits, refunds } = await generate(s);
    expect(generation.status).toBe("failed");
    expect(generation.error).toEqual({
      code: "content-policy",
      message: "Image generation failed: Your request was rejected by the safety system.",
    });
    expect(credits).toBe(250);
    expect(refunds).toBe(1);
    expect(fake.requests).toHaveLength(1);
    expect(await ledgerSum(t.db, s.user.id)).toBe(250);
  });

  it("retries a 429 and then succeeds, charging once", async () => {
    let n = 0;
    const s = await setup((_req, res) =>
      ++n === 1
        ? json(res, 429, { error: { message: "Rate limit reached" } })
        : json(res, 200, { data: [{ b64_json: whitePng(64).toString("base64") }] }),
    );
    const { generation, credits } = await generate(s);
    expect(generation.status).toBe("succeeded");
    expect(fake.requests).toHaveLength(2);
    expect(credits).toBe(249);
  });

  it("gives up on repeated 500s with the spec's message and refunds once", async () => {
    const s = await setup((_req, res) => json(res, 500, { error: { message: "The server had an error" } }));
    const { generation, credits, refunds } = await generate(s);
    expect(generation.status).toBe("failed");
    expect(generation.error.message).toBe("Image generation failed: The server had an error");
    expect(fake.requests).toHaveLength(3);
    expect(credits).toBe(250);
    expect(refunds).toBe(1);
  });

  it("treats a hang past the timeout as outcome unknown: no retry, one refund", async () => {
    const s = await setup(() => undefined, 300);
    const { generation, credits, refunds } = await generate(s);
    expect(generation.status).toBe("failed");
    expect(generation.error.code).toBe("timeout");
    expect(fake.requests).toHaveLength(1);
    expect(credits).toBe(250);
    expect(refunds).toBe(1);
  });

  it("reports malformed JSON as an invalid response", async () => {
    const s = await setup((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{ this is not json");
    });
    const { generation, credits } = await generate(s);
    expect(generation.status).toBe("failed");
    expect(generation.error.message).toBe("Invalid response from OpenAI");
    expect(credits).toBe(250);
  });

  it("reports an answer without an image", async () => {
    const s = await setup((_req, res) => json(res, 200, { created: 1, data: [] }));
    const { generation } = await generate(s);
    expect(generation.error.message).toBe("No image URL received from OpenAI");
  });
});

describe("Azure OpenAI image provider", () => {
  it("calls the deployment path with the api-version and the api-key header", async () => {
    fake = await startFakeOpenAI(answerWithImage(whitePng(64)));
    const image = createAzureImageProvider({
      endpoint: fake.base,
      apiKey: "azure-key",
      deployment: "pages",
      apiVersion: "2025-04-01-preview",
      model: "gpt-image-1",
      size: "1024x1024",
      quality: "medium",
      timeoutMs: 2000,
    });
    const png = await image.generate({
      toolId: "kids/alphabet",
      hub: "kids",
      output: "cover",
      prompt: "a cat",
      seed: 1,
      signal: new AbortController().signal,
    });
    expect(Buffer.isBuffer(png) && png.length).toBeGreaterThan(0);
    expect(fake.requests[0]?.url).toBe("/openai/deployments/pages/images/generations?api-version=2025-04-01-preview");
    expect(fake.requests[0]?.headers["api-key"]).toBe("azure-key");
    expect(image.rpm).toBe(6);
  });
});
