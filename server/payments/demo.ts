import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { newId } from "../ids.js";
import type { PaymentsProvider, SubscriptionEventType, VerifiedEvent } from "./provider.js";

export const DEMO_SIGNATURE_HEADER = "inkling-signature";
/** Same window as Stripe's default: a captured event cannot be replayed after five minutes. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

interface DemoEvent {
  id: string;
  type: "paid" | "failed" | SubscriptionEventType;
  /** The checkout, for paid/failed. */
  sessionId?: string;
  /** The subscription, for renewals and endings (the demo's id is the first payment's). */
  subscriptionRef?: string;
  created: number;
}

const SUBSCRIPTION_EVENTS: string[] = ["renewal-paid", "renewal-failed", "subscription-ended"];

interface DemoPaymentsProvider extends PaymentsProvider {
  name: "demo";
  /** A signed event as the demo "provider" would deliver it to /api/payments/webhook. */
  signEvent(type: "paid" | "failed", sessionId: string): { body: string; headers: Record<string, string> };
  /** A subscription's event (the admin console's "simulate renewal"). */
  signSubscriptionEvent(
    type: SubscriptionEventType,
    subscriptionRef: string,
  ): { body: string; headers: Record<string, string> };
}

class WebhookSignatureError extends Error {}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** `t=<unix>,v1=<hex>`: the shape of Stripe's header, so both providers verify alike. */
export function signDemoPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

function parseHeader(header: string | undefined) {
  const parts = new Map<string, string>();
  for (const piece of (header ?? "").split(",")) {
    const [key, ...rest] = piece.trim().split("=");
    if (key && rest.length) parts.set(key, rest.join("="));
  }
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new WebhookSignatureError("malformed signature header");
  return { t, v1 };
}

function parseEvent(body: string): VerifiedEvent {
  const e = JSON.parse(body) as Partial<DemoEvent>;
  if (typeof e?.id !== "string" || !e.id) throw new WebhookSignatureError("malformed event");
  if ((e.type === "paid" || e.type === "failed") && typeof e.sessionId === "string") {
    return { eventId: e.id, type: e.type, sessionId: e.sessionId };
  }
  if (SUBSCRIPTION_EVENTS.includes(e.type ?? "") && typeof e.subscriptionRef === "string" && e.subscriptionRef) {
    return { eventId: e.id, type: e.type as SubscriptionEventType, subscriptionRef: e.subscriptionRef };
  }
  throw new WebhookSignatureError("malformed event");
}

/**
 * The built-in provider for offline use: checkout is our own page, and its Pay button makes the
 * server sign an event that then goes through the same verification as a real webhook.
 */
export function createDemoProvider(opts: { secret?: string; now?: () => number } = {}): DemoPaymentsProvider {
  // Without a configured secret, a per-process one still makes forged events fail.
  const secret = opts.secret ?? randomBytes(32).toString("hex");
  const nowSeconds = () => Math.floor((opts.now ?? Date.now)() / 1000);
  return {
    name: "demo",
    async createCheckout({ sessionId, publicUrl }) {
      return { sessionId, checkoutUrl: `${publicUrl}/#/payment/checkout/${sessionId}`, providerRef: null };
    },
    async verifyWebhook(rawBody, headers): Promise<VerifiedEvent> {
      const { t, v1 } = parseHeader(headers[DEMO_SIGNATURE_HEADER]);
      if (Math.abs(nowSeconds() - t) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError("stale timestamp");
      const expected = Buffer.from(hmac(secret, t, rawBody), "hex");
      if (!timingSafeEqual(expected, Buffer.from(v1, "hex"))) throw new WebhookSignatureError("signature mismatch");
      const event = parseEvent(rawBody);
      // The demo subscription is known by its first payment's id.
      return event.type === "paid" ? { ...event, subscriptionRef: event.sessionId } : event;
    },
    signEvent(type, sessionId) {
      const created = nowSeconds();
      const body = JSON.stringify({ id: `evt_demo_${newId()}`, type, sessionId, created } satisfies DemoEvent);
      return { body, headers: { [DEMO_SIGNATURE_HEADER]: signDemoPayload(secret, body, created) } };
    },
    signSubscriptionEvent(type, subscriptionRef) {
      const created = nowSeconds();
      const body = JSON.stringify({
        id: `evt_demo_${newId()}`,
        type,
        subscriptionRef,
        created,
      } satisfies DemoEvent);
      return { body, headers: { [DEMO_SIGNATURE_HEADER]: signDemoPayload(secret, body, created) } };
    },
  };
}

export function isDemoProvider(p: PaymentsProvider): p is DemoPaymentsProvider {
  return p.name === "demo" && typeof (p as Partial<DemoPaymentsProvider>).signEvent === "function";
}
