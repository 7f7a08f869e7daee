import type { RenderedActivity } from "../../activities/index.js";
import type { ActivityRequest } from "../../activities/types.js";
import type { Quality } from "../../images/quality.js";

export interface ImageRequest {
  toolId: string;
  hub: string;
  output: "line-art" | "cover";
  prompt: string;
  sketch?: Record<string, string>;
  seed: number;
  /** The standard `page` field: portrait asks for a tall image (17:22 once fitted). */
  page?: "square" | "portrait";
  /** A photo tool's photo: the stored upload (upright JPEG, no metadata, at most 2048 px). */
  photo?: Buffer;
  /** The standard page options' raw values (detail: simple|medium|detailed; lineWeight: thin|medium|bold). */
  options?: { detail?: string; lineWeight?: string };
  signal: AbortSignal;
  /** The user the page is for: the built-in engine's threads serve users in turns (decision 045). */
  owner?: string;
}

/**
 * A page as a provider made it: the built-in engine hands over its vector original and has
 * already run the quality gate on its line art.
 */
export interface ProviderPage {
  png: Buffer;
  svg?: string;
  quality?: Quality | null;
  /** The built-in engine's unasked objects on the page (docs/api.md: a generation's `extras`). */
  extras?: string[];
}

/** How one subject word was drawn (docs/api.md: a generation's `understood`). */
interface UnderstoodWord {
  word: string;
  drawnAs: string | null;
  exact: boolean;
  /** The drawing is another thing standing in for the word (drawn only once accepted). */
  standIn?: true;
}

export interface ImageProvider {
  /** The name users see in "Image generation failed" style messages (spec's {provider}). */
  name: string;
  /** The model it asks (recorded with each generation); none for the built-in engine. */
  model?: string;
  /** Line art it returns is already pure black and white at 1024×1024. */
  printReady: boolean;
  concurrency: number;
  rpm?: number;
  /** The page; the built-in engine answers with its SVG original and the gate's figures too. */
  generate(req: ImageRequest): Promise<Buffer | ProviderPage>;
  /**
   * Engines that draw from their own art say, before drawing, how each subject word will be
   * drawn; `unknown` names a subject key none of whose words they can draw, `standIn` a word
   * drawn as another thing (both refused, uncharged; a stand-in is drawn once accepted).
   */
  understand?(req: Pick<ImageRequest, "output" | "sketch">): {
    understood: UnderstoodWord[];
    unknown?: { key: string; words: string };
    standIn?: { key: string; word: string; drawnAs: string };
  };
  /**
   * Engines whose pages cost nothing to draw: the page small and watermarked (POST /api/previews),
   * after paid pages; the owner's newer preview replaces one still waiting, which rejects with
   * `Replaced` (server/fair-queue.ts).
   */
  preview?(req: Pick<ImageRequest, "toolId" | "hub" | "output" | "sketch" | "seed" | "owner">): Promise<ProviderPage>;
  /**
   * Engines that draw from their own art say whether each subject is drawn as written (nothing
   * refused, nothing drawn as another thing), read in their threads in turn with the owner's
   * pages: a text tool offers only ideas the artist draws.
   */
  drawnAsWritten?(subjects: string[], owner?: string): Promise<boolean[]>;
  /** Engines with drawing threads of their own draw puzzle pages there (renderActivity), in turns between users. */
  activity?(req: ActivityRequest, seed: number, owner?: string): Promise<RenderedActivity>;
  close?(): Promise<void>;
}

/** A provider failure, with the message the user is shown. */
export class ImageProviderError extends Error {
  constructor(
    message: string,
    readonly code: "provider-error" | "no-image" | "invalid-response" | "timeout" | "content-policy" | "rate-limited",
  ) {
    super(message);
  }
}
