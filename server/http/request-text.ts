import type { MiddlewareHandler } from "hono";
import { controlCharacters, forbiddenMessage } from "../../engine/readable-text.js";
import { AppError, messages } from "../errors.js";
import type { AppEnv } from "./env.js";

/** Each escape that decodes (as Hono decodes route parameters); a malformed one stays as typed. */
function decodedPath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/**
 * Ids and query parameters never hold control characters (NUL, C0, C1, direction controls;
 * docs/api.md, "Text"), so a request with one is answered before anything looks it up:
 * PostgreSQL refuses a NUL in a query outright (a 500) where SQLite would search for it. A path
 * with one names nothing that exists, 404; a query parameter with one is 400 naming it.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Node's parser refuses raw control characters in the request line: only escapes carry them.
    const url = c.req.url;
    if (url.includes("%")) {
      const at = url.indexOf("?");
      const path = at === -1 ? url : url.slice(0, at);
      if (controlCharacters(decodedPath(path), { multiline: false }).length)
        throw new AppError(404, "not-found", messages.notFound);
      for (const [key, value] of new URLSearchParams(at === -1 ? "" : url.slice(at + 1))) {
        const chars = controlCharacters(key + value, { multiline: false });
        if (chars.length) {
          const message = forbiddenMessage(chars, { label: `${key} parameter` });
          throw new AppError(400, "invalid-input", message, { [key]: message });
        }
      }
    }
    await next();
  };
}
