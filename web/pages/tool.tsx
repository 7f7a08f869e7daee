import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { ArrowLeft, Sparkles, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { isImageOutput } from "../../engine/outputs.js";
import type { User } from "../../server/api-types";
import { GeneratingOverlay } from "../components/generating-overlay";
import { NotFoundScreen } from "../components/screens";
import { Button, Card, linkButton, PageHeader, primaryLinkButton, Spinner } from "../components/ui";
import { VerifyEmailNotice } from "../components/verify-email-notice";
import { useAfterFirstPaint } from "../lib/after-first-paint";
import { answer, client } from "../lib/api";
import { findTool, type PublicTool, useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { usePlans } from "../lib/plans";
import { useSession } from "../lib/session";
import { forgetToolValues, keepToolValues, keptToolValues } from "../lib/tool-draft";
import { useGeneration } from "../lib/use-generation";
import { AddToBook } from "../results/add-to-book";
import { AnswerKeyActions } from "../results/answer-key-actions";
import { LivePreview, useLivePreview } from "../results/live-preview";
import { ResultView } from "../results/result-view";
import { BatchDialog } from "./books/batch-dialog";

// The form engine brings zod and the descriptor compiler (~40 KB gzip); the page's heading paints
// first and the engine is only asked for once it is on screen (docs/performance.md, Lighthouse on
// a tool page).
const ToolForm = lazy(() => import("../forms/tool-form").then((m) => ({ default: m.ToolForm })));

/** /$hub/$tool: any catalogue tool, driven by its descriptor. */
export function ToolPage() {
  const { hub, tool: slug } = useParams({ strict: false }) as { hub: string; tool: string };
  const { catalog, error } = useCatalog();
  if (error) return <p role="alert">Could not load the tools: {error}</p>;
  if (!catalog) return <Spinner label="Loading tools" />;
  const tool = findTool(catalog, hub, slug);
  if (!tool) return <NotFoundScreen />;
  return <ToolScreen key={tool.id} tool={tool} />;
}

export function ToolScreen({ tool }: { tool: PublicTool }) {
  const navigate = useNavigate();
  const { busy, queuePosition, result, run, needsVerifiedEmail, failure } = useGeneration(tool);
  const { user } = useSession();
  const { catalog } = useCatalog();
  const plans = usePlans();
  const image = isImageOutput(tool.output) || tool.output === "activity";
  const headingPainted = useAfterFirstPaint();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  // What this visitor typed here before signing up or in (web/lib/tool-draft.ts).
  const [kept] = useState(() => keptToolValues(tool.id));
  const initial = useStartValues(tool, search, kept);
  const fromKept = kept !== null && initial === kept;
  const here = `/${tool.hub}/${tool.slug}`;
  const preview = useRef<HTMLDivElement>(null);
  const free = plans?.disableCreditDeduction === true;
  const cost = user?.isAdmin || free ? 0 : tool.cost;
  const outOfCredits = user ? !canPay(user, cost) : false;
  const [batch, setBatch] = useState<Record<string, unknown> | null>(null);
  const [typed, setTyped] = useState<Record<string, unknown> | null>(null);
  const [accepted, setAccepted] = useState(false);
  // Only tools the built-in engine previews are asked for one (activity and photo tools have none).
  const live = useLivePreview(tool.id, typed, tool.preview && !!user);
  useEffect(() => {
    if (user && kept) forgetToolValues(tool.id);
  }, [user, kept, tool.id]);
  const onValuesChange = (values: Record<string, unknown>, valid: boolean) => {
    if (!user) keepToolValues(tool.id, values);
    // Previews are asked for valid values only: an empty required field is no request (no 400).
    if (image) setTyped(valid ? values : null);
  };
  // Signed out, Generate asks for an account first; the values wait in this tab for the return.
  const signUpFirst = (values: Record<string, unknown>) => {
    keepToolValues(tool.id, values);
    void navigate({ to: "/signup/one-time", search: { next: here } });
    return undefined;
  };
  // Generate draws the previewed page (its seed), with the stand-ins the user accepted.
  const generate = (values: Record<string, unknown>) =>
    run(values, {
      seed: live.preview && JSON.stringify(values) === JSON.stringify(typed) ? live.preview.seed : undefined,
      acceptStandIns: accepted || undefined,
    });

  // After Generate, the result (or why there is none) is where the eye and a screen reader go next.
  useEffect(() => {
    if (result || failure) preview.current?.focus();
  }, [result, failure]);

  return (
    <div>
      {busy && <GeneratingOverlay queuePosition={queuePosition} />}
      {plans?.maintenanceMode && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
          {user?.isAdmin
            ? "Maintenance mode is on: other users cannot generate until you turn it off in System Settings."
            : "Inkling is down for maintenance. Generating is paused for now; please try again a little later."}
        </p>
      )}
      {tool.backButton && (
        <Button
          variant="ghost"
          className="mb-3 -ml-2"
          onClick={() => void navigate({ to: "/$hub", params: { hub: tool.hub } })}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
        </Button>
      )}
      <PageHeader title={tool.title} description={tool.description} icon={iconFor(tool.icon)} />
      {needsVerifiedEmail && <VerifyEmailNotice />}
      {batch && (
        <BatchDialog
          tool={tool.id}
          toolTitle={tool.title}
          values={batch}
          acceptStandIns={accepted}
          onClose={() => setBatch(null)}
        />
      )}
      {headingPainted ? (
        // Both cards appear together, into space already held below the fold: nothing on screen
        // moves when the form arrives (a form card growing above the preview would shift it: CLS).
        <Suspense fallback={<FormPending />}>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              {initial === "loading" ? (
                <Spinner label="Loading the page's values" />
              ) : (
                <ToolForm
                  key={initial ? JSON.stringify(initial) : "blank"}
                  tool={tool}
                  onSubmit={user ? generate : signUpFirst}
                  onValuesChange={onValuesChange}
                  busy={busy}
                  cost={cost}
                  outOfCredits={outOfCredits}
                  initialValues={initial ?? undefined}
                  fromAddress={typeof search.from !== "string" && !fromKept}
                  onBatch={(tool.output === "line-art" || tool.output === "activity") && user ? setBatch : undefined}
                />
              )}
            </Card>
            <Card role="region" aria-label="Preview" tabIndex={-1} ref={preview}>
              {failure && !busy && (
                <p className="mb-3 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
                  <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  {failure.message}
                </p>
              )}
              {!user && <SignUpToMake next={here} credits={plans?.plans.oneTime.credits} preview={tool.preview} />}
              {!busy && (!result || JSON.stringify(result.values) !== JSON.stringify(typed)) && (
                <LivePreview preview={live.preview} problem={live.problem} accepted={accepted} onAccept={setAccepted} />
              )}
              <ResultView
                output={result?.output ?? null}
                generationId={result?.id}
                loading={busy}
                alt={`${tool.title} coloring page`}
                image={image}
                pageTool={tool.pageIdeas ? catalog?.tools.find((t) => t.id === catalog.site.home.featured) : undefined}
              />
              {image && result?.status === "succeeded" && result.output?.kind === "image" && (
                <div className="mt-3 flex flex-wrap gap-2">
                  <AddToBook
                    generationId={result.id}
                    as={tool.output === "cover" ? "cover" : "page"}
                    understood={result.output.understood}
                  />
                  {result.output.answerUrl && <AnswerKeyActions generationId={result.id} />}
                </div>
              )}
            </Card>
          </div>
        </Suspense>
      ) : (
        <FormPending />
      )}
    </div>
  );
}

/**
 * Where a signed-in user sees the free preview: a signed-out visitor is asked to sign up (or in)
 * and told that what they type comes back with them.
 */
function SignUpToMake({ next, credits, preview }: { next: string; credits?: number; preview: boolean }) {
  return (
    <section aria-labelledby="sign-up-to-make" className="mb-4 space-y-3">
      <h2 id="sign-up-to-make" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="h-5 w-5 text-violet-700 dark:text-violet-300" aria-hidden="true" /> Sign up to make this
        page
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Fill in the form, then sign up free{credits ? ` (${credits} credits to start)` : ""} to{" "}
        {preview ? "see the free preview and make the page" : "make the page"}. You come back here with what you typed.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/signup/one-time" search={{ next }} className={primaryLinkButton}>
          Sign up free
        </Link>
        <Link to="/login" search={{ next }} className={linkButton}>
          Sign in
        </Link>
      </div>
    </section>
  );
}

/** Holds a screen's height so the footer stays below the fold until the cards replace it. */
function FormPending() {
  return (
    <div className="min-h-screen">
      <Spinner label="Loading the form" />
    </div>
  );
}

/** A subscriber past the renewal date is renewed at generation. */
function canPay(user: User, cost: number): boolean {
  if (cost === 0 || user.credits >= cost) return true;
  const due = user.subscriptionRenewalDate ? Date.parse(user.subscriptionRenewalDate) : Number.NaN;
  return user.role === "subscription" && due <= Date.now();
}

/**
 * The values the form opens with: `?from=<generation id>`, the values a gallery page was made
 * from ("edit and generate"); otherwise values given by field name (`?subject=a%20unicorn`,
 * `?detail=detailed`, from search, an idea or the home page); otherwise what the visitor typed
 * before signing up (`kept`).
 */
function useStartValues(
  tool: PublicTool,
  search: Record<string, unknown>,
  kept: Record<string, unknown> | null,
): Record<string, unknown> | null | "loading" {
  const from = typeof search.from === "string" ? search.from : undefined;
  const toolId = tool.id;
  const wanted: Record<string, string> = {};
  for (const f of tool.fields) {
    const value = search[f.name];
    // The form takes these into fields of typed text, and into a choice when it is one of its options.
    if (typeof value === "string" || typeof value === "number") {
      if (String(value).trim()) wanted[f.name] = String(value);
    }
  }
  // Search objects are rebuilt on navigation; the values themselves decide when the form restarts.
  const key = Object.keys(wanted).length ? JSON.stringify(wanted) : "";
  const given = useMemo(() => (key ? (JSON.parse(key) as Record<string, string>) : null), [key]);
  const [state, setState] = useState<Record<string, unknown> | null | "loading">(from ? "loading" : (given ?? kept));
  useEffect(() => {
    if (!from) return setState(given ?? kept);
    let live = true;
    setState("loading");
    answer(client.generations[":id"].$get({ param: { id: encodeURIComponent(from) } }))
      .then(({ generation }) => live && setState(generation.tool === toolId ? generation.values : null))
      .catch(() => live && setState(null));
    return () => {
      live = false;
    };
  }, [from, toolId, given, kept]);
  return state;
}
