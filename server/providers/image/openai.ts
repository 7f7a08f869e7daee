import OpenAI, { AzureOpenAI, toFile } from "openai";
import { photoToPage } from "../../photo/index.js";
import { type ImageProvider, ImageProviderError, type ImageRequest } from "./provider.js";

interface OpenAIImageOptions {
  model: string;
  size: string;
  quality: string;
  timeoutMs: number;
  /** Retries for answers that certainly cost nothing (429, 5xx, refused connection). */
  maxRetries?: number;
  retryDelayMs?: number;
  concurrency?: number;
  rpm?: number;
}

type Client = Pick<OpenAI, "images">;

const isDalle = (model: string) => model.startsWith("dall-e");

/** A portrait page (17:22) asks for the model's tall size; the gate fits it to the page. */
function sizeFor(o: OpenAIImageOptions, page: ImageRequest["page"]): string {
  if (page !== "portrait" || o.size !== "1024x1024") return o.size;
  if (o.model === "dall-e-2") return o.size;
  return isDalle(o.model) ? "1024x1792" : "1024x1536";
}

function requestBody(o: OpenAIImageOptions, req: ImageRequest) {
  const body: Record<string, unknown> = { model: o.model, prompt: req.prompt, n: 1, size: sizeFor(o, req.page) };
  if (isDalle(o.model)) {
    // DALL·E 3 speaks standard/hd and vivid/natural, and answers with a URL unless asked.
    body.quality = o.quality === "high" || o.quality === "hd" ? "hd" : "standard";
    body.style = "vivid";
    body.response_format = "b64_json";
  } else {
    body.quality = o.quality === "standard" ? "medium" : o.quality === "hd" ? "high" : o.quality;
  }
  return body;
}

/**
 * A photo tool's request for the edit endpoint (GPT Image models): the photo as `image`, the
 * tool's prompt asking for clean line art of it, the page's size and quality.
 */
async function editBody(o: OpenAIImageOptions, req: ImageRequest & { photo: Buffer }) {
  const body = requestBody(o, req);
  return {
    ...body,
    prompt: `${req.prompt}\nTrace the attached photo as clean black outlines on white for a coloring page: keep the subject recognisable, simplify textures, no shading, no grey, no solid black areas.`,
    image: await toFile(req.photo, "photo.jpg", { type: "image/jpeg" }),
  };
}

async function download(url: string, signal: AbortSignal, name: string): Promise<Buffer> {
  const res = await fetch(url, { signal });
  if (!res.ok)
    throw new ImageProviderError(
      `Image generation failed: could not download the image (${res.status})`,
      "provider-error",
    );
  const buf = Buffer.from(await res.arrayBuffer());
  if (!buf.length) throw new ImageProviderError(`Invalid response from ${name}`, "invalid-response");
  return buf;
}

function mapError(e: unknown, name: string, signal: AbortSignal): { error: ImageProviderError; retry: boolean } {
  if (e instanceof ImageProviderError) return { error: e, retry: false };
  if (e instanceof OpenAI.APIConnectionTimeoutError || signal.aborted || (e as Error)?.name === "AbortError") {
    // The request may have reached the provider: outcome unknown, so never retried (no double bill).
    return {
      error: new ImageProviderError("Image generation failed: the image service did not answer in time", "timeout"),
      retry: false,
    };
  }
  if (e instanceof OpenAI.APIConnectionError) {
    return {
      error: new ImageProviderError(`Image generation failed: could not reach ${name}`, "provider-error"),
      retry: true,
    };
  }
  if (e instanceof OpenAI.APIError) {
    const detail = (e.error as { message?: string } | undefined)?.message ?? e.message;
    const status = e.status ?? 0;
    if (status === 429)
      return { error: new ImageProviderError(`Image generation failed: ${detail}`, "rate-limited"), retry: true };
    if (status >= 500)
      return { error: new ImageProviderError(`Image generation failed: ${detail}`, "provider-error"), retry: true };
    const code = /safety|policy|moderation/i.test(`${e.code ?? ""} ${detail}`) ? "content-policy" : "provider-error";
    return { error: new ImageProviderError(`Image generation failed: ${detail}`, code), retry: false };
  }
  if (e instanceof SyntaxError)
    return { error: new ImageProviderError(`Invalid response from ${name}`, "invalid-response"), retry: false };
  return {
    error: new ImageProviderError(
      `Image generation failed: ${(e as Error)?.message ?? "unknown error"}`,
      "provider-error",
    ),
    retry: false,
  };
}

function createOpenAICompatibleProvider(name: string, client: Client, o: OpenAIImageOptions): ImageProvider {
  const maxRetries = o.maxRetries ?? 2;
  return {
    name,
    model: o.model,
    printReady: false,
    concurrency: o.concurrency ?? 4,
    rpm: o.rpm,
    async generate(req: ImageRequest) {
      const { photo } = req;
      if (photo && isDalle(o.model)) {
        // DALL·E cannot edit from a photo: the built-in photo pipeline draws it (docs/operations.md).
        return photoToPage({
          photo,
          page: req.page,
          ...req.options,
          variant: req.sketch?.variant,
          fit: req.sketch?.fit,
        });
      }
      const signal = AbortSignal.any([req.signal, AbortSignal.timeout(o.timeoutMs)]);
      for (let attempt = 0; ; attempt++) {
        try {
          const options = { signal, timeout: o.timeoutMs, maxRetries: 0 };
          const res = photo
            ? await client.images.edit((await editBody(o, { ...req, photo })) as never, options)
            : await client.images.generate(requestBody(o, req) as never, options);
          const first = (res as { data?: { b64_json?: string; url?: string }[] })?.data?.[0];
          if (!res || typeof res !== "object" || !("data" in res))
            throw new ImageProviderError(`Invalid response from ${name}`, "invalid-response");
          if (first?.b64_json) return Buffer.from(first.b64_json, "base64");
          if (first?.url) return await download(first.url, signal, name);
          throw new ImageProviderError(`No image URL received from ${name}`, "no-image");
        } catch (e) {
          const { error, retry } = mapError(e, name, signal);
          if (!retry || attempt >= maxRetries) throw error;
          await new Promise((r) => setTimeout(r, (o.retryDelayMs ?? 1000) * 2 ** attempt));
        }
      }
    },
  };
}

export function createOpenAIImageProvider(
  opts: OpenAIImageOptions & { apiKey: string; baseURL?: string },
): ImageProvider {
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, timeout: opts.timeoutMs });
  return createOpenAICompatibleProvider("OpenAI", client, opts);
}

/** Azure: POST {endpoint}/openai/deployments/{deployment}/images/generations?api-version=… */
export function createAzureImageProvider(
  opts: OpenAIImageOptions & { endpoint: string; apiKey: string; deployment: string; apiVersion: string },
): ImageProvider {
  const client = new AzureOpenAI({
    endpoint: opts.endpoint,
    apiKey: opts.apiKey,
    deployment: opts.deployment,
    apiVersion: opts.apiVersion,
    maxRetries: 0,
    timeout: opts.timeoutMs,
  });
  return createOpenAICompatibleProvider("Azure OpenAI", client, { rpm: 6, concurrency: 2, ...opts });
}
