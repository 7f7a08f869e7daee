import { Hono } from "hono";
import { creditHistory } from "../credits/ledger.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";

export const creditRoutes = new Hono<AppEnv>().use(requireUser()).get("/", async (c) => {
  const user = currentUser(c);
  return c.json({
    credits: user.credits,
    role: user.role,
    subscriptionRenewalDate: user.subscription_renewal_date,
    history: await creditHistory(c.var.deps.db, user.id),
  });
});
