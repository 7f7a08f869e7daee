import type { RenderedBuiltin } from "../../engine/render.js";
import type { StoreDescription } from "../api-types.js";

/**
 * What a text tool asks for: its builtin block rendered for the request (the descriptor's
 * discriminated union, engine/render.ts), the seed, the tool's rendered prompt (what a language
 * model is sent for list tools), the year of a copyright page and the user it is for (whose
 * turn any work in a drawing thread takes).
 */
export type TextRequest = RenderedBuiltin & { seed: number; prompt?: string; year?: number; owner?: string };

export type TextResult =
  | { kind: "ideas"; ideas: string[] }
  | { kind: "description"; description: StoreDescription }
  | { kind: "text"; text: string };

export interface TextProvider {
  name: string;
  /** The model it asks (recorded with each generation); none for the built-in texts. */
  model?: string;
  generate(req: TextRequest, signal?: AbortSignal): Promise<TextResult>;
}

/**
 * A text provider failure. The message is for logs; users see the tool's own
 * "Failed to generate …" message, chosen by the generation runner.
 */
export class TextProviderError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
    this.name = "TextProviderError";
  }
}
