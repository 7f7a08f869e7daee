import { useEffect, useState } from "react";
import { ApiError, answer, client } from "../../lib/api";

/** Payment success: processing → success or error. The server's verdict is the only source. */
export type PaymentState =
  | { phase: "processing" }
  | { phase: "success"; credits: number }
  | { phase: "error" }
  | { phase: "signed-out" };

const POLL_INTERVAL_MS = 1000;
/** A provider's webhook usually lands within seconds; after this we stop and say so. */
const POLL_LIMIT_MS = 20_000;

/**
 * Asks GET /api/payments/:sessionId until the payment is settled. Credits are granted only
 * by the verified provider event on the server (docs/api.md "Payments"), so this page never
 * reads an amount from its own address.
 */
export function usePaymentStatus(sessionId: string | null): PaymentState {
  const [state, setState] = useState<PaymentState>({ phase: "processing" });

  useEffect(() => {
    if (!sessionId) {
      setState({ phase: "error" });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + POLL_LIMIT_MS;
    setState({ phase: "processing" });

    const check = async () => {
      try {
        const payment = await answer(
          client.payments[":sessionId"].$get({ param: { sessionId: encodeURIComponent(sessionId) } }),
        );
        if (stopped) return;
        if (payment.status === "paid") return setState({ phase: "success", credits: payment.credits });
        if (payment.status === "failed" || payment.status === "expired") return setState({ phase: "error" });
      } catch (err) {
        if (stopped) return;
        if (err instanceof ApiError && err.status === 401) return setState({ phase: "signed-out" });
        // A 404 will not fix itself; a network blip or 5xx is worth another try.
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) return setState({ phase: "error" });
      }
      if (Date.now() >= deadline) return setState({ phase: "error" });
      timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return state;
}
