import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_MIN } from "../../engine/account-rules.js";
import { passwordResetConfirmBody } from "../../engine/api/account.js";
import { PasswordInput } from "../components/password-input";
import { Button, focusRing, Spinner } from "../components/ui";
import { requestResolver } from "../forms/request-resolver";
import { ApiError, client, OFFLINE_MESSAGE } from "../lib/api";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";
import { AuthShell } from "./auth-shell";
import { isOffline } from "./sign-in-form";

const linkClass = `font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`;
const useToken = () => (useSearch({ strict: false }) as { token?: string }).token ?? "";

const resetSchema = passwordResetConfirmBody.pick({ password: true });

/** /reset-password?token= — set a new password from the emailed link. */
export function ResetPasswordPage() {
  const token = useToken();
  const navigate = useNavigate();
  const form = useForm<{ password: string }>({
    resolver: requestResolver(resetSchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ password }: { password: string }) => {
    if (isOffline()) return void notify.error(OFFLINE_MESSAGE);
    try {
      await client.auth["password-reset"].confirm.$post({ json: { token, password } });
      notify.success("Password updated successfully");
      void navigate({ to: "/login" });
    } catch (e) {
      notify.error(e instanceof ApiError && e.status < 500 && e.status > 0 ? e.message : "Failed to update password");
    }
  };
  return (
    <AuthShell title="Set a new password">
      {!token ? (
        <p className="text-center text-slate-700 dark:text-slate-300">
          This reset link is incomplete. Request a new one from the sign-in page.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(submit, (errs) => notify.error(errs.password?.message ?? ""))}
          className="space-y-4"
        >
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Button type="submit" loading={isSubmitting} loadingText="Saving..." className="w-full">
            Set password
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}

/** /verify-email?token= — confirms once on arrival. */
export function VerifyEmailPage() {
  const token = useToken();
  const { refresh } = useSession();
  const [state, setState] = useState<"working" | "done" | "failed">(token ? "working" : "failed");
  const [message, setMessage] = useState("This verification link is incomplete.");
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    client.auth["verify-email"].confirm
      .$post({ json: { token } })
      .then(() => {
        setState("done");
        void refresh();
      })
      .catch((e: Error) => {
        setMessage(e.message || "This verification link is invalid or has expired.");
        setState("failed");
      });
  }, [token, refresh]);
  return (
    <AuthShell title="Email verification">
      <div className="text-center text-slate-700 dark:text-slate-300" role="status" aria-live="polite">
        {state === "working" && <Spinner label="Verifying your email" />}
        {state === "done" && <p>Your email address is verified.</p>}
        {state === "failed" && <p>{message}</p>}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className={linkClass}>
          Continue
        </Link>
      </p>
    </AuthShell>
  );
}
