import type { StoreDescription } from "../api-types.js";

/** What a content tool asks for (product-spec §2 "Content Ideas screens"). */
export type TextRequest =
  | { generator: "ideas"; theme: string; count: number; seed: number }
  | { generator: "description"; title: string; seed: number }
  | {
      generator: "copyright";
      title: string;
      author: string;
      isbn?: string;
      publisher?: string;
      year?: number;
      seed: number;
    };

export type TextResult =
  | { kind: "ideas"; ideas: string[] }
  | { kind: "description"; description: StoreDescription }
  | { kind: "text"; text: string };

export interface TextProvider {
  name: string;
  generate(req: TextRequest, signal?: AbortSignal): Promise<TextResult>;
}

/**
 * A text provider failure. The message is for logs; users see the tool's own
 * "Failed to generate …" message (product-spec §8), chosen by the generation runner.
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
