import type { CreditPackage } from "../api-types.js";

/** A checkout the provider opened for a package; the user is sent to checkoutUrl. */
export interface CheckoutSession {
  sessionId: string;
  checkoutUrl: string;
  providerRef: string | null;
}

/**
 * A payment event whose signature has been verified: a checkout's outcome (for a subscription,
 * with the provider's subscription id), or a later event of a subscription.
 */
export type VerifiedEvent =
  | { eventId: string; type: "paid" | "failed"; sessionId: string; subscriptionRef?: string }
  | { eventId: string; type: SubscriptionEventType; subscriptionRef: string };

/** A renewal paid or refused, or the subscription ended (cancelled, or unpaid for good). */
export type SubscriptionEventType = "renewal-paid" | "renewal-failed" | "subscription-ended";

export interface PaymentsProvider {
  name: "demo" | "stripe";
  createCheckout(input: {
    sessionId: string;
    pkg: CreditPackage;
    userEmail: string;
    publicUrl: string;
    /** When the checkout stops taking payment (CHECKOUT_EXPIRY_MINUTES from now). */
    expiresAt: Date;
    /** Set for the subscription plan: the checkout starts a subscription renewing every so many days. */
    renewEveryDays?: number;
  }): Promise<CheckoutSession>;
  /** Verify a webhook's raw body and headers; throws on a bad signature. Null: an event we ignore. */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<VerifiedEvent | null>;
}
