import { Hono } from "hono";
import type { PlansResponse } from "../api-types.js";
import type { AppEnv } from "../http/env.js";
import { getSettings } from "../settings.js";

/**
 * GET /api/plans: the two sign-up plans as the settings and catalog/site.yaml define them today,
 * for visitors who are not signed in (the public home page) as much as for users.
 */
export const planRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, catalog } = c.var.deps;
  const settings = await getSettings(db);
  const site = catalog().site;
  const body: PlansResponse = {
    plans: {
      oneTime: { credits: settings.oneTimeCredits },
      subscription: {
        credits: settings.subscriptionCredits,
        days: settings.subscriptionDuration,
        price: site.subscription?.price ?? null,
      },
    },
    packages: site.packages.map((p) => ({ id: p.id, credits: p.credits, price: p.price, label: p.label })),
    maintenanceMode: settings.maintenanceMode,
    disableCreditDeduction: settings.disableCreditDeduction,
  };
  c.header("Cache-Control", "no-cache");
  return c.json(body);
});
