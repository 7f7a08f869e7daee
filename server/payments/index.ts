import type { Config } from "../config.js";
import { createDemoProvider } from "./demo.js";
import type { PaymentsProvider } from "./provider.js";
import { createStripeProvider } from "./stripe.js";

export function createPaymentsProvider(config: Config): PaymentsProvider {
  if (config.PAYMENTS_PROVIDER === "stripe") {
    // The config schema requires both keys when PAYMENTS_PROVIDER=stripe.
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY as string,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
    });
  }
  return createDemoProvider({ secret: config.PAYMENTS_WEBHOOK_SECRET });
}
