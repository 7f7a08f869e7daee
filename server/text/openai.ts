import OpenAI from "openai";
import { parseDescription, parseIdeas } from "./parse.js";
import { buildPrompt } from "./prompts.js";
import { type TextProvider, TextProviderError, type TextRequest, type TextResult } from "./types.js";

export interface OpenAITextOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  /** SDK retries for 408/409/429/5xx and lost connections; text is cheap, so retrying is safe. */
  maxRetries?: number;
}

// One user message, max_tokens 2000, temperature 0.2: steady, complete answers.
const MAX_TOKENS = 2000;
const TEMPERATURE = 0.2;

function mapError(e: unknown): TextProviderError {
  if (e instanceof TextProviderError) return e;
  if (e instanceof OpenAI.APIConnectionTimeoutError) return new TextProviderError("text model timed out", true);
  if (e instanceof OpenAI.APIUserAbortError) return new TextProviderError("text generation was cancelled or timed out");
  if (e instanceof OpenAI.APIConnectionError) return new TextProviderError("could not reach the text model", true);
  if (e instanceof OpenAI.APIError) {
    const status = e.status ?? 0;
    const retryable = status === 429 || status >= 500;
    return new TextProviderError(`text model answered ${status}: ${e.message}`, retryable);
  }
  if (e instanceof SyntaxError) return new TextProviderError("text model sent malformed JSON");
  return new TextProviderError(`text generation failed: ${(e as Error)?.message ?? String(e)}`);
}

function toResult(req: TextRequest, content: string): TextResult {
  switch (req.generator) {
    case "list":
    case "ideas": {
      const ideas = parseIdeas(content, req.count);
      if (ideas.length === 0) throw new TextProviderError("the answer held no ideas");
      return { kind: "ideas", ideas };
    }
    case "description": {
      const description = parseDescription(content, req.title);
      if (!description.description && description.bulletPoints.length === 0) {
        throw new TextProviderError("the answer held no description");
      }
      return { kind: "description", description };
    }
    case "copyright": {
      // Shown as plain text with line breaks; a stray <br> or fence is undone.
      const text = content
        .replace(/\r\n?/g, "\n")
        .replace(/<br\s*\/?>/gi, "\n")
        .replace(/^[ \t]*```[\w-]*[ \t]*$/gm, "")
        .replace(/\*\*/g, "")
        .replace(/\n{3,}/g, "\n\n")
        .trim();
      return { kind: "text", text };
    }
  }
}

export function createOpenAITextProvider(opts: OpenAITextOptions): TextProvider {
  const timeout = opts.timeoutMs ?? 60_000;
  const maxRetries = opts.maxRetries ?? 2;
  const model = opts.model ?? "gpt-4o-mini";
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout, maxRetries });
  return {
    name: "OpenAI",
    model,
    async generate(req, signal) {
      let content: unknown;
      try {
        const res = await client.chat.completions.create(
          {
            model,
            messages: [{ role: "user", content: buildPrompt(req) }],
            max_tokens: MAX_TOKENS,
            temperature: TEMPERATURE,
          },
          { signal, timeout, maxRetries },
        );
        if (!res || typeof res !== "object") throw new TextProviderError("text model sent an invalid response");
        content = res.choices?.[0]?.message?.content;
      } catch (e) {
        throw mapError(e);
      }
      if (typeof content !== "string" || content.trim() === "") {
        throw new TextProviderError("text model sent an empty answer");
      }
      return toResult(req, content);
    },
  };
}
