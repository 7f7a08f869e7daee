import { Settings as SettingsIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { settingsSchema } from "../../../engine/account-rules.js";
import type { AdminSettings } from "../../../server/api-types";
import { Button, Card, EmptyState, Field, PageHeader, Spinner } from "../../components/ui";
import { requestResolver } from "../../forms/request-resolver";
import { ApiError, answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";
import { PackagesEditor } from "./packages-editor";

// The server checks an edit with the same schema (server/admin/settings-input.ts).
export { settingsSchema };

type SettingsValues = z.infer<typeof settingsSchema>;

function Toggle({ label, hint, reg }: { label: string; hint: string; reg: UseFormRegisterReturn }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 h-5 w-5 accent-violet-700" {...reg} />
      <span>
        <span className="font-medium text-slate-900 dark:text-slate-50">{label}</span>
        <span className="block text-slate-600 dark:text-slate-400">{hint}</span>
      </span>
    </label>
  );
}

/** The form's own values: the packages have their own editor and save. */
const formValues = ({ updatedAt: _, currency: _c, packages: _p, customPackages: _x, ...values }: AdminSettings) =>
  values;

/** /admin/settings: the system settings; saved values apply to the next request. */
export function AdminSettingsPage() {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [loaded, setLoaded] = useState<AdminSettings | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsValues>({ resolver: requestResolver(settingsSchema) });

  const load = useCallback(async () => {
    setState("loading");
    try {
      const { settings } = await answer(client.admin.settings.$get());
      reset(formValues(settings));
      setLoaded(settings);
      setState("ready");
    } catch {
      notify.error("Failed to load settings");
      setState("failed");
    }
  }, [reset]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = handleSubmit(async (values) => {
    try {
      const { settings } = await answer(client.admin.settings.$put({ json: values }));
      reset(formValues(settings));
      setLoaded(settings);
      notify.success("Settings updated successfully");
    } catch (err) {
      notify.error(err instanceof ApiError && err.status === 400 ? err.message : "Failed to update settings");
    }
  });

  const num = (name: "oneTimeCredits" | "subscriptionCredits" | "subscriptionDuration") =>
    register(name, { valueAsNumber: true });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="System Settings"
        description="Starting credits, subscription renewal, credit packages and system switches."
        icon={SettingsIcon}
      />
      {state === "loading" ? (
        <Spinner />
      ) : state === "failed" ? (
        <EmptyState title="Failed to load settings" action={<Button onClick={() => void load()}>Try again</Button>} />
      ) : (
        <div className="space-y-6">
          <Card>
            <form onSubmit={save} noValidate className="space-y-5">
              <div className="grid gap-4 sm:grid-cols-3">
                <Field
                  label="One-time credits"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  error={errors.oneTimeCredits?.message}
                  {...num("oneTimeCredits")}
                />
                <Field
                  label="Subscription credits"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  error={errors.subscriptionCredits?.message}
                  {...num("subscriptionCredits")}
                />
                <Field
                  label="Subscription duration (days)"
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  error={errors.subscriptionDuration?.message}
                  {...num("subscriptionDuration")}
                />
              </div>
              <Toggle
                label="Maintenance mode"
                hint="New generations are refused with a maintenance message."
                reg={register("maintenanceMode")}
              />
              <Toggle
                label="Disable credit deduction"
                hint="Nobody is charged for images; counts are still kept."
                reg={register("disableCreditDeduction")}
              />
              <Toggle
                label="Require a verified e-mail before the first generation"
                hint="New accounts confirm their e-mail address before they can generate (on by default with a paid image provider)."
                reg={register("requireVerifiedEmail")}
              />
              <Button type="submit" loading={isSubmitting} loadingText="Saving..." disabled={!isDirty}>
                Save settings
              </Button>
            </form>
          </Card>
          {loaded ? <PackagesEditor settings={loaded} onSaved={setLoaded} /> : null}
        </div>
      )}
    </div>
  );
}
