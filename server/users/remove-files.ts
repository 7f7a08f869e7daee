import type { AppDeps } from "../http/env.js";

/**
 * Removes every file of a user from the stores that keep them (disk, the shared database's
 * stored_files, or the bucket): their pages with the pages' vector originals, their book exports
 * and their photos. Rows are left to the caller: they name the files, so a removal that fails
 * keeps the account and can be tried again, rather than leaving files nobody can find.
 */
export async function removeUserFiles(deps: AppDeps, userId: string): Promise<void> {
  const pages = await deps.db
    .selectFrom("generations")
    .select(["image_path", "vector_path"])
    .where("user_id", "=", userId)
    .execute();
  for (const key of pages.flatMap((p) => [p.image_path, p.vector_path])) {
    if (key) await deps.images.remove(key);
  }
  const exportFiles = await deps.db
    .selectFrom("book_exports")
    .select("file_path")
    .where("user_id", "=", userId)
    .where("file_path", "is not", null)
    .execute();
  for (const { file_path } of exportFiles) await deps.books.exports.deps.files.remove(file_path as string);
  await deps.uploads.removeUser(userId);
}
