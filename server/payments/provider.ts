import type { CreditPackage } from "../api-types.js";

/** A checkout the provider opened for a package; the user is sent to checkoutUrl. */
export interface CheckoutSession {
  sessionId: string;
  checkoutUrl: string;
  providerRef: string | null;
}

/** A payment event whose signature has been verified. */
export interface VerifiedEvent {
  eventId: string;
  type: "paid" | "failed";
  sessionId: string;
}

export interface PaymentsProvider {
  name: "demo" | "stripe";
  createCheckout(input: {
    sessionId: string;
    pkg: CreditPackage;
    userEmail: string;
    publicUrl: string;
  }): Promise<CheckoutSession>;
  /** Verify a webhook's raw body and headers; throws on a bad signature. Null: an event we ignore. */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<VerifiedEvent | null>;
}
