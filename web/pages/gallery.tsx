import { Link } from "@tanstack/react-router";
import { Download, Images, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { Generation } from "../../server/api-types";
import { Button, Card, EmptyState, focusRing, Modal, PageHeader, Spinner } from "../components/ui";
import { api } from "../lib/api";
import { useCatalog } from "../lib/catalog";
import { downloadImage } from "../lib/download";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";
import { apiFailureMessage } from "../lib/use-generation";
import { isDone, waitForGeneration } from "../lib/wait-generation";
import { PrintActions } from "../results/print-actions";
import { ResultView } from "../results/result-view";

interface Page {
  generations: Generation[];
  nextCursor: string | null;
}

/** /gallery ("My pages"): the caller's generations, newest first, with paging. */
export function GalleryPage() {
  const { catalog } = useCatalog();
  const { setCredits } = useSession();
  const [items, setItems] = useState<Generation[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [deleting, setDeleting] = useState<Generation | null>(null);

  const load = useCallback(async (from: string | null) => {
    setLoading(true);
    try {
      const page = await api.get<Page>(`/generations${from ? `?cursor=${encodeURIComponent(from)}` : ""}`);
      setItems((prev) => (from ? [...prev, ...page.generations] : page.generations));
      setCursor(page.nextCursor);
    } catch (e) {
      notify.error((e as Error).message || "Failed to load your pages");
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(null);
  }, [load]);

  const replace = (g: Generation) => setItems((prev) => prev.map((x) => (x.id === g.id ? g : x)));

  const again = async (g: Generation) => {
    const tool = catalog?.tools.find((t) => t.id === g.tool);
    try {
      const res = await api.post<{ generation: Generation; credits: number }>("/generations", {
        tool: g.tool,
        values: g.values,
      });
      setCredits(res.credits);
      setItems((prev) => [res.generation, ...prev]);
      const done = await waitForGeneration(res.generation, replace);
      if (done.status === "failed")
        notify.error(done.error?.message || tool?.failureMessage || "Failed to generate image");
    } catch (e) {
      notify.error(apiFailureMessage(e, tool?.failureMessage ?? "Failed to generate image"));
    }
  };

  const remove = async (g: Generation) => {
    setDeleting(null);
    try {
      await api.del(`/generations/${g.id}`);
      setItems((prev) => prev.filter((x) => x.id !== g.id));
      notify.success("Deleted");
    } catch (e) {
      notify.error((e as Error).message || "Failed to delete");
    }
  };

  const titleOf = (id: string) => catalog?.tools.find((t) => t.id === id)?.title ?? id;

  return (
    <div>
      <PageHeader title="My pages" description="Everything you have generated, newest first." icon={Images} />
      {!loading && items.length === 0 && (
        <EmptyState
          icon={Images}
          title="Nothing here yet"
          description="Pick a tool and create your first coloring page."
          action={
            <Link
              to="/kids"
              className={`rounded-lg bg-violet-700 px-4 py-2 font-medium text-white hover:bg-violet-800 ${focusRing}`}
            >
              Browse the tools
            </Link>
          }
        />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((g) => (
          <li key={g.id}>
            <Card className="flex h-full flex-col gap-3">
              <div>
                <h2 className="font-semibold">{titleOf(g.tool)}</h2>
                <p className="text-xs text-slate-600 dark:text-slate-400">{new Date(g.createdAt).toLocaleString()}</p>
              </div>
              <div className="flex-1 text-sm">
                {g.status === "failed" && (
                  <p className="text-red-700 dark:text-red-400">{g.error?.message ?? "Failed"}</p>
                )}
                {!isDone(g) && <Spinner label="Generating" />}
                {g.status === "succeeded" && g.output?.kind === "image" && (
                  <img
                    src={g.output.url}
                    alt={`${titleOf(g.tool)} coloring page`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700"
                  />
                )}
                {g.status === "succeeded" && g.output && g.output.kind !== "image" && (
                  <div className="max-h-72 overflow-auto">
                    <ResultView output={g.output} loading={false} alt="" />
                  </div>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {g.output?.kind === "image" && (
                  <Button
                    variant="secondary"
                    onClick={() => g.output?.kind === "image" && void downloadImage(g.output.url)}
                  >
                    <Download className="h-4 w-4" aria-hidden="true" /> Download
                  </Button>
                )}
                {g.status === "succeeded" && g.output?.kind === "image" && (
                  <PrintActions
                    imageUrl={g.output.url}
                    title={`${titleOf(g.tool)} coloring page`}
                    className="contents"
                  />
                )}
                <Button variant="secondary" onClick={() => void again(g)} disabled={!isDone(g)}>
                  <RefreshCw className="h-4 w-4" aria-hidden="true" /> Generate again
                </Button>
                <Button variant="ghost" onClick={() => setDeleting(g)} aria-label={`Delete ${titleOf(g.tool)}`}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {loading && <Spinner label="Loading your pages" />}
      {cursor && !loading && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void load(cursor)}>
            Load more
          </Button>
        </div>
      )}
      <Modal
        open={deleting !== null}
        title="Delete this page?"
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => deleting && void remove(deleting)}>
              Delete
            </Button>
          </>
        }
      >
        This removes it from My pages for good.
      </Modal>
    </div>
  );
}
