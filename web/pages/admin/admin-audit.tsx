import { History } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { AuditEntry } from "../../../server/api-types";
import { Button, Card, EmptyState, PageHeader, Spinner } from "../../components/ui";
import { answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";

const ACTIONS: Record<AuditEntry["action"], string> = {
  "user-created": "Created the user",
  "user-updated": "Changed the user",
  "credits-set": "Set the credits",
  "password-reset-sent": "Sent a password reset mail",
  "user-deleted": "Deleted the user",
};

/** The changes an entry made, in words ("role: subscription", "credits: 7 (gift)"). */
function describe(entry: AuditEntry): string {
  const d = entry.detail;
  if (entry.action === "credits-set")
    return `${String(d.previous)} → ${String(d.credits)} credits (${String(d.reason)})`;
  return Object.entries(d)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

/** /admin/audit: the read-only list of every administrator action on users (docs/api.md, "Admin"). */
export function AdminAuditPage() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (from?: string) => {
    setFailed(false);
    try {
      const page = await answer(client.admin.audit.$get({ query: from ? { cursor: from } : {} }));
      setEntries((old) => (from && old ? [...old, ...page.entries] : page.entries));
      setCursor(page.nextCursor);
    } catch {
      notify.error("Failed to load the audit log");
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Audit log" description="What administrators did to users, newest first." icon={History} />
      {failed && !entries ? (
        <EmptyState
          title="Failed to load the audit log"
          action={<Button onClick={() => void load()}>Try again</Button>}
        />
      ) : entries === null ? (
        <Spinner />
      ) : entries.length === 0 ? (
        <EmptyState icon={History} title="No administrator actions yet" />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
                <span className="text-slate-900 dark:text-slate-50">
                  <strong>{e.actor}</strong> · {ACTIONS[e.action] ?? e.action} · {e.target.email}
                  {describe(e) && <span className="text-slate-600 dark:text-slate-400"> · {describe(e)}</span>}
                </span>
                <time dateTime={e.at} className="text-slate-600 dark:text-slate-400">
                  {new Date(e.at).toLocaleString()}
                </time>
              </li>
            ))}
          </ul>
          {cursor && (
            <div className="pt-3">
              <Button variant="secondary" onClick={() => void load(cursor)}>
                Show older entries
              </Button>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
