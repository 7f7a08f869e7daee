import { Hono } from "hono";
import { AppError, messages } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { landingSample, landingSamples, type SampleFormat } from "../samples/landing.js";

/**
 * GET /api/samples: the public home page's example pages (no sign-in), drawn by the built-in
 * sketch engine and cached by the server and the browser.
 */
export const sampleRoutes = new Hono<AppEnv>()
  .get("/", (c) =>
    c.json(
      {
        samples: Object.entries(landingSamples).map(([name, s]) => ({
          name,
          alt: s.alt,
          kind: s.request.output,
          url: `/api/samples/${name}.png`,
        })),
      },
      200,
      // The page asks for the list before its scripts run (web/index.html), the landing page again.
      { "Cache-Control": "public, max-age=3600" },
    ),
  )
  .get("/:file{[a-z0-9-]+\\.(png|webp)}", async (c) => {
    const [name, format] = c.req.param("file").split(".") as [string, SampleFormat];
    const file = landingSample(name, format);
    if (!file) throw new AppError(404, "not-found", messages.notFound);
    const bytes = await file;
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": `image/${format}`,
      "Cache-Control": "public, max-age=86400",
    });
  });
