import { unreadableFields } from "../../engine/readable-text.js";
import { AppError } from "../errors.js";

/**
 * 400 `invalid-input` naming each of `keys` whose text is not readable (engine/readable-text.ts):
 * only invisible characters, or a character under a tower of accent marks.
 */
export function requireReadable(body: Record<string, unknown>, keys: string[]): void {
  const fields = unreadableFields(body, keys);
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, "invalid-input", first, fields);
}
