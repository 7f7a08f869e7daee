import { useNavigate } from "@tanstack/react-router";
import { useCallback, useRef, useState } from "react";
import { isImageOutput } from "../../engine/outputs.js";
import type { Generation } from "../../server/api-types";
import { ApiError, answer, client } from "./api";
import { useSession } from "./session";
import { notify } from "./toast";
import { waitForGeneration } from "./wait-generation";

export const SIGN_IN_TO_GENERATE = "Please sign in to generate images";
const DEFAULT_FAILURE = "Failed to generate image";

export interface GenerationTool {
  id: string;
  output: string;
  failureMessage?: string;
}

/**
 * The generation cycle: idle → loading → result or error toast → idle.
 * Loading always ends; a new result replaces the previous one only on success.
 */
export function useGeneration(tool: GenerationTool) {
  const { setCredits } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [queuePosition, setQueuePosition] = useState<number | null>(null);
  const [result, setResult] = useState<Generation | null>(null);
  /** The server asked for a verified e-mail first: the page offers to send the mail again. */
  const [needsVerifiedEmail, setNeedsVerifiedEmail] = useState(false);
  /** Why the last Generate made nothing (shown where the result would be); null after a success. */
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (
      values: Record<string, unknown>,
      extra: { acceptStandIns?: boolean; seed?: number } = {},
    ): Promise<GenerationOutcome> => {
      if (running.current) return {};
      running.current = true;
      setBusy(true);
      setQueuePosition(null);
      const fallback = tool.failureMessage ?? DEFAULT_FAILURE;
      const fail = (message: string) => {
        notify.error(message);
        setFailure({ message, at: Date.now() });
      };
      setFailure(null);
      try {
        const res = await answer(client.generations.$post({ json: { tool: tool.id, values, ...extra } }));
        setCredits(res.credits);
        const done = await waitForGeneration(res.generation, (g) =>
          setQueuePosition(g.status === "queued" ? (g.queuePosition ?? null) : null),
        );
        if (done.status === "succeeded" && done.output) {
          setResult(done);
          notify.success(isImageOutput(tool.output) ? "Image generated successfully!" : "Generated successfully!");
        } else {
          fail(done.error?.message || fallback);
        }
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) {
          notify.error(SIGN_IN_TO_GENERATE);
          void navigate({ to: "/login" });
        } else if (e instanceof ApiError && e.code === "email-not-verified") {
          // The page shows its own notice, with the button that sends the mail.
          setNeedsVerifiedEmail(true);
          notify.error(e.message);
        } else if (e instanceof ApiError && e.status === 402) {
          // One toast: the server's "Insufficient credits…" (two stacked ones said the same twice).
          fail(e.message || NO_CREDITS);
        } else {
          // A refused value (400 with `fields`, e.g. unknown-subject) is marked on its field,
          // where focus goes; anything else is said where the result would have been.
          if (e instanceof ApiError && e.status === 400 && e.fields) {
            notify.error(apiFailureMessage(e, fallback));
            return { fieldErrors: e.fields };
          }
          fail(apiFailureMessage(e, fallback));
        }
      } finally {
        running.current = false;
        setBusy(false);
        setQueuePosition(null);
      }
      return {};
    },
    [tool.id, tool.output, tool.failureMessage, setCredits, navigate],
  );

  return { busy, queuePosition, result, run, setResult, needsVerifiedEmail, failure };
}

/** What the form needs to know of a failed run: the server's message per field it refused. */
export interface GenerationOutcome {
  fieldErrors?: Record<string, string>;
}

export const NO_CREDITS = "No credits available. Please upgrade your plan or purchase more credits.";

/** 402, invalid input, maintenance and throttling carry the server's message; faults do not. */
export function apiFailureMessage(e: unknown, failure: string): string {
  if (e instanceof ApiError && e.code === "credits-failed") return e.message;
  if (e instanceof ApiError && e.status >= 400 && e.status < 500) return e.message || failure;
  if (e instanceof ApiError && e.status === 503) return e.message || failure;
  return failure;
}
