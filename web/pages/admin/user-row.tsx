import { Check, KeyRound, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { ROLES } from "../../../engine/api/account.js";
import type { Role, User } from "../../../server/api-types";
import { stickyFirst } from "../../components/table-head";
import { Button, inputClass } from "../../components/ui";
import { ApiError, answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";
import { checkCreditEdit, inlineCreditMessages } from "./credit-input";

const roleLabels: Record<Role, string> = {
  "one-time-credit": "One-time credit",
  subscription: "Subscription",
  unlimited: "Unlimited",
  admin: "Admin",
};

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : "—");

const smallInput = `${inputClass} w-28! px-2! py-1! text-sm`;
const iconButton = "px-2! py-1!";

interface UserRowProps {
  user: User;
  onChanged: (user: User) => void;
  onDelete: (user: User) => void;
}

/** One row of /admin/users: every action the administrator has on one account. */
export function UserRow({ user, onChanged, onDelete }: UserRowProps) {
  const [editing, setEditing] = useState(false);
  const [credits, setCredits] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const who = user.displayName || user.email;
  // The server refuses to demote, deactivate or delete the administrator account; say so up front.
  const locked = user.isAdmin;

  async function run<T>(action: () => Promise<T>, ok: string, fail: string, after?: (value: T) => void) {
    setBusy(true);
    try {
      const value = await action();
      after?.(value);
      notify.success(ok);
    } catch (err) {
      // A 400 carries the spec's own validation message; anything else gets the generic one.
      notify.error(err instanceof ApiError && err.status === 400 ? err.message : fail);
    } finally {
      setBusy(false);
    }
  }

  const adminUser = client.admin.users[":id"];
  const param = { param: { id: user.id } };

  const changeRole = (role: Role) =>
    run(
      () => answer(adminUser.$patch({ ...param, json: { role } })),
      "User role updated successfully",
      "Failed to update user role",
      (r) => onChanged(r.user),
    );

  const toggleActive = () =>
    run(
      () => answer(adminUser.$patch({ ...param, json: { isActive: !user.isActive } })),
      user.isActive ? "User deactivated" : "User activated",
      "Failed to update user",
      (r) => onChanged(r.user),
    );

  const sendReset = () =>
    run(
      () => answer(adminUser["password-reset"].$post(param)),
      "Password reset email sent!",
      "Failed to send password reset",
    );

  const startEdit = () => {
    setCredits(String(user.credits));
    setReason("");
    setEditing(true);
  };

  const saveCredits = () => {
    const edit = checkCreditEdit(credits, reason, inlineCreditMessages);
    if (!edit.ok) {
      notify.error(edit.message);
      return;
    }
    return run(
      () => answer(adminUser.credits.$put({ ...param, json: { credits: edit.credits, reason: edit.reason } })),
      "Credits updated successfully",
      "Failed to update credits",
      (r) => {
        onChanged(r.user);
        setEditing(false);
      },
    );
  };

  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <th scope="row" className={`px-3 py-2 text-left font-normal ${stickyFirst}`}>
        <div className="font-medium text-slate-900 dark:text-slate-50">{user.displayName || "—"}</div>
        <div className="text-sm text-slate-600 dark:text-slate-300">{user.email}</div>
        {/* That the user has uploaded photos, never the photos (docs/api.md, "Uploads"). */}
        {(user as User & { uploads?: number }).uploads ? (
          <div className="text-xs text-slate-600 dark:text-slate-400" data-testid="user-uploads">
            {(user as User & { uploads?: number }).uploads} uploaded{" "}
            {(user as User & { uploads?: number }).uploads === 1 ? "photo" : "photos"}
          </div>
        ) : null}
      </th>
      <td className="px-3 py-2">
        <select
          aria-label={`Role for ${who}`}
          className={`${inputClass} w-40! py-1! text-sm`}
          value={user.role}
          disabled={busy || locked}
          onChange={(e) => void changeRole(e.target.value as Role)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-2">
        {editing ? (
          <div className="flex flex-col gap-1">
            <input
              aria-label={`New credits for ${who}`}
              inputMode="numeric"
              className={smallInput}
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
            />
            <input
              aria-label={`Reason for the change for ${who}`}
              placeholder="Reason"
              className={smallInput}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && void saveCredits()}
            />
            <div className="flex gap-1">
              <Button
                className={iconButton}
                aria-label="Save credits"
                loading={busy}
                onClick={() => void saveCredits()}
              >
                <Check className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="secondary"
                className={iconButton}
                aria-label="Cancel credit edit"
                onClick={() => setEditing(false)}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <span className="tabular-nums">{user.credits.toLocaleString()}</span>
            <Button variant="ghost" className={iconButton} aria-label={`Edit credits for ${who}`} onClick={startEdit}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        )}
      </td>
      <td className="px-3 py-2">
        <span className={user.isActive ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}>
          {user.isActive ? "Active" : "Inactive"}
        </span>
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-sm">{formatDate(user.createdAt)}</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-1">
          {locked ? (
            // The administrator's own account is always active: no button that looks like it could change.
            <span className="px-2 py-1 text-sm text-slate-600 dark:text-slate-300">Always active</span>
          ) : (
            <Button variant="secondary" className="px-2! py-1!" disabled={busy} onClick={() => void toggleActive()}>
              {user.isActive ? "Deactivate" : "Activate"}
            </Button>
          )}
          {user.role === "subscription" && !locked && (
            <Button
              variant="secondary"
              className="px-2! py-1!"
              disabled={busy}
              title="Demo payments only: a paid renewal, as the provider would report it"
              onClick={() =>
                void run(
                  async () => {
                    await client.payments.demo.subscriptions[":userId"].renew.$post({ param: { userId: user.id } });
                    return answer(client.admin.users.$get({ query: { limit: "1", q: user.email } }));
                  },
                  "Renewal simulated",
                  "Failed to simulate the renewal",
                  (r) => r.users[0] && onChanged(r.users[0]),
                )
              }
            >
              Simulate renewal
            </Button>
          )}
          <Button
            variant="secondary"
            className={iconButton}
            disabled={busy}
            aria-label={`Send password reset to ${who}`}
            title="Send password reset"
            onClick={() => void sendReset()}
          >
            <KeyRound className="h-4 w-4" aria-hidden="true" />
          </Button>
          {!locked && (
            <Button
              variant="danger"
              className={iconButton}
              disabled={busy}
              aria-label={`Delete ${who}`}
              title="Delete user"
              onClick={() => onDelete(user)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
