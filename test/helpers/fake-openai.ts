import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAIImageProvider } from "../../server/providers/image/openai.js";

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: any;
  /** The body's bytes as sent (multipart uploads are not text). */
  raw: Buffer;
}

export type Responder = (req: RecordedRequest, res: ServerResponse, base: string) => void | Promise<void>;

/**
 * A local HTTP server that speaks the OpenAI (and Azure OpenAI) REST API, so providers are
 * tested through the real SDK at its real boundary. `respond` decides each answer.
 */
export async function startFakeOpenAI(respond: Responder) {
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  let handler = respond;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const raw = bytes.toString();
    let body: any = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // keep raw
    }
    const recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, raw: bytes };
    requests.push(recorded);
    open.add(res);
    res.on("close", () => open.delete(res));
    await handler(recorded, res, base);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    setResponder(next: Responder) {
      handler = next;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

/** A responder that answers every image request with this PNG, as the Images API sends it. */
export function answerWithImage(png: Buffer, extra: Record<string, unknown> = {}): Responder {
  return (_req, res) => json(res, 200, { ...extra, data: [{ b64_json: png.toString("base64") }] });
}

/**
 * Our OpenAI image provider pointed at the fake (through the real SDK): gpt-image-1, 1024x1024,
 * medium, 5 s, unless `options` says otherwise.
 */
export function fakeImageProvider(
  fake: { base: string },
  options: Partial<Parameters<typeof createOpenAIImageProvider>[0]> = {},
) {
  return createOpenAIImageProvider({
    apiKey: "sk-test",
    baseURL: `${fake.base}/v1`,
    model: "gpt-image-1",
    size: "1024x1024",
    quality: "medium",
    timeoutMs: 5000,
    ...options,
  });
}
