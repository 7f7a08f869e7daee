import { Link, useSearch } from "@tanstack/react-router";
import { focusRing } from "../components/ui";
import { AuthShell } from "./auth-shell";
import { afterSignIn, SignInForm } from "./sign-in-form";

/** /unauthorized: where signed-out visitors of signed-in pages land. */
export function UnauthorizedPage() {
  // Signing in or up returns to the page that sent the visitor here.
  const next = afterSignIn((useSearch({ strict: false }) as { next?: unknown }).next);
  return (
    <AuthShell title="Unauthorized Access" subtitle="Please sign in to access this page">
      <SignInForm />
      <p className="mt-4 text-center text-sm text-slate-700 dark:text-slate-300">
        New to Inkling?{" "}
        <Link
          to="/signup/one-time"
          search={next === "/" ? {} : { next }}
          className={`font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`}
        >
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}
