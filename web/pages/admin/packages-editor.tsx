import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { MAX_PACKAGES, packagesSchema } from "../../../engine/money.js";
import type { AdminSettings } from "../../../server/api-types";
import { Button, Card, Field } from "../../components/ui";
import { ApiError, answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";
import { formatPrice } from "../payment/format-price";

interface Row {
  credits: string;
  amount: string;
  label: string;
}

const toRows = (s: AdminSettings): Row[] =>
  s.packages.map((p) => ({ credits: String(p.credits), amount: String(p.price.amount), label: p.label ?? "" }));

/** A typed number, or the text itself so the shared rules name it ("abc" is not a price). */
const asNumber = (text: string) => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * The credit packages on sale, in the server's CURRENCY: checked here with the rules the server
 * applies (engine/money.ts) and saved through PUT /api/admin/settings {packages}.
 */
export function PackagesEditor({
  settings,
  onSaved,
}: {
  settings: AdminSettings;
  onSaved: (s: AdminSettings) => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => toRows(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { currency } = settings;

  const edit = (i: number, key: keyof Row, value: string) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  const send = async (packages: unknown) => {
    setSaving(true);
    try {
      const { settings: saved } = await answer(client.admin.settings.$put({ json: { packages } }));
      setRows(toRows(saved));
      setErrors({});
      onSaved(saved);
      notify.success("Packages updated");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        setErrors(err.fields ?? {});
        notify.error(err.message);
      } else notify.error("Failed to update packages");
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const typed = rows.map((r) => ({
      credits: asNumber(r.credits),
      amount: asNumber(r.amount),
      ...(r.label.trim() ? { label: r.label } : {}),
    }));
    const checked = packagesSchema(currency).safeParse(typed);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[["packages", ...issue.path].join(".")] ??= issue.message;
      setErrors(found);
      return;
    }
    void send(checked.data);
  };

  const listError = errors.packages;
  return (
    <Card>
      <section aria-labelledby="packages-heading" className="space-y-4">
        <div>
          <h2 id="packages-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            Credit packages
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Prices are in {currency} (set by CURRENCY on the server).{" "}
            {settings.customPackages ? "These are your own packages." : "These are the default packages."}
          </p>
        </div>
        {rows.map((row, i) => {
          const amount = Number(row.amount);
          const key = (k: string) => `packages.${i}.${k}`;
          return (
            <fieldset key={i} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1.5fr_auto]">
              <legend className="sr-only">Package {i + 1}</legend>
              <Field
                label={`Credits (package ${i + 1})`}
                inputMode="numeric"
                value={row.credits}
                error={errors[key("credits")]}
                onChange={(e) => edit(i, "credits", e.target.value)}
              />
              <Field
                label={`Price in ${currency} (package ${i + 1})`}
                inputMode="decimal"
                value={row.amount}
                error={errors[key("amount")]}
                trailing={
                  Number.isFinite(amount) && amount > 0 ? (
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {formatPrice({ amount, currency })}
                    </span>
                  ) : undefined
                }
                onChange={(e) => edit(i, "amount", e.target.value)}
              />
              <Field
                label={`Label (package ${i + 1})`}
                value={row.label}
                error={errors[key("label")]}
                onChange={(e) => edit(i, "label", e.target.value)}
              />
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-6"
                aria-label={`Remove package ${i + 1}`}
                disabled={rows.length <= 1}
                onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
              >
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </fieldset>
          );
        })}
        {listError ? <p className="text-sm text-red-700 dark:text-red-400">{listError}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={rows.length >= MAX_PACKAGES}
            onClick={() => setRows((list) => [...list, { credits: "", amount: "", label: "" }])}
          >
            <Plus size={16} aria-hidden="true" /> Add a package
          </Button>
          <Button type="button" loading={saving} loadingText="Saving..." onClick={save}>
            Save packages
          </Button>
          {settings.customPackages ? (
            <Button type="button" variant="ghost" disabled={saving} onClick={() => void send(null)}>
              Use the default packages
            </Button>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
