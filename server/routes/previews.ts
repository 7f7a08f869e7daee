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
 * Each user's previews go one at a time from the request on: while one is read and drawn, the
 * newest that arrived since waits and every older one answers `preview-replaced` at once, before
 * its values and words are read on the event loop (decision 045). A flood of one user's previews
 * then costs the server one preview's work at a time, whatever its size.
 */
interface Turn {
  /** Another preview of this user is waiting for this one: `start` lets it go, `replace` drops it. */
  next?: { start: () => void; replace: () => void };
}
const turns = new Map<string, Turn>();

async function previewTurn<T>(user: string, work: () => Promise<T>): Promise<T> {
  let turn = turns.get(user);
  if (turn) {
    const waiting = turn;
    waiting.next?.replace();
    await new Promise<void>((start, replace) => {
      waiting.next = { start, replace: () => replace(new Replaced()) };
    });
    turn = waiting;
  } else {
    turn = {};
    turns.set(user, turn);
  }
  try {
    return await work();
  } finally {
    const next = turn.next;
    turn.next = undefined;
    if (next) next.start();
    else turns.delete(user);
  }
}

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
  const made = await previewTurn(user.id, () => generations.preview(user, input.tool, input.values ?? {}, seed)).catch(
    (e) => {
      throw e instanceof Replaced ? new AppError(409, "preview-replaced", previewMessages.replaced) : e;
    },
  );
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
