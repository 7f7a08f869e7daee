import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signInForm } from "../../engine/api/account.js";
import { PasswordInput } from "../components/password-input";
import { Button, Field, focusRing } from "../components/ui";
import { requestResolver } from "../forms/request-resolver";
import { answer, client, OFFLINE_MESSAGE } from "../lib/api";
import { messageFor, signInMessages } from "../lib/auth-messages";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";

const schema = signInForm;
type Values = z.infer<typeof schema>;

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Where to go after signing in: `?next=` when it is a path of this app (a checkout, the payment
 * page), else the home page. Anything that could leave the app ("//host", "https:") is ignored.
 */
export function afterSignIn(next: unknown): string {
  return typeof next === "string" && /^\/(?![/\\])[^:]*$/.test(next) && !next.startsWith("/login") ? next : "/";
}

/** Sign-in used by /login and /unauthorized; success goes back where sign-in was asked for. */
export function SignInForm({ onForgot }: { onForgot?: () => void }) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const { next } = useSearch({ strict: false }) as { next?: unknown };
  const form = useForm<Values>({ resolver: requestResolver(schema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: Values) => {
    if (isOffline()) {
      notify.error(OFFLINE_MESSAGE);
      return;
    }
    try {
      const { user } = await answer(client.auth.login.$post({ json: values }));
      setUser(user);
      notify.success("Signed in successfully!");
      void navigate({ href: afterSignIn(next) });
    } catch (e) {
      notify.error(messageFor(e, signInMessages, "Authentication failed"));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, (errs) => notify.error(errs.email?.message ?? errs.password?.message ?? ""))}
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
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex justify-end">
        {onForgot ? (
          <button
            type="button"
            onClick={onForgot}
            className={`text-sm font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`}
          >
            Forgot password?
          </button>
        ) : (
          <Link
            to="/login"
            search={{ view: "reset" }}
            className={`text-sm font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`}
          >
            Forgot password?
          </Link>
        )}
      </div>
      <Button type="submit" loading={isSubmitting} loadingText="Signing in..." className="w-full">
        Sign In
      </Button>
    </form>
  );
}
