import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";
import { newId } from "../ids.js";

/** A multipart body with more parts than this is not a photo upload (one part, `file`). */
const MAX_PARTS = 4;

/**
 * Streams the one file part called `name` of a multipart request into a new file in `dir` and
 * answers its path, or null when the body has no such part, more than one file, too many parts,
 * a part cut short (no closing boundary, a client that hung up), or is not multipart at all.
 * The photo waits for its decoder on disk, not in memory (docs/operations.md, "Photos"). The
 * caller removes the file. An error of the body stream itself (413 from the
 * body limit) is passed on. Every stream here has an error listener: an unheard stream error
 * would end the process.
 */
export function receiveFilePart(req: Request, name: string, dir: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const type = req.headers.get("content-type") ?? "";
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { "content-type": type },
        limits: { files: 1, parts: MAX_PARTS, fields: MAX_PARTS, fieldSize: 1024, headerPairs: 16 },
      });
    } catch {
      resolve(null); // not multipart, or no boundary
      return;
    }
    if (!req.body) {
      resolve(null);
      return;
    }
    const body = Readable.fromWeb(req.body as unknown as WebReadableStream);
    const path = join(dir, `${newId()}.part`);
    let out: ReturnType<typeof createWriteStream> | undefined;
    let files = 0;
    let settled = false;
    const settle = (value: string | null, error?: unknown) => {
      if (settled) return;
      settled = true;
      const written = out;
      const finish = () => (error !== undefined ? reject(error) : resolve(value));
      if (value !== null || !written) return finish();
      // Nothing to hand over: the partial file goes before the answer does.
      written.destroy();
      written.once("close", () => {
        rm(path, { force: true }).then(finish, finish);
      });
    };
    // Not a photo upload: answer now and let the rest of the body drain unread (a parser that
    // stops at a limit would otherwise hold the body, and the request, forever).
    const refuse = () => {
      body.unpipe(parser);
      body.resume();
      settle(null);
    };
    parser.on("file", (field, stream) => {
      files++;
      stream.on("error", refuse); // "Part terminated early": the body ended inside the part
      if (field !== name || files > 1) {
        stream.resume();
        refuse();
        return;
      }
      out = createWriteStream(path, { flags: "wx" });
      out.on("error", refuse);
      stream.pipe(out);
    });
    parser.on("field", () => {
      // A photo upload has one part, the file; a few stray fields are tolerated.
    });
    parser.on("partsLimit", refuse);
    parser.on("filesLimit", refuse);
    parser.on("fieldsLimit", refuse);
    parser.on("finish", () => {
      if (files !== 1 || !out) return refuse();
      const written = out;
      if (written.writableFinished) return settle(path);
      written.once("finish", () => settle(path));
    });
    parser.on("error", refuse);
    body.on("error", (e) => {
      parser.destroy();
      settle(null, e);
    });
    body.pipe(parser);
  });
}
