import { Hono } from "hono";
import { AppError, throttled } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { NotAPhoto } from "../uploads/normalize.js";

export const uploadMessages = {
  invalidImage: "Please upload a JPG, PNG or WebP image",
  notFound: "This photo does not exist",
  tooMany: "Too many photos were uploaded. Please wait a few minutes and try again.",
};

/** A multipart body with more parts than this is not a photo upload (one part, `file`). */
const MAX_PARTS = 4;

const invalidImage = () => new AppError(400, "invalid-image", uploadMessages.invalidImage);

/**
 * Photos for photo tools (API.md, "Uploads"). The 15 MB limit is the body policy's
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
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch (e) {
      if (e instanceof AppError) throw e; // 413 while the body streamed in
      throw invalidImage();
    }
    let parts = 0;
    for (const _ of form.keys()) if (++parts > MAX_PARTS) throw invalidImage();
    const files = form.getAll("file");
    const file = files[0];
    if (files.length !== 1 || typeof file === "string" || !file || file.size === 0) throw invalidImage();
    const bytes = Buffer.from(await file.arrayBuffer());
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
