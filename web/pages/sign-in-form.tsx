import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { User } from "../../server/api-types";
import { PasswordInput } from "../components/password-input";
import { Button, Field, focusRing } from "../components/ui";
import { api, OFFLINE_MESSAGE } from "../lib/api";
import { messageFor, signInMessages } from "../lib/auth-messages";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";

const schema = z.object({
  email: z.string().trim().min(1, "Please enter your email address"),
  password: z.string().min(1, "Please enter your password"),
});
type Values = z.infer<typeof schema>;

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Sign-in used by /login and /unauthorized; success goes to /. */
export function SignInForm({ onForgot }: { onForgot?: () => void }) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: Values) => {
    if (isOffline()) {
      notify.error(OFFLINE_MESSAGE);
      return;
    }
    try {
      const { user } = await api.post<{ user: User }>("/auth/login", values);
      setUser(user);
      notify.success("Signed in successfully!");
      void navigate({ to: "/" });
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
