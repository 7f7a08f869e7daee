import { Link } from "@tanstack/react-router";
import { ReceiptText, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { Payment } from "../../../server/api-types";
import { Card, focusRing } from "../../components/ui";
import { answer, client } from "../../lib/api";
import { useSession } from "../../lib/session";
import { formatPrice } from "./format-price";

/**
 * The receipt of a paid checkout, on the home page the success page leads to (`/?receipt=<session
 * id>`): it stays until dismissed, so what was bought, for how much and when can be read at
 * leisure. Every purchase is also listed under Account, Purchases.
 */
export function Receipt({ sessionId, onDismiss }: { sessionId: string; onDismiss: () => void }) {
  const { user } = useSession();
  const [payment, setPayment] = useState<Payment | null>(null);
  useEffect(() => {
    let live = true;
    answer(client.payments[":sessionId"].$get({ param: { sessionId: encodeURIComponent(sessionId) } }))
      .then((p) => live && setPayment(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [sessionId]);
  if (payment?.status !== "paid") return null;
  return (
    <Card role="region" aria-labelledby="receipt-title" className="border-emerald-300 dark:border-emerald-700">
      <div className="flex items-start justify-between gap-3">
        <h2 id="receipt-title" className="flex items-center gap-2 text-lg font-semibold">
          <ReceiptText className="h-5 w-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" /> Receipt
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss the receipt"
          className={`rounded-lg p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Line label="Credits bought" value={payment.credits.toLocaleString()} />
        <Line label="Paid" value={formatPrice(payment.amount)} />
        <Line label="Date" value={payment.createdAt ? new Date(payment.createdAt).toLocaleString() : ""} />
        <Line label="Reference" value={payment.sessionId} />
        {user && !user.isAdmin && <Line label="Your balance" value={`${user.credits.toLocaleString()} credits`} />}
      </dl>
      <p className="mt-3 text-sm">
        <Link
          to="/account"
          className={`rounded font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing}`}
        >
          All your purchases
        </Link>
      </p>
    </Card>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-all font-medium text-slate-900 dark:text-slate-50">{value}</dd>
    </div>
  );
}
