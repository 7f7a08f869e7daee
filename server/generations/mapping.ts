import type { Generation, GenerationOutput, Quality } from "../api-types.js";
import type { GenerationRow } from "../db/schema.js";

export function toApiGeneration(row: GenerationRow, queuePosition?: number): Generation {
  return {
    id: row.id,
    tool: row.tool,
    values: JSON.parse(row.values_json) as Record<string, unknown>,
    status: row.status as Generation["status"],
    charged: row.charged,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    output: outputOf(row),
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? "" } : null,
    favourite: row.favourite === 1,
    ...(row.status === "queued" && queuePosition !== undefined && queuePosition >= 0 ? { queuePosition } : {}),
  };
}

function outputOf(row: GenerationRow): GenerationOutput | null {
  if (!row.output_json) return null;
  const output = JSON.parse(row.output_json) as GenerationOutput & { answerKey?: unknown };
  if (output.kind !== "image") return output;
  // Where the answer key is stored stays on the server (answerKeyOf).
  delete output.answerKey;
  // The gate's figures live in their own column (migrations/004-page-quality.ts); covers have none.
  // Pages without the built-in engine's own names (activities, older pages) say so: null.
  return {
    ...output,
    extras: output.extras ?? null,
    quality: row.quality_json ? (JSON.parse(row.quality_json) as Quality) : null,
  };
}

/** An activity page's stored answer key: PNG and SVG keys in the image store. */
export function answerKeyOf(row: Pick<GenerationRow, "output_json">): { png: string; svg: string } | null {
  if (!row.output_json) return null;
  const key = (JSON.parse(row.output_json) as { answerKey?: { png?: unknown; svg?: unknown } }).answerKey;
  return key && typeof key.png === "string" && typeof key.svg === "string" ? { png: key.png, svg: key.svg } : null;
}

export function encodeCursor(row: Pick<GenerationRow, "created_at" | "id">): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString().split("|");
  return createdAt && id ? { createdAt, id } : null;
}
