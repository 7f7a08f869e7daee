import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { PublicTool } from "../../engine/catalog.js";
import { SearchHint, ToolSearch } from "../components/tool-search";
import { Button, Card, focusRing, inputClass, Spinner } from "../components/ui";
import { useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { Receipt } from "./payment/receipt";

export function formatUpdateDate(iso: string): string {
  // Dates are calendar days: format in UTC so "2024-02-18" never shows as the 17th.
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The signed-in home page. */
export function HomePage() {
  const { catalog, error } = useCatalog();
  const navigate = useNavigate();
  // After a checkout the success page brings the buyer here with the payment's receipt.
  const { receipt } = useSearch({ strict: false }) as { receipt?: unknown };
  if (error) return <p role="alert">Could not load the tools: {error}</p>;
  if (!catalog) return <Spinner label="Loading tools" />;
  const { home, recentUpdates } = catalog.site;
  const hubs = catalog.hubs;
  const toolCount = (hub: string) => catalog.tools.filter((t) => t.hub === hub).length;
  const featured = catalog.tools.find((t) => t.id === home.featured);

  return (
    <div className="space-y-10">
      {typeof receipt === "string" && (
        <Receipt sessionId={receipt} onDismiss={() => void navigate({ to: "/", search: {}, replace: true })} />
      )}
      <section className="rounded-2xl bg-gradient-to-br from-violet-700 to-fuchsia-700 p-6 text-white sm:p-10">
        <h1 className="text-3xl font-bold sm:text-4xl">{home.title}</h1>
        <p className="mt-2 max-w-2xl text-violet-50">{home.subtitle}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Features">
          {home.badges.map((b) => (
            <li key={b} className="flex items-center gap-1 rounded-full bg-white/20 px-3 py-1 text-sm font-medium">
              <Sparkles className="h-4 w-4" aria-hidden="true" /> {b}
            </li>
          ))}
        </ul>
        <div className="mt-6 max-w-md text-slate-900">
          <ToolSearch />
          <SearchHint className="text-violet-50" />
        </div>
      </section>

      {featured && <AnyPage tool={featured} />}

      <section aria-labelledby="categories">
        <h2 id="categories" className="mb-4 text-xl font-semibold">
          Categories
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {hubs.map((hub) => {
            const Icon = iconFor(hub.icon);
            return (
              <Card key={hub.id} className="flex flex-col">
                <span
                  className="mb-3 inline-flex h-10 w-10 items-center justify-center rounded-lg text-white"
                  style={{ backgroundColor: hub.color }}
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{hub.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">{hub.description}</p>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{toolCount(hub.id)} tools</p>
                <Link
                  to="/$hub"
                  params={{ hub: hub.id }}
                  aria-label={`Explore Tools: ${hub.title}`}
                  className={`mt-4 inline-flex items-center justify-center gap-1 rounded-lg bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800 ${focusRing}`}
                >
                  Explore Tools <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="updates">
        <h2 id="updates" className="mb-4 text-xl font-semibold">
          Recent Updates
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {recentUpdates.map((u) => (
            <Card key={u.path}>
              <time dateTime={u.date} className="text-xs font-medium uppercase text-slate-600 dark:text-slate-400">
                {formatUpdateDate(u.date)}
              </time>
              <h3 className="mt-1 font-semibold">{u.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{u.description}</p>
              <Link
                to={u.path}
                aria-label={`Try now: ${u.title}`}
                className={`mt-3 inline-flex items-center gap-1 text-sm font-medium text-violet-800 hover:underline dark:text-violet-300 ${focusRing} rounded`}
              >
                Try now <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

/** The general tool, first on the page: type a subject, open the tool with it filled in. */
function AnyPage({ tool }: { tool: PublicTool }) {
  const navigate = useNavigate();
  const [subject, setSubject] = useState("");
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = subject.trim();
    void navigate({
      to: "/$hub/$tool",
      params: { hub: tool.hub, tool: tool.slug },
      search: text ? { subject: text } : {},
    });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {tool.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{tool.description}</p>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            Subject
          </label>
          <input
            id={id}
            className={inputClass}
            value={subject}
            maxLength={200}
            placeholder="e.g. a T-rex by a volcano"
            onChange={(e) => setSubject(e.target.value)}
          />
          <Button type="submit" className="shrink-0">
            Make my page <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </form>
      </Card>
    </section>
  );
}
