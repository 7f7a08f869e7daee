import { Hono } from "hono";
import { printPagesBody } from "../../engine/api/print.js";
import type { GenerationRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import { body } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { loadPrintSource, type PrintSource } from "../print/source.js";

/** `pages-<n>-<timestamp>.pdf`, like the single page's `<tool-slug>-<timestamp>.pdf`. */
const printName = (count: number) =>
  `pages-${count}-${new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/:/g, "-")}.pdf`;

/**
 * POST /api/print (docs/api.md, "Printing several pages"): several of the caller's pages in one
 * print PDF, one sheet each, laid out as print.pdf lays out one; made in the print threads under
 * the same per-user limit as print.pdf.
 */
export const printRoutes = new Hono<AppEnv>().use(requireUser()).post("/", body(printPagesBody), async (c) => {
  const { generationIds, paper } = c.req.valid("json");
  const { generations, images, catalog, print } = c.var.deps;
  const user = currentUser(c);
  // Every page is checked before any is read: a stranger's id (or a missing one) is a 404 that
  // says nothing of the others.
  const rows: GenerationRow[] = [];
  for (const id of generationIds) {
    const row = await generations.get(id, user);
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    rows.push(row);
  }
  for (const row of rows)
    if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
  const name = printName(rows.length);
  const pdf = await print.perUser.run(user.id, async () => {
    const sources: PrintSource[] = [];
    const tools = catalog().byId;
    for (const row of rows) {
      const source = await loadPrintSource(images, row, tools.get(row.tool)?.output);
      if (!source) throw new AppError(404, "not-found", "This page has no image to print");
      sources.push(source);
    }
    return print.renderer.pdfPages(sources, paper, name.replace(/\.pdf$/, ""), user.id);
  });
  c.header("Content-Type", "application/pdf");
  c.header("Cache-Control", "private, no-store");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Disposition", `attachment; filename="${name}"`);
  return c.body(new Uint8Array(pdf));
});
