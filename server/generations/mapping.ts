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
  const output = JSON.parse(row.output_json) as GenerationOutput;
  if (output.kind !== "image") return output;
  // The gate's figures live in their own column (migrations/004-page-quality.ts); covers have none.
  return { ...output, quality: row.quality_json ? (JSON.parse(row.quality_json) as Quality) : null };
}

export function encodeCursor(row: Pick<GenerationRow, "created_at" | "id">): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString().split("|");
  return createdAt && id ? { createdAt, id } : null;
}
