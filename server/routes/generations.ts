import { type Context, Hono, type MiddlewareHandler } from "hono";
import { coloredMessages, coloredQuery, galleryQuery, generationBody } from "../../engine/api/generations.js";
import { printQuery } from "../../engine/api/print.js";
import type { GenerationRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import { answerKeyOf, toApiGeneration } from "../generations/mapping.js";
import { body, query } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { downloadName, loadPrintSource } from "../print/source.js";

/**
 * The caller's page (or any page for an administrator) as `c.var.page`; others get 404 before
 * anything of their request is judged, so a stranger learns nothing of the page.
 */
const ownPage = (): MiddlewareHandler<AppEnv & { Variables: { page: GenerationRow } }> => async (c, next) => {
  const row = await c.var.deps.generations.get(c.req.param("id") ?? "", currentUser(c));
  if (!row) throw new AppError(404, "not-found", "This page does not exist");
  c.set("page", row);
  await next();
};

export const generationRoutes = new Hono<AppEnv>()
  .post("/", requireUser(messages.signInToGenerate), body(generationBody), async (c) => {
    const { tool, values, acceptStandIns, seed } = c.req.valid("json");
    const result = await c.var.deps.generations.create(currentUser(c), tool, values ?? {}, {
      acceptStandIns: acceptStandIns === true,
      seed: seed ?? undefined,
    });
    return c.json(result, 202);
  })
  .use(requireUser())
  .get("/", query(galleryQuery), async (c) => {
    const { cursor, hub, tool, favourite } = c.req.valid("query");
    return c.json(
      await c.var.deps.generations.list(currentUser(c).id, cursor || undefined, {
        hub: hub || undefined,
        tool: tool || undefined,
        favourite: favourite === "1" || favourite === "true",
      }),
    );
  })
  .get("/:id", async (c) => {
    const service = c.var.deps.generations;
    const row = await service.get(c.req.param("id"), currentUser(c));
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    return c.json({ generation: toApiGeneration(row, service.position(row)) });
  })
  .get("/:id/print.pdf", ownPage(), query(printQuery), async (c) => {
    const { images, catalog, print } = c.var.deps;
    const user = currentUser(c);
    const row = c.var.page;
    const { paper, download } = c.req.valid("query");
    if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
    const name = downloadName(row, "pdf");
    // Counted from before the page is read: the read, the PDF and its bytes are the work.
    const pdf = await print.perUser.run(user.id, async () => {
      const source = await loadPrintSource(images, row, catalog().byId.get(row.tool)?.output);
      if (!source) throw new AppError(404, "not-found", "This page has no image to print");
      return print.renderer.pdf(source, paper, name.replace(/\.pdf$/, ""), user.id);
    });
    c.header("Content-Type", "application/pdf");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `${download ? "attachment" : "inline"}; filename="${name}"`);
    return c.body(new Uint8Array(pdf));
  })
  .get("/:id/colored.png", ownPage(), query(coloredQuery), async (c) => {
    const { palette, seed } = c.req.valid("query");
    const source = await coloredSource(c.var.deps, c.var.page);
    const { print } = c.var.deps;
    const user = currentUser(c);
    // Made in the print threads in turns between users, a few at once per user (decision 045).
    const png = await print.colored.run(user.id, () => print.renderer.coloredPng(source, palette, seed, user.id));
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(png));
  })
  .get("/:id/colored.pdf", ownPage(), query(coloredQuery.extend(printQuery.shape)), async (c) => {
    const { palette, seed, paper, download } = c.req.valid("query");
    const row = c.var.page;
    const source = await coloredSource(c.var.deps, row);
    const { print } = c.var.deps;
    const name = downloadName(row, "pdf").replace(/-(\d{4}-)/, "-colored-$1");
    // A printable like print.pdf: made in the print threads under the same per-user limit.
    const user = currentUser(c);
    const pdf = await print.perUser.run(user.id, () =>
      print.renderer.coloredPdf(source, palette, seed, paper, name.replace(/\.pdf$/, ""), user.id),
    );
    c.header("Content-Type", "application/pdf");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `${download ? "attachment" : "inline"}; filename="${name}"`);
    return c.body(new Uint8Array(pdf));
  })
  .get("/:id/answer.png", query(printQuery.pick({ download: true })), async (c) => {
    const { row, key } = await answerKey(c);
    const png = await c.var.deps.images.read(key.png).catch(() => null);
    if (!png) throw new AppError(404, "not-found", "This page has no answer key");
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.valid("query").download)
      c.header("Content-Disposition", `attachment; filename="${answerName(row, "png")}"`);
    return c.body(new Uint8Array(png));
  })
  .get("/:id/answer.pdf", query(printQuery), async (c) => {
    const { paper, download } = c.req.valid("query");
    const { row, key } = await answerKey(c);
    const { images, print } = c.var.deps;
    const name = answerName(row, "pdf");
    // The key is in colour (the route, circled words): printed as drawn, not thresholded; made
    // in the print threads under the same per-user limit as print.pdf.
    const user = currentUser(c);
    const pdf = await print.perUser.run(user.id, async () => {
      const [png, svg] = await Promise.all([
        images.read(key.png).catch(() => null),
        images.read(key.svg).then(String, () => null),
      ]);
      if (!png) throw new AppError(404, "not-found", "This page has no answer key");
      return print.renderer.pdf({ kind: "cover", png, svg }, paper, name.replace(/\.pdf$/, ""), user.id);
    });
    c.header("Content-Type", "application/pdf");
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `${download ? "attachment" : "inline"}; filename="${name}"`);
    return c.body(new Uint8Array(pdf));
  })
  .delete("/:id", async (c) => {
    await c.var.deps.generations.remove(c.req.param("id"), currentUser(c));
    return c.body(null, 204);
  });

/** A coloured page's source: the page must have succeeded and be line art. */
async function coloredSource(deps: AppEnv["Variables"]["deps"], row: GenerationRow) {
  if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This page is not ready yet");
  const source = await loadPrintSource(deps.images, row, deps.catalog().byId.get(row.tool)?.output);
  if (!source) throw new AppError(404, "not-found", "This page has no image to colour");
  if (source.kind !== "line-art") throw new AppError(400, "invalid-input", coloredMessages.lineArt);
  return source;
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
