import { rm } from "node:fs/promises";
import { Hono } from "hono";
import { AppError, throttled } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { receiveFilePart } from "../uploads/multipart.js";
import { NotAPhoto } from "../uploads/normalize.js";
import { QuotaFull } from "../uploads/service.js";

const uploadMessages = {
  invalidImage: "Please upload a JPG, PNG or WebP image",
  notFound: "This photo does not exist",
  tooMany: "Too many photos were uploaded. Please wait a few minutes and try again.",
  inFlight: "Your other photos are still uploading. Please wait for them to finish.",
  storageFull: (quotaBytes: number) =>
    `Your photos use all of your ${Math.floor(quotaBytes / (1024 * 1024))} MB of storage. Photos no page uses are removed a day after their upload.`,
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
    const release = uploads.admit(user.id);
    if (!release) throw throttled(5, uploadMessages.inFlight);
    let path: string | null = null;
    try {
      const wait = await throttles.take("upload", user.id);
      if (wait) throw throttled(wait, uploadMessages.tooMany);
      await uploads.assertRoom(user.id);
      try {
        path = await receiveFilePart(c.req.raw, "file", await uploads.incomingDir());
      } catch (e) {
        if (e instanceof AppError) throw e; // 413 while the body streamed in
        throw invalidImage();
      }
      if (!path) throw invalidImage();
      const upload = await uploads.create(user.id, path);
      return c.json({ upload }, 201);
    } catch (e) {
      if (e instanceof NotAPhoto) throw invalidImage();
      if (e instanceof QuotaFull) {
        throw new AppError(409, "storage-full", uploadMessages.storageFull(c.var.deps.config.UPLOAD_QUOTA_BYTES));
      }
      throw e;
    } finally {
      release();
      if (path) await rm(path, { force: true });
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
