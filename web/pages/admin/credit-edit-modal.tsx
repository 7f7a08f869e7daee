import { useEffect, useId, useState } from "react";
import type { User } from "../../../server/api-types";
import { Button, Field, Modal } from "../../components/ui";
import { ApiError, answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";
import { checkCreditEdit, modalCreditMessages } from "./credit-input";

interface CreditEditModalProps {
  user: User | null;
  onClose: () => void;
  onSaved: (user: User) => void;
}

/** The credits page's edit mode: set a balance, with a logged reason. */
export function CreditEditModal({ user, onClose, onSaved }: CreditEditModalProps) {
  const [credits, setCredits] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  useEffect(() => {
    setCredits(user ? String(user.credits) : "");
    setReason("");
    setError(null);
  }, [user]);

  async function save() {
    if (!user) return;
    const edit = checkCreditEdit(credits, reason, modalCreditMessages);
    if (!edit.ok) {
      setError(edit.message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const res = await answer(
        client.admin.users[":id"].credits.$put({
          param: { id: user.id },
          json: { credits: edit.credits, reason: edit.reason },
        }),
      );
      notify.success("Credits updated successfully");
      onSaved(res.user);
    } catch (err) {
      notify.error(err instanceof ApiError && err.status === 400 ? err.message : "Failed to update credits");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={user !== null}
      title={`Edit credits — ${user?.displayName || user?.email || ""}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p className="text-sm">Current balance: {user?.credits.toLocaleString()} credits</p>
        <Field
          label="New credit balance"
          inputMode="numeric"
          value={credits}
          onChange={(e) => setCredits(e.target.value)}
        />
        <Field label="Reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
