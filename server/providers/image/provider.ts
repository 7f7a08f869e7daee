import type { Quality } from "../../images/quality.js";

export interface ImageRequest {
  toolId: string;
  hub: string;
  output: "line-art" | "cover";
  prompt: string;
  sketch?: Record<string, string>;
  seed: number;
  signal: AbortSignal;
}

/** A page that has been through the quality gate where it was made (the built-in engine). */
export interface GatedImage {
  png: Buffer;
  quality: Quality | null;
}

export interface ImageProvider {
  /** The name users see in "Image generation failed" style messages (spec's {provider}). */
  name: string;
  /** Line art it returns is already pure black and white at 1024×1024. */
  printReady: boolean;
  concurrency: number;
  rpm?: number;
  /** The page; a provider that runs the quality gate itself answers with its figures too. */
  generate(req: ImageRequest): Promise<Buffer | GatedImage>;
  close?(): Promise<void>;
}

/** A provider failure with the user-facing message of product-spec §8. */
export class ImageProviderError extends Error {
  constructor(
    message: string,
    readonly code: "provider-error" | "no-image" | "invalid-response" | "timeout" | "content-policy" | "rate-limited",
  ) {
    super(message);
  }
}
