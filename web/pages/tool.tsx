import { useNavigate, useParams } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense } from "react";
import { GeneratingOverlay } from "../components/generating-overlay";
import { NotFoundScreen } from "../components/screens";
import { Button, Card, PageHeader, Spinner } from "../components/ui";
import { findTool, type PublicTool, useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { useGeneration } from "../lib/use-generation";
import { ResultView } from "../results/result-view";

// The form engine brings zod and the descriptor compiler; the page's heading and preview paint
// before it arrives (docs/performance.md, Lighthouse on a tool page).
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
  const { busy, queuePosition, result, run } = useGeneration(tool);
  const image = tool.output === "line-art" || tool.output === "cover";
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
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <ToolForm tool={tool} onSubmit={run} busy={busy} />
          </Suspense>
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
    </div>
  );
}
