import { useEffect, useState } from "react";
import type { Payment } from "../../server/api-types";
import { TableHead } from "../components/table-head";
import { Card } from "../components/ui";
import { answer, client } from "../lib/api";
import { formatPrice } from "./payment/format-price";

const statusLabel: Record<Payment["status"], string> = {
  paid: "Paid",
  pending: "Pending",
  failed: "Not completed",
  expired: "Expired",
};

/** The signed-in user's credit purchases (GET /api/payments), newest first. */
export function PurchaseHistory() {
  const [payments, setPayments] = useState<Payment[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    answer(client.payments.$get({ query: {} }))
      .then((r) => setPayments(r.payments))
      .catch(() => setFailed(true));
  }, []);
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">Purchases</h2>
      {failed && (
        <p className="text-slate-600 dark:text-slate-300">Could not load your purchases. Please try again later.</p>
      )}
      {!failed && payments === null && <p>Loading...</p>}
      {payments?.length === 0 && <p className="text-slate-600 dark:text-slate-300">No purchases yet.</p>}
      {payments && payments.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead columns={["Date", "Credits", "Price", "Status"]} compact />
            <tbody>
              {payments.map((p) => (
                <tr key={p.sessionId} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-4">{p.createdAt ? new Date(p.createdAt).toLocaleString() : ""}</td>
                  <td className="py-2 pr-4 tabular-nums">{p.credits}</td>
                  <td className="py-2 pr-4">{p.amount ? formatPrice(p.amount) : ""}</td>
                  <td className="py-2">{statusLabel[p.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
