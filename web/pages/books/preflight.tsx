import { CircleAlert, CircleCheck, CircleX, ShieldCheck } from "lucide-react";
import { Button, Spinner } from "../../components/ui";
import type { Preflight, PreflightCheck } from "../../lib/books";

const look: Record<PreflightCheck["status"], { icon: typeof CircleCheck; word: string; className: string }> = {
  pass: { icon: CircleCheck, word: "Pass", className: "text-emerald-700 dark:text-emerald-400" },
  warn: { icon: CircleAlert, word: "Warning", className: "text-amber-700 dark:text-amber-400" },
  fail: { icon: CircleX, word: "Fail", className: "text-red-700 dark:text-red-400" },
};

/** KDP's rules checked on the files the book exports (GET /api/books/:id/preflight). */
export function PreflightPanel({
  result,
  loading,
  error,
  onRun,
}: {
  result: Preflight | null;
  loading: boolean;
  error: string | null;
  onRun: () => void;
}) {
  const failing = result?.checks.filter((c) => c.status === "fail").length ?? 0;
  const warning = result?.checks.filter((c) => c.status === "warn").length ?? 0;
  return (
    <div className="space-y-3" aria-busy={loading}>
      <Button variant="secondary" onClick={onRun} loading={loading} loadingText="Checking...">
        <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {result ? "Check again" : "Run preflight"}
      </Button>
      {loading && !result && <Spinner label="Checking the book" />}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {result && (
        <>
          <p role="status" className={`font-medium ${result.ok ? look.pass.className : look.fail.className}`}>
            {result.ok
              ? `Ready for KDP${warning ? ` (${warning} ${warning === 1 ? "warning" : "warnings"})` : ""}`
              : `${failing} ${failing === 1 ? "check fails" : "checks fail"}: KDP would reject this book`}
          </p>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Preflight checks">
            {result.checks.map((c) => {
              const { icon: Icon, word, className } = look[c.status];
              return (
                <li key={c.id} className="flex gap-3 py-2" data-status={c.status}>
                  <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${className}`} aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">
                      <span className="sr-only">{word}: </span>
                      {c.label}
                    </span>
                    {c.detail && <span className="block text-sm text-slate-600 dark:text-slate-400">{c.detail}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
