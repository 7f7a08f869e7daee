import { Hono } from "hono";
import { databaseAnswers } from "../db/database.js";
import type { AppEnv } from "../http/env.js";

/**
 * The load balancer's check: 503 when the database or (with REDIS_URL) Redis does not answer, as
 * this process then cannot run or hand out jobs.
 */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, providerNames, redis } = c.var.deps;
  const [dbOk, redisOk] = await Promise.all([databaseAnswers(db), redis?.ping()]);
  const ok = dbOk && redisOk !== false;
  return c.json(
    {
      ok,
      db: dbOk ? "ok" : "error",
      ...(redis ? { redis: redisOk ? "ok" : "down" } : {}),
      providers: providerNames,
    },
    ok ? 200 : 503,
  );
});
