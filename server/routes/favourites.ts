import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";

/**
 * PUT/DELETE /api/generations/:id/favourite: star a page in the gallery, or unstar it. The
 * owner only (anyone else, administrator included, gets 404); answers the updated generation.
 */
export const favouriteRoutes = new Hono<AppEnv>()
  .use("/:id/favourite", requireUser())
  .put("/:id/favourite", async (c) => {
    const generation = await c.var.deps.generations.setFavourite(c.req.param("id"), currentUser(c), true);
    return c.json({ generation });
  })
  .delete("/:id/favourite", async (c) => {
    const generation = await c.var.deps.generations.setFavourite(c.req.param("id"), currentUser(c), false);
    return c.json({ generation });
  });
