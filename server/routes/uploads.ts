import { Hono } from "hono";
import { AppError, throttled } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { readFilePart } from "../uploads/multipart.js";
import { NotAPhoto } from "../uploads/normalize.js";

export const uploadMessages = {
  invalidImage: "Please upload a JPG, PNG or WebP image",
  notFound: "This photo does not exist",
  tooMany: "Too many photos were uploaded. Please wait a few minutes and try again.",
};

const invalidImage = () => new AppError(400, "invalid-image", uploadMessages.invalidImage);

/**
 * Photos for photo tools (docs/api.md, "Uploads"). The 15 MB limit is the body policy's
 * (server/http/body.ts); the type is read from the bytes; a file that is no photo, however
 * broken, is a 400 and never a 5xx. Nothing about a photo is logged.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post("/", async (c) => {
    const { uploads, throttles } = c.var.deps;
    const user = currentUser(c);
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "multipart/form-data") throw invalidImage();
    const wait = await throttles.take("upload", user.id);
    if (wait) throw throttled(wait, uploadMessages.tooMany);
    let bytes: Buffer | null;
    try {
      bytes = await readFilePart(c.req.raw, "file");
    } catch (e) {
      if (e instanceof AppError) throw e; // 413 while the body streamed in
      throw invalidImage();
    }
    if (!bytes?.length) throw invalidImage();
    try {
      const upload = await uploads.create(user.id, bytes);
      return c.json({ upload }, 201);
    } catch (e) {
      if (e instanceof NotAPhoto) throw invalidImage();
      throw e;
    }
  })
  .get("/:id", async (c) => {
    // Owner only, administrators included: a photo is never shown to anyone else (404).
    const photo = await c.var.deps.uploads.read(currentUser(c).id, c.req.param("id"));
    if (!photo) throw new AppError(404, "not-found", uploadMessages.notFound);
    c.header("Content-Type", photo.type);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(photo.data));
  });
