import { useEffect, useState } from "react";
import type { CreditHistoryEntry, User } from "../../../server/api-types";
import { Button, EmptyState, Modal, Spinner } from "../../components/ui";
import { answer, client } from "../../lib/api";

interface CreditHistoryModalProps {
  user: User | null;
  onClose: () => void;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The credits page's history mode: every balance change of one user, newest first. */
export function CreditHistoryModal({ user, onClose }: CreditHistoryModalProps) {
  const [history, setHistory] = useState<CreditHistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setHistory(null);
    setFailed(false);
    answer(client.admin.users[":id"]["credit-history"].$get({ param: { id: user.id } }))
      .then((r) => live && setHistory(r.history))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [user]);

  return (
    <Modal
      open={user !== null}
      title={`Credit history — ${user?.displayName || user?.email || ""}`}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {failed ? (
        <p role="alert">Failed to load credit history</p>
      ) : history === null ? (
        <Spinner />
      ) : history.length === 0 ? (
        <EmptyState title="No credit changes yet" />
      ) : (
        <ol className="space-y-3">
          {history.map((h, i) => (
            <li
              key={`${h.timestamp}-${i}`}
              className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium tabular-nums text-slate-900 dark:text-slate-50">
                  {h.previousAmount.toLocaleString()} → {h.newAmount.toLocaleString()}
                </span>
                <span
                  className={`tabular-nums ${h.delta < 0 ? "text-red-700 dark:text-red-400" : "text-green-700 dark:text-green-400"}`}
                >
                  {signed(h.delta)}
                </span>
              </div>
              <p className="mt-1">{h.reason}</p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                by {h.modifiedBy} · <time dateTime={h.timestamp}>{new Date(h.timestamp).toLocaleString()}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
