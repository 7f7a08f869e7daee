import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PASSWORD_MIN } from "../../engine/account-rules.js";
import { signUpForm } from "../../engine/api/account.js";
import { PasswordInput } from "../components/password-input";
import { Button, Field, focusRing } from "../components/ui";
import { requestResolver } from "../forms/request-resolver";
import { answer, client, OFFLINE_MESSAGE } from "../lib/api";
import { messageFor, signUpMessages } from "../lib/auth-messages";
import { useCatalog } from "../lib/catalog";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";
import { AuthShell } from "./auth-shell";
import { afterSignIn, isOffline } from "./sign-in-form";

const schema = signUpForm;
type Values = z.infer<typeof schema>;

export type Plan = "one-time" | "subscription";

/**
 * /signup/one-time and /signup/subscription. `?next=` (a path of the app, as for sign-in) is where
 * a new one-time account goes: the tool a visitor was filling in when Generate asked them to sign up.
 */
export function SignupPage({ plan }: { plan: Plan }) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const { next } = useSearch({ strict: false }) as { next?: unknown };
  const back = afterSignIn(next);
  const toolTitle = useToolAt(back);
  const form = useForm<Values>({
    resolver: requestResolver(schema),
    defaultValues: { displayName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: Values) => {
    if (isOffline()) return void notify.error(OFFLINE_MESSAGE);
    try {
      const { user } = await answer(client.auth.signup.$post({ json: { ...values, plan } }));
      setUser(user);
      notify.success("Account created successfully!");
      if (plan === "subscription") return void (await startSubscriptionCheckout());
      void navigate({ href: back });
    } catch (e) {
      notify.error(messageFor(e, signUpMessages, "Failed to create account"));
    }
  };
  // The subscription's credits come with its first payment: straight on to the provider's checkout.
  const startSubscriptionCheckout = async () => {
    try {
      const { checkoutUrl } = await answer(client.payments.checkout.$post({ json: { packageId: "subscription" } }));
      window.location.assign(checkoutUrl);
    } catch (e) {
      notify.error((e as Error).message || "Failed to process payment. Please contact support.");
      void navigate({ to: "/" });
    }
  };
  const onInvalid = (errs: Partial<Record<keyof Values, { message?: string }>>) =>
    notify.error(errs.displayName?.message ?? errs.email?.message ?? errs.password?.message ?? "");

  return (
    <AuthShell
      title="Create your account"
      subtitle={
        plan === "subscription"
          ? "Subscription: you pay at checkout next, and credits renew with each paid period"
          : "One-time credits to start creating"
      }
    >
      {toolTitle && plan === "one-time" && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm text-violet-950 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100"
        >
          Sign up to make your page: you go straight back to {toolTitle} with what you typed.
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} className="space-y-4">
        <Field
          label="Display name"
          autoComplete="name"
          required
          error={errors.displayName?.message}
          {...form.register("displayName")}
        />
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
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" loading={isSubmitting} loadingText="Creating account..." className="w-full">
          Sign Up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          search={back === "/" ? {} : { next: back }}
          className={`font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`}
        >
          Already have an account
        </Link>
      </p>
    </AuthShell>
  );
}

/** The title of the tool at `path` ("/kids/simple"), if it is one. */
function useToolAt(path: string): string | null {
  const { catalog } = useCatalog();
  const [, hub, slug, ...rest] = path.split("/");
  if (!catalog || !hub || !slug || rest.length) return null;
  return catalog.tools.find((t) => t.hub === hub && t.slug === slug)?.title ?? null;
}
