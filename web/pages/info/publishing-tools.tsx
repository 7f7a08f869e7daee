import { ExternalLink, Wrench } from "lucide-react";
import { EmptyState, focusRing, PageHeader, Spinner } from "../../components/ui";
import { useCatalog } from "../../lib/catalog";
import { iconFor } from "../../lib/icons";

/** Publishing Tools page: external tools for self-publishers, from catalog/site.yaml. */
export function PublishingToolsPage() {
  const { catalog, error } = useCatalog();
  if (error) return <EmptyState title="Could not load the publishing tools" description="Please reload the page." />;
  if (!catalog) return <Spinner />;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Publishing Tools"
        description="Trusted tools for publishing and selling your coloring books."
        icon={Wrench}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {catalog.site.publishingTools.map((tool) => {
          const Icon = iconFor(tool.icon);
          return (
            <li key={tool.url}>
              <a
                href={tool.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-violet-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-violet-500 ${focusRing}`}
              >
                <Icon className="h-8 w-8 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                <span className="flex items-center gap-1 text-lg font-semibold text-slate-900 dark:text-slate-50">
                  {tool.title} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                {tool.description && (
                  <span className="text-sm text-slate-600 dark:text-slate-300">{tool.description}</span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
