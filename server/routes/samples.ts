import { Hono } from "hono";
import { AppError, messages } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { landingSample, landingSamples } from "../samples/landing.js";

/**
 * GET /api/samples: the public home page's example pages (no sign-in), drawn by the built-in
 * sketch engine and cached by the server and the browser.
 */
export const sampleRoutes = new Hono<AppEnv>()
  .get("/", (c) =>
    c.json({
      samples: Object.entries(landingSamples).map(([name, s]) => ({
        name,
        alt: s.alt,
        kind: s.request.output,
        url: `/api/samples/${name}.png`,
      })),
    }),
  )
  .get("/:file{[a-z0-9-]+\\.png}", async (c) => {
    const png = landingSample(c.req.param("file").slice(0, -".png".length));
    if (!png) throw new AppError(404, "not-found", messages.notFound);
    const bytes = await png;
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
    });
  });
