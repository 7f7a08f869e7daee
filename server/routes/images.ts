import { Hono } from "hono";
import { AppError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";

/** A stamp safe in a file name: 2026-11-22T07-34-10. */
const stamp = (iso: string) => iso.replace(/\.\d+Z$/, "").replace(/:/g, "-");

export const imageRoutes = new Hono<AppEnv>().use(requireUser()).get("/:id", async (c) => {
  const { generations, images } = c.var.deps;
  const row = await generations.get(c.req.param("id"), currentUser(c));
  if (!row?.image_path) throw new AppError(404, "not-found", "This image does not exist");
  const png = await images.read(row.image_path).catch(() => null);
  if (!png) throw new AppError(404, "not-found", "This image does not exist");
  c.header("Content-Type", "image/png");
  // Private: images belong to one account and must not sit in shared caches.
  c.header("Cache-Control", "private, max-age=31536000, immutable");
  c.header("X-Content-Type-Options", "nosniff");
  if (c.req.query("download")) {
    c.header("Content-Disposition", `attachment; filename="coloring-page-${stamp(row.created_at)}.png"`);
  }
  return c.body(new Uint8Array(png));
});
