import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Card, focusRing, Spinner } from "../../components/ui";
import { useSession } from "../../lib/session";
import { notify } from "../../lib/toast";
import { paymentMessages } from "./payment";
import { usePaymentStatus } from "./use-payment-status";

/** How long the success message shows before the redirect. */
export const SUCCESS_REDIRECT_MS = 2000;

/** /payment/success?session_id=… — the provider's return address. */
export function PaymentSuccessPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // Only the session id is read from the address; any other parameter (e.g. credits) is ignored.
  const raw = search.session_id;
  const sessionId = typeof raw === "string" || typeof raw === "number" ? String(raw) : null;
  const state = usePaymentStatus(sessionId);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (state.phase === "signed-out") {
      notify.error(paymentMessages.signIn);
      void navigate({
        to: "/login",
        search: { next: `/payment/success?session_id=${encodeURIComponent(sessionId ?? "")}` },
      });
    } else if (state.phase === "error") {
      notify.error(paymentMessages.failed);
    } else if (state.phase === "success") {
      // The sidebar balance reads the session, so re-read it now rather than wait for the live event.
      void refreshRef.current();
      // Home, where the receipt stays until it is dismissed.
      const t = setTimeout(
        () => void navigate({ to: "/", search: sessionId ? { receipt: sessionId } : {} }),
        SUCCESS_REDIRECT_MS,
      );
      return () => clearTimeout(t);
    }
  }, [state.phase, navigate, sessionId]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-12">
      <Card className="w-full text-center">
        {state.phase === "processing" || state.phase === "signed-out" ? (
          <div role="status" className="flex flex-col items-center gap-3">
            <Spinner size={40} label="" />
            <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Processing your payment...</h1>
            <p className="text-slate-600 dark:text-slate-300">This usually takes a few seconds.</p>
          </div>
        ) : state.phase === "success" ? (
          <div role="status" className="flex flex-col items-center gap-3">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
            <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Payment successful!</h1>
            <p className="text-slate-700 dark:text-slate-200">
              {state.credits.toLocaleString()} credits have been added to your account.
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Taking you home, where your receipt stays until you close it...
            </p>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3">
            <XCircle className="h-12 w-12 text-red-600" aria-hidden="true" />
            <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-50">Payment not completed</h1>
            <p className="text-slate-700 dark:text-slate-200">{paymentMessages.failed}</p>
            <Link to="/payment" className={`text-violet-700 underline dark:text-violet-300 ${focusRing}`}>
              Back to credit packages
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}
