import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { passwordResetBody } from "../../engine/api/account.js";
import { Button, Field, focusRing } from "../components/ui";
import { requestResolver } from "../forms/request-resolver";
import { client, OFFLINE_MESSAGE } from "../lib/api";
import { messageFor, resetMessages } from "../lib/auth-messages";
import { notify } from "../lib/toast";
import { AuthShell } from "./auth-shell";
import { afterSignIn, isOffline, SignInForm } from "./sign-in-form";

const linkClass = `font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`;

/** /login: sign in, or the forgot-password view (`?view=reset`). */
export function LoginPage() {
  const search = useSearch({ strict: false }) as { view?: string; next?: unknown };
  const navigate = useNavigate();
  const reset = search.view === "reset";
  const show = (view?: "reset") => void navigate({ to: "/login", search: view ? { view } : {}, replace: true });
  // A visitor sent to sign in from a tool (or a checkout) who signs up instead goes back there too.
  const next = afterSignIn(search.next);

  if (reset) {
    return (
      <AuthShell title="Reset your password" subtitle="We will email you a link to set a new password.">
        <ResetRequestForm onBack={() => show()} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to create coloring pages">
      <SignInForm onForgot={() => show("reset")} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        No account yet?{" "}
        <Link to="/signup/one-time" search={next === "/" ? {} : { next }} className={linkClass}>
          Sign up
        </Link>{" "}
        or{" "}
        <Link to="/signup/subscription" className={linkClass}>
          subscribe
        </Link>
      </p>
    </AuthShell>
  );
}

const resetSchema = passwordResetBody;

function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const form = useForm<{ email: string }>({ resolver: requestResolver(resetSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ email }: { email: string }) => {
    if (isOffline()) return void notify.error(OFFLINE_MESSAGE);
    try {
      await client.auth["password-reset"].$post({ json: { email } });
      notify.success("Password reset email sent!");
      onBack();
    } catch (e) {
      notify.error(messageFor(e, resetMessages, "Failed to send reset email"));
    }
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, (errs) => notify.error(errs.email?.message ?? ""))}
      className="space-y-4"
    >
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" loading={isSubmitting} loadingText="Sending..." className="w-full">
        Send Reset Link
      </Button>
      <button type="button" onClick={onBack} className={`block w-full text-center text-sm ${linkClass}`}>
        Back to sign in
      </button>
    </form>
  );
}
