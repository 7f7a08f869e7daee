import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";

/** A multipart body with more parts than this is not a photo upload (one part, `file`). */
export const MAX_PARTS = 4;

/**
 * The bytes of the one file part called `name` of a multipart request, or null when the body has
 * no such part, more than one file, too many parts, or is not multipart at all. Parsed as it
 * streams in (busboy), a chunk at a time, so a 15 MB body never holds the event loop for long.
 * An error of the body stream itself (413 from the body limit) is passed on.
 */
export function readFilePart(req: Request, name: string): Promise<Buffer | null> {
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
    const chunks: Buffer[] = [];
    let files = 0;
    let settled = false;
    const done = (value: Buffer | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    // Not a photo upload: answer now and let the rest of the body drain unread (a parser that
    // stops at a limit would otherwise hold the body, and the request, forever).
    const refuse = () => {
      body.unpipe(parser);
      body.resume();
      done(null);
    };
    parser.on("file", (field, stream) => {
      files++;
      if (field !== name || files > 1) {
        stream.resume();
        refuse();
        return;
      }
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    });
    parser.on("field", () => {
      // A photo upload has one part, the file; a few stray fields are tolerated.
    });
    parser.on("partsLimit", refuse);
    parser.on("filesLimit", refuse);
    parser.on("fieldsLimit", refuse);
    parser.on("finish", () => done(files === 1 ? Buffer.concat(chunks) : null));
    parser.on("error", refuse);
    body.on("error", (e) => {
      parser.destroy();
      if (!settled) {
        settled = true;
        reject(e);
      }
    });
    body.pipe(parser);
  });
}
