import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAITextProvider, TextProviderError, type TextRequest } from "../../../server/text/index.js";

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: Record<string, unknown>;
}
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// A local server that speaks the chat-completions protocol (CONVENTIONS.md 7: fake at the HTTP boundary).
let server: Server;
let baseURL: string;
let seen: Seen[] = [];
let handler: Handler;

const answer =
  (content: unknown, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "c1",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  };
const failWith =
  (status: number): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "5" });
    res.end(JSON.stringify({ error: { message: `status ${status}`, type: "server_error" } }));
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen.push({
        method: req.method ?? "",
        url: req.url ?? "",
        auth: req.headers.authorization,
        body: JSON.parse(raw || "{}"),
      });
      handler(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
});

const provider = (o: { maxRetries?: number; timeoutMs?: number; model?: string } = {}) =>
  createOpenAITextProvider({ apiKey: "sk-test", baseURL, timeoutMs: 300, maxRetries: 0, ...o });
const ideasReq: TextRequest = { generator: "ideas", theme: "ocean", count: 3, seed: 1 };

const promptOf = (i: number): string => {
  const messages = (seen[i]?.body.messages ?? []) as Array<{ content?: string }>;
  return messages[0]?.content ?? "";
};

async function failure(p: Promise<unknown>): Promise<TextProviderError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(TextProviderError);
  return e as TextProviderError;
}

describe("openai text provider", () => {
  it("sends one user message with max_tokens 2000 and temperature 0.2, and parses the ideas", async () => {
    handler = answer("Here you go:\n- A whale\n- A crab\n- A reef\n- An extra one");
    const r = await provider({ model: "gpt-test" }).generate(ideasReq);
    expect(r).toEqual({ kind: "ideas", ideas: ["A whale", "A crab", "A reef"] });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req?.method).toBe("POST");
    expect(req?.url).toBe("/v1/chat/completions");
    expect(req?.auth).toBe("Bearer sk-test");
    expect(req?.body).toMatchObject({ model: "gpt-test", max_tokens: 2000, temperature: 0.2 });
    const messages = req?.body.messages as Array<{ role: string; content: string }>;
    expect(messages).toHaveLength(1);
    expect(messages[0]?.role).toBe("user");
    expect(messages[0]?.content).toMatch(/3 original coloring page ideas.*"ocean"/);
    expect(messages[0]?.content).toContain('"- "');
  });

  it("defaults to gpt-4o-mini", async () => {
    handler = answer("- A whale");
    await provider().generate(ideasReq);
    expect(seen[0]?.body.model).toBe("gpt-4o-mini");
  });

  it("parses a description answer and returns a copyright answer as plain text", async () => {
    handler = answer("Desc.\n\n- A\n- B\n\nBuy now!\n\nKeywords:\nk1, k2\n\nBooks › Art");
    const d = await provider().generate({ generator: "description", title: "Cozy", seed: 1 });
    expect(d).toMatchObject({
      kind: "description",
      description: { title: "Cozy", description: "Desc.", bulletPoints: ["A", "B"] },
    });
    expect(promptOf(0)).toMatch(/"Keywords:"/);

    handler = answer("Copyright © 2025 Jane<br>All rights reserved.\r\nFirst edition 2025");
    const c = await provider().generate({ generator: "copyright", title: "T", author: "Jane", year: 2025, seed: 1 });
    expect(c).toEqual({ kind: "text", text: "Copyright © 2025 Jane\nAll rights reserved.\nFirst edition 2025" });
    const prompt = promptOf(1);
    expect(prompt).toContain("Copyright © 2025 Jane");
    expect(prompt).toContain("no ISBN line");
  });

  it("turns a 500 into a retryable TextProviderError", async () => {
    handler = failWith(500);
    const e = await failure(provider().generate(ideasReq));
    expect(e.retryable).toBe(true);
    expect(e.message).toMatch(/500/);
    expect(seen).toHaveLength(1);
  });

  it("turns a 429 into a retryable TextProviderError, and a 401 into a final one", async () => {
    handler = failWith(429);
    expect((await failure(provider().generate(ideasReq))).retryable).toBe(true);
    handler = failWith(401);
    expect((await failure(provider().generate(ideasReq))).retryable).toBe(false);
  });

  it("retries as configured, then succeeds", async () => {
    let calls = 0;
    handler = (req, res) => (++calls === 1 ? failWith(503)(req, res) : answer("- A whale")(req, res));
    expect(await provider({ maxRetries: 1 }).generate(ideasReq)).toEqual({ kind: "ideas", ideas: ["A whale"] });
    expect(seen).toHaveLength(2);
  });

  it("rejects malformed JSON", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"choices": [ {"message": ');
    };
    await failure(provider().generate(ideasReq));
  });

  it.each([
    ["empty content", ""],
    ["whitespace content", "  \n "],
    ["null content", null],
  ])("rejects %s", async (_name, content) => {
    handler = answer(content);
    expect((await failure(provider().generate(ideasReq))).message).toMatch(/empty/);
  });

  it("rejects an answer without choices, and ideas answers that hold no ideas", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [] }));
    };
    await failure(provider().generate(ideasReq));
    handler = answer("Sorry, I can't help with that.");
    expect((await failure(provider().generate(ideasReq))).message).toMatch(/no ideas/);
  });

  it("gives up on a hanging server after the timeout", async () => {
    handler = () => {}; // never answers
    const started = Date.now();
    const e = await failure(provider({ timeoutMs: 300 }).generate(ideasReq));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(e.message).toMatch(/timed out/);
  });

  it("stops when the caller's signal aborts", async () => {
    handler = () => {};
    const e = await failure(provider({ timeoutMs: 5000 }).generate(ideasReq, AbortSignal.timeout(100)));
    expect(e.message).toMatch(/cancelled|timed out/);
  });
});
