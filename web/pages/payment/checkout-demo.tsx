import { useNavigate, useParams } from "@tanstack/react-router";
import { FlaskConical } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { Payment } from "../../../server/api-types";
import { Button, Card, EmptyState, Spinner } from "../../components/ui";
import { ApiError, answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";
import { formatPrice } from "./format-price";
import { paymentMessages } from "./payment";

/**
 * /payment/checkout/$sessionId — the built-in `demo` provider's checkout. Pay asks the server to
 * complete the payment through the same signed-event path a real provider uses; nothing here
 * grants credits by itself.
 */
export function DemoCheckoutPage() {
  const { sessionId = "" } = useParams({ strict: false }) as { sessionId?: string };
  const navigate = useNavigate();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const successHref = `/payment/success?session_id=${encodeURIComponent(sessionId)}`;
  const session = useMemo(() => ({ param: { sessionId: encodeURIComponent(sessionId) } }), [sessionId]);

  useEffect(() => {
    let live = true;
    answer(client.payments[":sessionId"].$get(session))
      .then((p) => live && setPayment(p))
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 401) {
          notify.error(paymentMessages.signIn);
          // Back to this checkout once signed in, not to the home page.
          void navigate({ to: "/login", search: { next: `/payment/checkout/${sessionId}` } });
        } else setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [session, sessionId, navigate]);

  async function pay() {
    setBusy("pay");
    try {
      await client.payments.demo[":sessionId"].complete.$post(session);
      void navigate({ href: successHref });
    } catch (err) {
      setBusy(null);
      if (err instanceof ApiError && err.status === 409) {
        notify.error(err.message);
        setPayment((p) => (p ? { ...p, status: "expired" } : p));
      } else notify.error(paymentMessages.failed);
    }
  }

  async function cancel() {
    setBusy("cancel");
    // Marking the session failed keeps the payment list honest; leaving works even if that fails.
    await client.payments.demo[":sessionId"].cancel.$post(session).catch(() => undefined);
    void navigate({ href: "/payment?cancelled=1" });
  }

  if (failed)
    return <EmptyState title="Checkout not found" description="This checkout session does not exist or has expired." />;
  if (!payment) return <Spinner />;
  const settled = payment.status !== "pending";

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <Card className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">Checkout</h1>
        <div
          role="note"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <FlaskConical className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            <strong>Demo payment — no real money.</strong> This is the built-in demo payment provider; no card is needed
            and nothing is charged.
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-slate-800 dark:text-slate-200">
          <dt className="text-slate-600 dark:text-slate-400">Credits</dt>
          <dd className="text-right font-semibold tabular-nums">{payment.credits.toLocaleString()}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Total</dt>
          <dd className="text-right font-semibold">{payment.amount ? formatPrice(payment.amount) : "—"}</dd>
        </dl>
        {payment.status === "expired" ? (
          <div className="space-y-3">
            <p role="status">{paymentMessages.expired}</p>
            <Button className="w-full" onClick={() => void navigate({ to: "/payment" })}>
              Back to the packages
            </Button>
          </div>
        ) : settled ? (
          <Button className="w-full" onClick={() => void navigate({ href: successHref })}>
            {payment.status === "paid" ? "This payment is complete — continue" : "See payment status"}
          </Button>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              className="flex-1"
              loading={busy === "pay"}
              loadingText="Paying..."
              disabled={busy !== null}
              onClick={() => void pay()}
            >
              Pay {payment.amount ? formatPrice(payment.amount) : ""}
            </Button>
            <Button
              variant="secondary"
              className="flex-1"
              loading={busy === "cancel"}
              disabled={busy !== null}
              onClick={() => void cancel()}
            >
              Cancel
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
