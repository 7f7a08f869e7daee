import Stripe from "stripe";
import { toMinorUnits } from "./money.js";
import type { PaymentsProvider, VerifiedEvent } from "./provider.js";

interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API lives; tests point it at a local server speaking Stripe's protocol. */
  apiBase?: string;
}

function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

type SessionObject = {
  id: string;
  payment_status?: string;
  subscription?: string | { id: string } | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
};

/** Our payment id travels both as metadata and as client_reference_id (set in createCheckout). */
function ourSessionId(session: SessionObject): string | null {
  return session.metadata?.paymentId || session.client_reference_id || null;
}

/**
 * Stripe Checkout (hosted payment page). Only a webhook verified with the endpoint secret
 * grants credits; the success URL merely brings the user back (docs: "fulfill orders").
 */
export function createStripeProvider(opts: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(opts.secretKey, { ...apiAddress(opts.apiBase), telemetry: false });
  return {
    name: "stripe",
    async createCheckout({ sessionId, pkg, userEmail, publicUrl, expiresAt, renewEveryDays }) {
      const session = await stripe.checkout.sessions.create(
        {
          // The subscription plan is a Stripe subscription: Stripe charges each period and tells
          // us with invoice.paid (docs/decisions/014-paid-subscriptions.md).
          mode: renewEveryDays ? "subscription" : "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: pkg.price.currency.toLowerCase(),
                unit_amount: toMinorUnits(pkg.price.amount, pkg.price.currency),
                product_data: { name: pkg.label ?? `${pkg.credits} Inkling credits` },
                ...(renewEveryDays ? { recurring: { interval: "day" as const, interval_count: renewEveryDays } } : {}),
              },
            },
          ],
          ...(renewEveryDays ? { subscription_data: { metadata: { paymentId: sessionId } } } : {}),
          customer_email: userEmail,
          success_url: `${publicUrl}/#/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${publicUrl}/#/payment?cancelled=1`,
          client_reference_id: sessionId,
          metadata: { paymentId: sessionId },
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        // A retried create must not open a second checkout for the same payment.
        { idempotencyKey: `inkling-checkout-${sessionId}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { sessionId, checkoutUrl: session.url, providerRef: session.id };
    },
    async verifyWebhook(rawBody, headers): Promise<VerifiedEvent | null> {
      // Throws StripeSignatureVerificationError on a bad signature, altered body or stale timestamp (300 s).
      const event = stripe.webhooks.constructEvent(rawBody, headers["stripe-signature"] ?? "", opts.webhookSecret);
      const subscriptionEvent = subscriptionEventOf(event);
      if (subscriptionEvent !== undefined) return subscriptionEvent;
      const session = event.data.object as SessionObject;
      let type: VerifiedEvent["type"] | null = null;
      if (event.type === "checkout.session.completed" && session.payment_status === "paid") type = "paid";
      else if (event.type === "checkout.session.async_payment_succeeded") type = "paid";
      else if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed")
        type = "failed";
      const sessionId = type ? ourSessionId(session) : null;
      // Other event types (and sessions another integration opened) are acknowledged and ignored.
      if (!type || !sessionId) return null;
      const subscriptionRef = idOf(session.subscription);
      return { eventId: event.id, type, sessionId, ...(subscriptionRef ? { subscriptionRef } : {}) };
    },
  };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

type InvoiceObject = {
  billing_reason?: string | null;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
};

/**
 * A subscription's later life: invoice.paid for a period's renewal (the first invoice is paid
 * through checkout.session.completed), invoice.payment_failed, customer.subscription.deleted.
 * undefined: not a subscription event; null: one we acknowledge and ignore.
 */
function subscriptionEventOf(event: Stripe.Event): VerifiedEvent | null | undefined {
  if (event.type === "customer.subscription.deleted") {
    return { eventId: event.id, type: "subscription-ended", subscriptionRef: event.data.object.id };
  }
  if (event.type !== "invoice.paid" && event.type !== "invoice.payment_failed") return undefined;
  const invoice = event.data.object as unknown as InvoiceObject;
  // Newer API versions name the subscription under parent.subscription_details.
  const ref = idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
  if (!ref || invoice.billing_reason === "subscription_create") return null;
  return {
    eventId: event.id,
    type: event.type === "invoice.paid" ? "renewal-paid" : "renewal-failed",
    subscriptionRef: ref,
  };
}
