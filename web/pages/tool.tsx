import { useNavigate, useParams } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { GeneratingOverlay } from "../components/generating-overlay";
import { NotFoundScreen } from "../components/screens";
import { Button, Card, PageHeader, Spinner } from "../components/ui";
import { VerifyEmailNotice } from "../components/verify-email-notice";
import { useAfterFirstPaint } from "../lib/after-first-paint";
import { findTool, type PublicTool, useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { useGeneration } from "../lib/use-generation";
import { ResultView } from "../results/result-view";

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
  const { busy, queuePosition, result, run, needsVerifiedEmail } = useGeneration(tool);
  const image = tool.output === "line-art" || tool.output === "cover";
  const headingPainted = useAfterFirstPaint();
  return (
    <div>
      {busy && <GeneratingOverlay queuePosition={queuePosition} />}
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
      {headingPainted ? (
        // Both cards appear together, into space already held below the fold: nothing on screen
        // moves when the form arrives (a growing form card used to push the preview down, CLS).
        <Suspense fallback={<FormPending />}>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <ToolForm tool={tool} onSubmit={run} busy={busy} />
            </Card>
            <Card role="region" aria-label="Preview">
              <ResultView
                output={result?.output ?? null}
                loading={busy}
                alt={`${tool.title} coloring page`}
                image={image}
              />
            </Card>
          </div>
        </Suspense>
      ) : (
        <FormPending />
      )}
    </div>
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
