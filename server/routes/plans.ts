import { Hono } from "hono";
import type { PlansResponse } from "../api-types.js";
import type { AppEnv } from "../http/env.js";
import { listPackages, subscriptionPrice } from "../payments/packages.js";
import { getSettings } from "../settings.js";

/**
 * GET /api/plans: the two sign-up plans and the packages as the settings and catalog/site.yaml
 * define them today, in the configured currency,
 * for visitors who are not signed in (the public home page) as much as for users.
 */
export const planRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { deps } = c.var;
  const settings = await getSettings(deps.db);
  const body: PlansResponse = {
    plans: {
      oneTime: { credits: settings.oneTimeCredits },
      subscription: {
        credits: settings.subscriptionCredits,
        days: settings.subscriptionDuration,
        price: subscriptionPrice(deps),
      },
    },
    currency: deps.config.CURRENCY,
    packages: await listPackages(deps),
    maintenanceMode: settings.maintenanceMode,
    disableCreditDeduction: settings.disableCreditDeduction,
  };
  c.header("Cache-Control", "no-cache");
  return c.json(body);
});
