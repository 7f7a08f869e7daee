import { Hono } from "hono";
import { AppError, messages } from "../errors.js";
import { toApiGeneration } from "../generations/mapping.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, jsonBody, requireUser } from "../http/middleware.js";

export const generationRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const user = currentUser(c, messages.signInToGenerate);
    const body = await jsonBody(c);
    const result = await c.var.deps.generations.create(user, body.tool, body.values ?? {});
    return c.json(result, 202);
  })
  .use(requireUser())
  .get("/", async (c) => {
    const user = currentUser(c);
    return c.json(await c.var.deps.generations.list(user.id, c.req.query("cursor") || undefined));
  })
  .get("/:id", async (c) => {
    const service = c.var.deps.generations;
    const row = await service.get(c.req.param("id"), currentUser(c));
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    return c.json({ generation: toApiGeneration(row, service.position(row)) });
  })
  .delete("/:id", async (c) => {
    await c.var.deps.generations.remove(c.req.param("id"), currentUser(c));
    return c.body(null, 204);
  });
