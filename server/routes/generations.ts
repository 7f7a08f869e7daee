import { type Context, Hono } from "hono";
import { paletteById } from "../../engine/covers/palettes.js";
import { SLUG, TOOL_ID } from "../../engine/descriptor.js";
import { AppError, messages } from "../errors.js";
import { answerKeyOf, toApiGeneration } from "../generations/mapping.js";
import type { GalleryFilter } from "../generations/service.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, jsonBody, requireUser } from "../http/middleware.js";
import { isSheet, sheetMessage } from "../print/sheet.js";
import { downloadName, loadPrintSource } from "../print/source.js";

const coloredMessages = {
  palette: "Please choose one of the palettes",
  seed: "The seed must be a whole number",
  lineArt: "Only line-art pages can be coloured",
} as const;

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
    const { generations, images, catalog, print } = c.var.deps;
    const user = currentUser(c);
    const row = await generations.get(c.req.param("id"), user);
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    const paper = c.req.query("paper") ?? "letter";
    if (!isSheet(paper)) throw new AppError(400, "invalid-input", sheetMessage, { paper: sheetMessage });
    if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
    const name = downloadName(row, "pdf");
    // Counted from before the page is read: the read, the PDF and its bytes are the work.
    const pdf = await print.perUser.run(user.id, async () => {
      const source = await loadPrintSource(images, row, catalog().byId.get(row.tool)?.output);
      if (!source) throw new AppError(404, "not-found", "This page has no image to print");
      return print.renderer.pdf(source, paper, name.replace(/\.pdf$/, ""));
    });
    c.header("Content-Type", "application/pdf");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `${c.req.query("download") ? "attachment" : "inline"}; filename="${name}"`);
    return c.body(new Uint8Array(pdf));
  })
  .get("/:id/colored.png", async (c) => {
    const { source, palette, seed } = await coloredRequest(c);
    const png = await c.var.deps.print.renderer.coloredPng(source, palette, seed);
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(png));
  })
  .get("/:id/colored.pdf", async (c) => {
    const paper = c.req.query("paper") ?? "letter";
    if (!isSheet(paper)) throw new AppError(400, "invalid-input", sheetMessage, { paper: sheetMessage });
    const { row, source, palette, seed } = await coloredRequest(c);
    const { print } = c.var.deps;
    const name = downloadName(row, "pdf").replace(/-(\d{4}-)/, "-colored-$1");
    // A printable like print.pdf: made in the print threads under the same per-user limit.
    const pdf = await print.perUser.run(currentUser(c).id, () =>
      print.renderer.coloredPdf(source, palette, seed, paper, name.replace(/\.pdf$/, "")),
    );
    c.header("Content-Type", "application/pdf");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `${c.req.query("download") ? "attachment" : "inline"}; filename="${name}"`);
    return c.body(new Uint8Array(pdf));
  })
  .get("/:id/answer.png", async (c) => {
    const { row, key } = await answerKey(c);
    const png = await c.var.deps.images.read(key.png).catch(() => null);
    if (!png) throw new AppError(404, "not-found", "This page has no answer key");
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.query("download")) c.header("Content-Disposition", `attachment; filename="${answerName(row, "png")}"`);
    return c.body(new Uint8Array(png));
  })
  .get("/:id/answer.pdf", async (c) => {
    const paper = c.req.query("paper") ?? "letter";
    if (!isSheet(paper)) throw new AppError(400, "invalid-input", sheetMessage, { paper: sheetMessage });
    const { row, key } = await answerKey(c);
    const { images, print } = c.var.deps;
    const name = answerName(row, "pdf");
    // The key is in colour (the route, circled words): printed as drawn, not thresholded; made
    // in the print threads under the same per-user limit as print.pdf.
    const pdf = await print.perUser.run(currentUser(c).id, async () => {
      const [png, svg] = await Promise.all([
        images.read(key.png).catch(() => null),
        images.read(key.svg).then(String, () => null),
      ]);
      if (!png) throw new AppError(404, "not-found", "This page has no answer key");
      return print.renderer.pdf({ kind: "cover", png, svg }, paper, name.replace(/\.pdf$/, ""));
    });
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

/**
 * A coloured page's request: the owner's (or an admin's) succeeded line-art page, a palette of
 * GET /api/palettes (default bright) and a whole-number seed (default 1).
 */
async function coloredRequest(c: Context<AppEnv>) {
  const { generations, images, catalog } = c.var.deps;
  const row = await generations.get(c.req.param("id") ?? "", currentUser(c));
  if (!row) throw new AppError(404, "not-found", "This page does not exist");
  const palette = c.req.query("palette") || "bright";
  if (!paletteById(palette))
    throw new AppError(400, "invalid-input", coloredMessages.palette, { palette: coloredMessages.palette });
  const seedText = c.req.query("seed") ?? "1";
  const seed = Number(seedText);
  if (!/^\d{1,10}$/.test(seedText) || seed > 2 ** 31 - 1)
    throw new AppError(400, "invalid-input", coloredMessages.seed, { seed: coloredMessages.seed });
  if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
  const source = await loadPrintSource(images, row, catalog().byId.get(row.tool)?.output);
  if (!source) throw new AppError(404, "not-found", "This page has no image to colour");
  if (source.kind !== "line-art") throw new AppError(400, "invalid-input", coloredMessages.lineArt);
  return { row, source, palette, seed };
}

/** An activity page's answer key: owner or admin (others 404), 409 until the page has succeeded. */
async function answerKey(c: Context<AppEnv>) {
  const row = await c.var.deps.generations.get(c.req.param("id") ?? "", currentUser(c));
  if (!row) throw new AppError(404, "not-found", "This page does not exist");
  if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
  const key = answerKeyOf(row);
  if (!key) throw new AppError(404, "not-found", "This page has no answer key");
  return { row, key };
}

/** `<tool-slug>-answers-<timestamp>.png` / `.pdf`, beside the page's own download name. */
const answerName = (row: Parameters<typeof downloadName>[0], ext: "png" | "pdf") =>
  downloadName(row, ext).replace(/-(\d{4}-)/, "-answers-$1");

const seedMessage = "The seed must be a whole number from 0 to 2147483647";

/** An optional page seed: a whole number from 0 to 2^31 - 1 (a preview's `seed`). */
export function parseSeed(raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 0 || raw > 2 ** 31 - 1)
    throw new AppError(400, "invalid-input", seedMessage, { seed: seedMessage });
  return raw;
}

/** ?hub=kids&tool=kids/alphabet&favourite=1; a malformed id is bad input, not an empty page. */
function galleryFilter(c: Context<AppEnv>): GalleryFilter {
  const { hub, tool, favourite } = c.req.query();
  if (hub !== undefined && !SLUG.test(hub)) throw new AppError(400, "invalid-input", "Unknown hub");
  if (tool !== undefined && !TOOL_ID.test(tool)) throw new AppError(400, "invalid-input", "Unknown tool");
  return { hub: hub || undefined, tool: tool || undefined, favourite: favourite === "1" || favourite === "true" };
}
