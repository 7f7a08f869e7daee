import { Link } from "@tanstack/react-router";
import { ArrowRight, Check, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { Attribution } from "../components/attribution";
import { PublicHeader } from "../components/public-header";
import { SearchHint, ToolSearch } from "../components/tool-search";
import { focusRing } from "../components/ui";
import { answer, client } from "../lib/api";
import { useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { usePlans } from "../lib/plans";
import { useTheme } from "../lib/theme";
import { formatPrice } from "./payment/format-price";

interface Sample {
  name: string;
  alt: string;
  kind: "line-art" | "cover";
  url: string;
}

const primary = `inline-flex items-center justify-center gap-1 rounded-lg bg-violet-700 px-5 py-2.5 font-medium text-white hover:bg-violet-800 ${focusRing}`;
const secondary = `inline-flex items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`;

/** "/" for visitors who are not signed in: what Inkling makes, its plans, Sign up and Sign in. */
export function LandingPage() {
  useTheme();
  const { catalog } = useCatalog();
  const plans = usePlans();
  const [samples, setSamples] = useState<Sample[]>([]);
  useEffect(() => {
    let live = true;
    answer(client.samples.$get())
      .then((r) => live && setSamples(r.samples))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const home = catalog?.site.home;
  const sub = plans?.plans.subscription;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <PublicHeader />

      <main id="main" className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:px-6">
        <section aria-labelledby="hero" className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h1 id="hero" className="text-3xl font-bold sm:text-5xl">
              {home?.title ?? "AI Coloring Page Generator"}
            </h1>
            <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
              {home?.subtitle ?? "Printable coloring pages, book covers and publishing text from a few words."}
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              For teachers, parents, creative people and self-publishers: pick a tool, type a subject, and print the
              page, or make the cover and the text of your own book.
            </p>
            {home && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Features">
                {home.badges.map((b) => (
                  <li
                    key={b}
                    className="flex items-center gap-1 rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-900 dark:bg-violet-900/60 dark:text-violet-100"
                  >
                    <Sparkles className="h-4 w-4" aria-hidden="true" /> {b}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/signup/one-time" className={primary}>
                Sign up free <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
              <Link to="/login" className={secondary}>
                Sign in
              </Link>
            </div>
            <div className="mt-6 max-w-md">
              <ToolSearch />
              <SearchHint className="text-slate-600 dark:text-slate-400" />
            </div>
          </div>
          <SampleGrid samples={samples} />
        </section>

        {catalog && (
          <section aria-labelledby="tools">
            <h2 id="tools" className="mb-4 text-2xl font-semibold">
              {catalog.tools.length} tools in {catalog.hubs.length} collections
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {catalog.hubs.map((hub) => {
                const Icon = iconFor(hub.icon);
                const count = catalog.tools.filter((t) => t.hub === hub.id).length;
                return (
                  <li key={hub.id}>
                    <Link
                      to="/$hub"
                      params={{ hub: hub.id }}
                      className={`block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-violet-400 hover:shadow dark:border-slate-700 dark:bg-slate-900 ${focusRing}`}
                    >
                      <span
                        className="mb-2 inline-flex h-9 w-9 items-center justify-center rounded-lg text-white"
                        style={{ backgroundColor: hub.color }}
                      >
                        <Icon className="h-5 w-5" aria-hidden="true" />
                      </span>
                      <h3 className="font-semibold">{hub.title}</h3>
                      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{hub.description}</p>
                      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{count} tools</p>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        <section aria-labelledby="plans">
          <h2 id="plans" className="mb-4 text-2xl font-semibold">
            Plans
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <PlanCard
              title="One-time credits"
              price="Free to start"
              lines={[
                plans ? `${plans.plans.oneTime.credits} credits when you sign up` : "Credits when you sign up",
                "1 credit per page or cover; text tools included",
                plans?.packages.length
                  ? `Top up any time from ${formatPrice({ amount: Math.min(...plans.packages.map((p) => p.price.amount)), currency: plans.currency })}`
                  : "Top up any time",
              ]}
              to="/signup/one-time"
              cta="Sign up free"
            />
            <PlanCard
              title="Subscription"
              price={sub?.price ? `${formatPrice(sub.price)} every ${sub.days} days` : "Paid at checkout"}
              lines={[
                sub ? `${sub.credits} credits every ${sub.days} days` : "Credits every renewal",
                "Renews only when the payment goes through",
                "Cancel any time; your remaining credits stay",
              ]}
              to="/signup/subscription"
              cta="Subscribe"
            />
          </div>
        </section>
      </main>
      <Attribution />
    </div>
  );
}

/** How many samples the server shows: their squares hold the place until the list arrives. */
const SAMPLE_SLOTS = 6;
/** The samples in the first screenful of a phone (two columns) or a wider screen (three). */
const ABOVE_THE_FOLD = 3;

function SampleGrid({ samples }: { samples: Sample[] }) {
  return (
    <section aria-labelledby="samples">
      <h2 id="samples" className="sr-only">
        Pages made with Inkling
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {samples.map((s, i) => (
          <li
            key={s.name}
            className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700"
          >
            {/* The WebP of the same page (a third of the PNG's bytes); the first ones are what a
                visitor sees first, so they load at once and ahead of the rest. */}
            <img
              src={s.url.replace(/\.png$/, ".webp")}
              alt={s.alt}
              width={512}
              height={512}
              loading={i < ABOVE_THE_FOLD ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
              className="block h-full w-full"
            />
          </li>
        ))}
        {Array.from({ length: Math.max(0, SAMPLE_SLOTS - samples.length) }, (_, i) => (
          <li
            key={`empty-${i}`}
            aria-hidden="true"
            className="aspect-square rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          />
        ))}
      </ul>
      <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">
        Drawn by Inkling's built-in engine: coloring pages in black and white, covers in colour.
      </p>
    </section>
  );
}

function PlanCard(props: { title: string; price: string; lines: string[]; to: string; cta: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <h3 className="text-lg font-semibold">{props.title}</h3>
      <p className="mt-1 text-2xl font-bold text-violet-800 dark:text-violet-200">{props.price}</p>
      <ul className="mt-4 flex-1 space-y-2">
        {props.lines.map((l) => (
          <li key={l} className="flex gap-2 text-sm text-slate-800 dark:text-slate-200">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
            {l}
          </li>
        ))}
      </ul>
      <Link to={props.to} className={`${primary} mt-6`}>
        {props.cta}
      </Link>
    </div>
  );
}
