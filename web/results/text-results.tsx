import { Link } from "@tanstack/react-router";
import { ArrowRight, Download } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicTool } from "../../engine/catalog.js";
import type { StoreDescription } from "../../server/api-types";
import { Button, focusRing } from "../components/ui";
import { saveBlob } from "../lib/download";
import { CopyButton } from "./copy-button";

/** A list of ideas; page ideas each open `pageTool` (the general tool) with the idea as its subject. */
export function IdeasResult({ ideas, pageTool }: { ideas: string[]; pageTool?: PublicTool }) {
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">Ideas</h2>
        <CopyButton text={ideas.map((idea, i) => `${i + 1}. ${idea}`).join("\n")} />
      </div>
      <ol className="list-decimal space-y-1 pl-6 text-slate-800 dark:text-slate-200">
        {ideas.map((idea, i) => (
          <li key={i}>
            {idea}
            {pageTool && (
              <Link
                to="/$hub/$tool"
                params={{ hub: pageTool.hub, tool: pageTool.slug }}
                search={{ subject: idea }}
                aria-label={`Make a page: ${idea}`}
                className={`ml-2 inline-flex items-center gap-1 rounded text-sm font-medium whitespace-nowrap text-violet-800 hover:underline dark:text-violet-300 ${focusRing}`}
              >
                Make this page <ArrowRight className="h-3 w-3" aria-hidden="true" />
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Section({ title, copy, children }: { title: string; copy: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
        <CopyButton text={copy} label={`Copy ${title}`} />
      </div>
      <div className="text-slate-800 dark:text-slate-200">{children}</div>
    </section>
  );
}

/** Amazon description sections, each with its own Copy. */
export function DescriptionResult({ description: d }: { description: StoreDescription }) {
  const keywords = `Long-tail: ${d.keywords.longTail.join(", ")}\nShort-tail: ${d.keywords.shortTail.join(", ")}`;
  return (
    <div className="space-y-3">
      {d.title && <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{d.title}</h2>}
      <Section title="Main Description" copy={d.description}>
        <p className="whitespace-pre-line">{d.description}</p>
      </Section>
      <Section title="Key Features & Benefits" copy={d.bulletPoints.map((b) => `• ${b}`).join("\n")}>
        <ul className="list-disc space-y-1 pl-6">
          {d.bulletPoints.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </Section>
      <Section title="Call to Action" copy={d.callToAction}>
        <p>{d.callToAction}</p>
      </Section>
      <Section title="Keywords" copy={keywords}>
        <h4 className="text-sm font-medium">Long-tail</h4>
        <p className="mb-2 text-sm">{d.keywords.longTail.join(", ")}</p>
        <h4 className="text-sm font-medium">Short-tail</h4>
        <p className="text-sm">{d.keywords.shortTail.join(", ")}</p>
      </Section>
      <Section title="Suggested Categories" copy={d.categories.join("\n")}>
        <ul className="list-disc space-y-1 pl-6">
          {d.categories.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** Copyright page: plain text with its line breaks kept (never inserted as HTML). */
export function TextResult({ text }: { text: string }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} />
        <Button
          variant="secondary"
          onClick={() => saveBlob(new Blob([text], { type: "text/plain" }), `copyright-page-${Date.now()}.txt`)}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Download .txt
        </Button>
      </div>
      <pre className="whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-4 font-serif text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        {text}
      </pre>
    </div>
  );
}
