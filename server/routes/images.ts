import { Hono } from "hono";
import { imageQuery } from "../../engine/api/generations.js";
import { AppError } from "../errors.js";
import { query } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { printPng } from "../print/raster.js";
import { downloadName, loadPrintSource } from "../print/source.js";
import { nullIfMissing } from "../storage/images.js";

export const imageRoutes = new Hono<AppEnv>().use(requireUser()).get("/:id", query(imageQuery), async (c) => {
  const { generations, images, catalog, print } = c.var.deps;
  const { size, download } = c.req.valid("query");
  const user = currentUser(c);
  const row = await generations.get(c.req.param("id"), user);
  if (!row?.image_path) throw new AppError(404, "not-found", "This image does not exist");
  let png: Buffer | null;
  if (size === "print") {
    // Made afresh from the page's original by the print module (docs/api.md, "Page options, quality
    // and print"), a few at once in turns between users, capped per user (429 beyond: decision 045).
    png = await print.printSize.run(user.id, async () => {
      const source = await loadPrintSource(images, row, catalog().byId.get(row.tool)?.output);
      return source ? printPng(source) : null;
    });
  } else {
    png = await images.read(row.image_path).catch(nullIfMissing);
  }
  if (!png) throw new AppError(404, "not-found", "This image does not exist");
  c.header("Content-Type", "image/png");
  // Private: images belong to one account and must not sit in shared caches.
  c.header("Cache-Control", "private, max-age=31536000, immutable");
  c.header("X-Content-Type-Options", "nosniff");
  if (download) {
    c.header("Content-Disposition", `attachment; filename="${downloadName(row, "png")}"`);
  }
  return c.body(new Uint8Array(png));
});
