import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { type BodyPolicy, bodyPolicy, jsonOnly, limitBodies } from "./http/body.js";
import type { AppDeps, AppEnv } from "./http/env.js";
import { apiNotFound, onError } from "./http/errors.js";
import { responseHeaders } from "./http/headers.js";
import { allowedMethods } from "./http/methods.js";
import { originCheck, sessionMiddleware } from "./http/middleware.js";
import { refuseControlCharacters } from "./http/request-text.js";
import { openApiDocument } from "./openapi/document.js";
import { accountRoutes } from "./routes/account.js";
import { adminRoutes } from "./routes/admin.js";
import { authRoutes } from "./routes/auth.js";
import { bookRoutes, exportRoutes } from "./routes/books.js";
import { catalogRoutes } from "./routes/catalog.js";
import { coverTemplateRoutes, paletteRoutes } from "./routes/covers.js";
import { creditRoutes } from "./routes/credits.js";
import { eventRoutes } from "./routes/events.js";
import { favouriteRoutes } from "./routes/favourites.js";
import { generationRoutes } from "./routes/generations.js";
import { healthRoutes } from "./routes/health.js";
import { imageRoutes } from "./routes/images.js";
import { paymentRoutes } from "./routes/payments.js";
import { planRoutes } from "./routes/plans.js";
import { previewRoutes } from "./routes/previews.js";
import { printRoutes } from "./routes/print.js";
import { sampleRoutes } from "./routes/samples.js";
import { uploadRoutes } from "./routes/uploads.js";

/**
 * The routes under /api, chained so that their types flow: `AppType` is what the web's typed
 * client (web/lib/api.ts) is derived from.
 */
function apiRoutes(
  deps: AppDeps,
  bodies: BodyPolicy,
  openApi: () => ReturnType<typeof openApiDocument>,
  routes: () => RouterRoute[],
) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", deps);
      await next();
    })
    .use(refuseControlCharacters())
    .use(allowedMethods(routes))
    .use(sessionMiddleware())
    .use(originCheck())
    .use(jsonOnly(bodies))
    .route("/auth", authRoutes)
    .route("/account", accountRoutes)
    .route("/catalog", catalogRoutes)
    .route("/generations", favouriteRoutes)
    .route("/generations", generationRoutes)
    .route("/images", imageRoutes)
    .route("/credits", creditRoutes)
    .route("/events", eventRoutes)
    .route("/admin", adminRoutes)
    .route("/payments", paymentRoutes)
    .route("/plans", planRoutes)
    .route("/samples", sampleRoutes)
    .route("/health", healthRoutes)
    .route("/books", bookRoutes)
    .route("/palettes", paletteRoutes)
    .route("/cover-templates", coverTemplateRoutes)
    .route("/exports", exportRoutes)
    .route("/uploads", uploadRoutes)
    .route("/previews", previewRoutes)
    .route("/print", printRoutes)
    .get("/openapi.json", (c) => c.json(openApi()));
}

export type AppType = ReturnType<typeof apiRoutes>;

/** The API as a Hono app built from its dependencies; `serve()` lives in main.ts. */
export function createApp(deps: AppDeps) {
  const bodies = bodyPolicy(deps.config);
  // Built from the app's own routes on first request, once every route is registered.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const api = apiRoutes(
    deps,
    bodies,
    () => {
      document ??= openApiDocument(app.routes);
      return document;
    },
    () => app.routes,
  );
  api.onError(onError);
  api.notFound(apiNotFound);

  const app = new Hono<AppEnv>();
  app.use(responseHeaders());
  // Every body on every route is size-checked before anything reads it (docs/api.md).
  app.use(limitBodies(bodies));
  app.route("/api", api);
  // Unknown API paths answer in JSON, never with the web app's index.html.
  app.all("/api/*", apiNotFound);
  app.onError(onError);
  return app;
}
