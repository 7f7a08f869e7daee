import { Hono } from "hono";
import { previewBody } from "../../engine/api/generations.js";
import { AppError, throttled } from "../errors.js";
import { Replaced } from "../fair-queue.js";
import { body } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { pngInfo } from "../images/postprocess.js";

const previewMessages = {
  unavailable:
    "Free previews are drawn by the built-in artist only; an image model's page is drawn when you generate it.",
  noPreview: "This tool has no preview",
  tooMany: "Too many previews. Please wait a moment.",
  replaced: "A newer preview of yours replaced this one before it was drawn.",
} as const;

/** The seed a preview uses when none is sent: the same values give the same preview while typing. */
const PREVIEW_SEED = 1;

/**
 * Each user's newest preview request. A burst of them (typing, or a script) is settled before any
 * of their checks run on the event loop: only the newest is read and drawn, the older ones answer
 * `preview-replaced` at once (decision 045).
 */
const newest = new Map<string, number>();
let tickets = 0;

/**
 * POST /api/previews: the page the built-in engine would draw for these values, small and
 * watermarked, with its `understood`, charging nothing (docs/api.md). Previews are drawn after
 * paid pages, one at a time per user; a newer one replaces the user's preview still waiting,
 * which answers 409 `preview-replaced` (decision 045).
 */
export const previewRoutes = new Hono<AppEnv>().use(requireUser()).post("/", body(previewBody), async (c) => {
  const { generations, throttles } = c.var.deps;
  const user = currentUser(c);
  const input = c.req.valid("json");
  if (!generations.previews) throw new AppError(409, "preview-unavailable", previewMessages.unavailable);
  const seed = input.seed ?? PREVIEW_SEED;
  const wait = await throttles.take("preview", user.id);
  if (wait) throw throttled(wait, previewMessages.tooMany);
  const ticket = ++tickets;
  newest.set(user.id, ticket);
  const made = await (async () => {
    // Requests that arrived together are all registered before the first of them is read.
    await new Promise((r) => setImmediate(r));
    if (newest.get(user.id) !== ticket) throw new Replaced();
    return generations.preview(user, input.tool, input.values ?? {}, seed);
  })()
    .catch((e) => {
      throw e instanceof Replaced ? new AppError(409, "preview-replaced", previewMessages.replaced) : e;
    })
    .finally(() => {
      if (newest.get(user.id) === ticket) newest.delete(user.id);
    });
  if (!made) throw new AppError(400, "invalid-input", previewMessages.noPreview);
  const { width, height } = pngInfo(made.png);
  return c.json({
    preview: {
      image: `data:image/png;base64,${made.png.toString("base64")}`,
      width,
      height,
      seed,
      understood: made.understood,
      extras: made.extras,
    },
  });
});
