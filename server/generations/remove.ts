import type { DB } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import type { ImageStore } from "../storage/images.js";
import { getGeneration } from "./gallery.js";
import { answerKeyOf } from "./mapping.js";

/**
 * Delete a finished page the viewer may see (its owner, or an administrator) with every file it
 * stored: the image, its vector original and an activity's answer key.
 */
export async function removeGeneration(db: DB, images: ImageStore, adminEmail: string, id: string, viewer: UserRow) {
  const row = await getGeneration(db, id, viewer, adminEmail);
  if (!row) throw new AppError(404, "not-found", "This page does not exist");
  if (row.status === "queued" || row.status === "running") {
    throw new AppError(409, "still-running", "This page is still being generated");
  }
  await db.deleteFrom("generations").where("id", "=", id).execute();
  if (row.image_path) await images.remove(row.image_path);
  if (row.vector_path) await images.remove(row.vector_path);
  const answer = answerKeyOf(row);
  if (answer) for (const key of [answer.png, answer.svg]) await images.remove(key);
}
