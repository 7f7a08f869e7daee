import { AuthShell } from "./auth-shell";
import { SignInForm } from "./sign-in-form";

/** /unauthorized: where signed-out visitors of signed-in pages land (product-spec §2). */
export function UnauthorizedPage() {
  return (
    <AuthShell title="Unauthorized Access" subtitle="Please sign in to access this page">
      <SignInForm />
    </AuthShell>
  );
}
