import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_SIGNATURE_HEADER, signDemoPayload } from "../../server/payments/demo.js";
import type { TestApp } from "./app.js";

export const DEMO_SECRET = "demo-webhook-secret-for-tests-0123456789";
export const demoEnv = { PAYMENTS_PROVIDER: "demo", PAYMENTS_WEBHOOK_SECRET: DEMO_SECRET };

/** A demo-provider event as a real delivery would carry it: exact body bytes and a signature header. */
export function demoDelivery(
  event: { id: string; type: "paid" | "failed"; sessionId: string },
  opts: { secret?: string; timestamp?: number } = {},
) {
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ ...event, created: timestamp });
  return { body, signature: signDemoPayload(opts.secret ?? DEMO_SECRET, body, timestamp) };
}

interface WebhookAnswer {
  received?: boolean;
  applied?: boolean;
  error: { code: string; message: string };
}

/** POST a raw webhook body the way a provider does: no cookie, no Origin, a signature header. */
export async function postWebhook(t: TestApp, body: string, headers: Record<string, string>) {
  const res = await t.app.request("/api/payments/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  const json = (await res.json().catch(() => ({}))) as WebhookAnswer;
  return { status: res.status, json };
}

export const postDemoWebhook = (t: TestApp, d: { body: string; signature: string }) =>
  postWebhook(t, d.body, { [DEMO_SIGNATURE_HEADER]: d.signature });

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const row = await t.db.selectFrom("users").select("credits").where("id", "=", userId).executeTakeFirstOrThrow();
  return row.credits;
}

export async function topUpRows(t: TestApp, userId: string) {
  return t.db
    .selectFrom("credit_ledger")
    .selectAll()
    .where("user_id", "=", userId)
    .where("reason", "=", "Top-up")
    .execute();
}

export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; form: URLSearchParams; headers: IncomingMessage["headers"] }[];
  /** When set, the next session create is refused the way Stripe refuses a bad request. */
  failNext: boolean;
  close(): Promise<void>;
}

/**
 * A loopback server speaking the part of Stripe's API we use (POST /v1/checkout/sessions,
 * form-encoded), so the real SDK is exercised down to the HTTP request.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe["requests"] = [];
  let n = 0;
  const state = { failNext: false };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? "", path: req.url ?? "", form, headers: req.headers });
      res.setHeader("content-type", "application/json");
      if (state.failNext) {
        state.failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid currency" } }));
        return;
      }
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const id = `cs_test_${++n}`;
        res.end(
          JSON.stringify({
            id,
            object: "checkout.session",
            url: `https://checkout.stripe.test/c/pay/${id}`,
            mode: form.get("mode"),
            client_reference_id: form.get("client_reference_id"),
            metadata: { paymentId: form.get("metadata[paymentId]") },
            payment_status: "unpaid",
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get failNext() {
      return state.failNext;
    },
    set failNext(v: boolean) {
      state.failNext = v;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A subscription account's first payment through the demo checkout (sign-up alone grants nothing). */
export async function payFirstSubscription(client: ReturnType<TestApp["client"]>) {
  const checkout = await client.post("/api/payments/checkout", { packageId: "subscription" });
  if (checkout.status !== 201) throw new Error(`subscription checkout: ${checkout.status}`);
  const paid = await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);
  if (paid.status !== 200) throw new Error(`subscription payment: ${paid.status}`);
  return (await client.get("/api/auth/me")).json.user;
}
