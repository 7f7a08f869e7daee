import { MailCheck } from "lucide-react";
import { useState } from "react";
import { ApiError, client } from "../lib/api";
import { notify } from "../lib/toast";
import { Button } from "./ui";

/**
 * Shown when the server refuses a first generation until the e-mail is verified (the
 * administrator's "Require a verified e-mail" setting): the mail is one click away.
 */
export function VerifyEmailNotice() {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const send = async () => {
    setState("sending");
    try {
      await client.auth["verify-email"].$post();
      setState("sent");
      notify.success("Verification email sent");
    } catch (e) {
      setState("idle");
      notify.error(e instanceof ApiError && e.status === 429 ? e.message : "Failed to send verification email");
    }
  };
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <MailCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        {state === "sent"
          ? "We sent you a new link. Open it, then come back and generate."
          : "Please verify your e-mail address before your first generation: open the link in the mail we sent you, or send a new one."}
      </p>
      <Button
        onClick={() => void send()}
        loading={state === "sending"}
        loadingText="Sending..."
        disabled={state === "sent"}
      >
        Send the verification mail
      </Button>
    </div>
  );
}
