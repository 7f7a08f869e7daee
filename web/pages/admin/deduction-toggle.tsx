import { useEffect, useId, useState } from "react";
import { focusRing } from "../../components/ui";
import { answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";

/**
 * "Credits enabled" switch: on means images cost credits. It stores the inverse flag
 * `disableCreditDeduction`, saving only that key so other settings are untouched.
 */
export function DeductionToggle() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const labelId = useId();

  useEffect(() => {
    let live = true;
    answer(client.admin.settings.$get())
      .then((r) => live && setEnabled(!r.settings.disableCreditDeduction))
      .catch(() => live && notify.error("Failed to load settings"));
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    if (enabled === null) return;
    const next = !enabled;
    setSaving(true);
    try {
      const r = await answer(client.admin.settings.$put({ json: { disableCreditDeduction: !next } }));
      setEnabled(!r.settings.disableCreditDeduction);
      notify.success(next ? "Credit deduction enabled" : "Credit deduction disabled");
    } catch {
      notify.error("Failed to update credit deduction setting");
    } finally {
      setSaving(false);
    }
  }

  const on = enabled === true;
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={enabled === null || saving}
        onClick={() => void toggle()}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? "bg-violet-700" : "bg-slate-400 dark:bg-slate-600"} ${focusRing}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </button>
      <span id={labelId} className="text-sm text-slate-800 dark:text-slate-200">
        Credits enabled{" "}
        <span className="text-slate-600 dark:text-slate-400">
          {enabled === null ? "" : on ? "(each image costs 1 credit)" : "(nobody is charged)"}
        </span>
      </span>
    </div>
  );
}
