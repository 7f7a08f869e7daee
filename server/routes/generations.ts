import { type Context, Hono } from "hono";
import { AppError, messages } from "../errors.js";
import { toApiGeneration } from "../generations/mapping.js";
import type { GalleryFilter } from "../generations/service.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, jsonBody, requireUser } from "../http/middleware.js";
import { isPaper } from "../print/paper.js";
import { printPdf } from "../print/pdf.js";
import { downloadName, loadPrintSource } from "../print/source.js";

export const generationRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const user = currentUser(c, messages.signInToGenerate);
    const body = await jsonBody(c);
    const result = await c.var.deps.generations.create(user, body.tool, body.values ?? {}, {
      acceptStandIns: body.acceptStandIns === true,
      seed: parseSeed(body.seed),
    });
    return c.json(result, 202);
  })
  .use(requireUser())
  .get("/", async (c) => {
    const user = currentUser(c);
    return c.json(await c.var.deps.generations.list(user.id, c.req.query("cursor") || undefined, galleryFilter(c)));
  })
  .get("/:id", async (c) => {
    const service = c.var.deps.generations;
    const row = await service.get(c.req.param("id"), currentUser(c));
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    return c.json({ generation: toApiGeneration(row, service.position(row)) });
  })
  .get("/:id/print.pdf", async (c) => {
    const { generations, images, catalog } = c.var.deps;
    const row = await generations.get(c.req.param("id"), currentUser(c));
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    const paper = c.req.query("paper") ?? "letter";
    if (!isPaper(paper))
      throw new AppError(400, "invalid-input", "Paper must be letter or a4", { paper: "Paper must be letter or a4" });
    if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
    const source = await loadPrintSource(images, row, catalog().byId.get(row.tool)?.output);
    if (!source) throw new AppError(404, "not-found", "This page has no image to print");
    const name = downloadName(row, "pdf");
    const pdf = await printPdf(source, paper, name.replace(/\.pdf$/, ""));
    c.header("Content-Type", "application/pdf");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `${c.req.query("download") ? "attachment" : "inline"}; filename="${name}"`);
    return c.body(new Uint8Array(pdf));
  })
  .delete("/:id", async (c) => {
    await c.var.deps.generations.remove(c.req.param("id"), currentUser(c));
    return c.body(null, 204);
  });

const seedMessage = "The seed must be a whole number from 0 to 2147483647";

/** An optional page seed: a whole number from 0 to 2^31 - 1 (a preview's `seed`). */
export function parseSeed(raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 0 || raw > 2 ** 31 - 1)
    throw new AppError(400, "invalid-input", seedMessage, { seed: seedMessage });
  return raw;
}

const SLUG = /^[a-z0-9-]+$/;
const TOOL_ID = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** ?hub=kids&tool=kids/alphabet&favourite=1; a malformed id is bad input, not an empty page. */
function galleryFilter(c: Context<AppEnv>): GalleryFilter {
  const { hub, tool, favourite } = c.req.query();
  if (hub !== undefined && !SLUG.test(hub)) throw new AppError(400, "invalid-input", "Unknown hub");
  if (tool !== undefined && !TOOL_ID.test(tool)) throw new AppError(400, "invalid-input", "Unknown tool");
  return { hub: hub || undefined, tool: tool || undefined, favourite: favourite === "1" || favourite === "true" };
}
