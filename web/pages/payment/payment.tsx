import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { CreditCard, Info, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import type { CreditPackage } from "../../../server/api-types";
import { Button, Card, EmptyState, focusRing, PageHeader, Spinner } from "../../components/ui";
import { ApiError, answer, client } from "../../lib/api";
import { useSession } from "../../lib/session";
import { notify } from "../../lib/toast";
import { formatPrice } from "./format-price";

export const paymentMessages = {
  signIn: "Please sign in to process payment",
  expired: "This checkout has expired. Please choose a package again.",
  failed: "Failed to process payment. Please contact support.",
} as const;

/** The router parses `?cancelled=1` as the number 1; a hand-typed link may carry "1" or "true". */
const isFlagSet = (v: unknown) => v === 1 || v === true || v === "1" || v === "true";

/** /payment: the credit packages; Buy starts a checkout with the configured provider. */
export function PaymentPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const [packages, setPackages] = useState<CreditPackage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [buying, setBuying] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    answer(client.payments.packages.$get())
      .then((r) => live && setPackages(r.packages))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  async function buy(pkg: CreditPackage) {
    setBuying(pkg.id);
    try {
      const { checkoutUrl } = await answer(client.payments.checkout.$post({ json: { packageId: pkg.id } }));
      // The provider's page (or the demo checkout) takes over; we come back to /payment/success.
      window.location.assign(checkoutUrl);
    } catch (err) {
      setBuying(null);
      if (err instanceof ApiError && err.status === 401) {
        notify.error(paymentMessages.signIn);
        void navigate({ to: "/login", search: { next: "/payment" } });
        return;
      }
      notify.error(
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : paymentMessages.failed,
      );
    }
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to="/"
        className={`mb-4 inline-block text-sm font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`}
      >
        ← Back to Inkling
      </Link>
      <PageHeader title="Top up credits" description="Each image costs 1 credit." icon={CreditCard} />
      {isFlagSet(search.cancelled) && (
        <div
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <Info className="h-5 w-5 shrink-0" aria-hidden="true" />
          Payment cancelled. You have not been charged.
        </div>
      )}
      {user && (
        <p className="mb-4 text-slate-700 dark:text-slate-300">
          Current balance: <strong className="tabular-nums">{user.credits.toLocaleString()}</strong> credits
        </p>
      )}
      {failed ? (
        <EmptyState title="Could not load the credit packages" description="Please try again in a moment." />
      ) : packages === null ? (
        <Spinner />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <Card className="flex h-full flex-col items-center gap-3 text-center">
                <Sparkles className="h-8 w-8 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                {pkg.label && (
                  <p className="text-sm font-semibold uppercase tracking-wide text-violet-800 dark:text-violet-300">
                    {pkg.label}
                  </p>
                )}
                <h2 className="text-2xl font-bold text-slate-900 dark:text-slate-50">
                  {pkg.credits.toLocaleString()} credits
                </h2>
                <p className="text-xl text-slate-700 dark:text-slate-200">{formatPrice(pkg.price)}</p>
                <Button
                  className="mt-auto w-full"
                  aria-label={`Buy ${pkg.credits} credits for ${formatPrice(pkg.price)}`}
                  loading={buying === pkg.id}
                  loadingText="Redirecting..."
                  disabled={buying !== null}
                  onClick={() => void buy(pkg)}
                >
                  Buy
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
