import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PASSWORD_MIN, WEAK_PASSWORD } from "../../engine/account-rules.js";
import { passwordChangeForm, profileForm } from "../../engine/api/account.js";
import type { CreditHistoryEntry, User } from "../../server/api-types";
import { PasswordInput } from "../components/password-input";
import { TableHead } from "../components/table-head";
import { Button, Card, Field, PageHeader } from "../components/ui";
import { requestResolver } from "../forms/request-resolver";
import { ApiError, answer, client } from "../lib/api";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";
import { PurchaseHistory } from "./account-purchases";

/** /account: profile, email verification, password, credit history. */
export function AccountPage() {
  const { user } = useSession();
  if (!user) return <p>Please sign in to access account settings.</p>;
  return (
    <div className="space-y-6">
      <PageHeader title="Account" description="Your profile, password and credits." icon={UserRound} />
      <ProfileCard user={user} />
      <PasswordCard />
      <CreditHistory />
      <PurchaseHistory />
    </div>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { setUser } = useSession();
  const form = useForm<{ displayName: string }>({
    resolver: requestResolver(profileForm),
    defaultValues: { displayName: user.displayName },
  });
  const [sending, setSending] = useState(false);
  const save = async (values: { displayName: string }) => {
    try {
      const res = await answer(client.account.$patch({ json: values }));
      setUser(res.user);
      notify.success("Profile updated successfully");
    } catch {
      notify.error("Failed to update profile");
    }
  };
  const verify = async () => {
    setSending(true);
    try {
      await client.auth["verify-email"].$post();
      notify.success("Verification email sent");
    } catch {
      notify.error("Failed to send verification email");
    } finally {
      setSending(false);
    }
  };
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">Profile</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(save, (e) => notify.error(e.displayName?.message ?? ""))}
        className="space-y-4"
      >
        <Field
          label="Display name"
          autoComplete="name"
          error={form.formState.errors.displayName?.message}
          {...form.register("displayName")}
        />
        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Email</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <span>{user.email}</span>
            {user.emailVerified ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                Verified
              </span>
            ) : (
              <Button variant="secondary" onClick={verify} loading={sending} className="px-3 py-1">
                Verify Email
              </Button>
            )}
          </div>
        </div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save profile
        </Button>
      </form>
    </Card>
  );
}

const passwordSchema = passwordChangeForm;
type PasswordValues = z.infer<typeof passwordSchema>;

function PasswordCard() {
  const form = useForm<PasswordValues>({
    resolver: requestResolver(passwordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const save = async (values: PasswordValues) => {
    try {
      await client.account.password.$post({ json: values });
      notify.success("Password updated successfully");
      form.reset();
    } catch (e) {
      notify.error(
        e instanceof ApiError && e.code === "wrong-password"
          ? "Incorrect password"
          : e instanceof ApiError && e.code === "weak-password"
            ? WEAK_PASSWORD
            : "Failed to update password",
      );
    }
  };
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">Change password</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(save, (e) =>
          notify.error(e.currentPassword?.message ?? e.newPassword?.message ?? ""),
        )}
        className="space-y-4"
      >
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <Button type="submit" loading={isSubmitting}>
          Update password
        </Button>
      </form>
    </Card>
  );
}

function CreditHistory() {
  const [history, setHistory] = useState<CreditHistoryEntry[] | null>(null);
  useEffect(() => {
    answer(client.credits.$get())
      .then((r) => setHistory(r.history))
      .catch(() => {
        notify.error("Failed to load credits");
        setHistory([]);
      });
  }, []);
  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">Credit history</h2>
      {history === null && <p>Loading...</p>}
      {history?.length === 0 && <p className="text-slate-600 dark:text-slate-300">No credit changes yet.</p>}
      {history && history.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead columns={["Date", "Change", "Balance", "Reason"]} compact />
            <tbody>
              {history.map((h) => (
                <tr key={`${h.timestamp}-${h.newAmount}`} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-4">{new Date(h.timestamp).toLocaleString()}</td>
                  <td className="py-2 pr-4">{h.delta > 0 ? `+${h.delta}` : h.delta}</td>
                  <td className="py-2 pr-4">{h.newAmount}</td>
                  <td className="py-2">{h.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
