import { Hono } from "hono";
import { sql } from "kysely";
import type { AppEnv } from "../http/env.js";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, providerNames } = c.var.deps;
  const ok = await sql`select 1 as one`.execute(db).then(
    () => true,
    () => false,
  );
  return c.json({ ok, db: ok ? "ok" : "error", providers: providerNames }, ok ? 200 : 503);
});
