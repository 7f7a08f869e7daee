import { CircleAlert, CircleCheck } from "lucide-react";
import { MIN_STROKE_PT } from "../../engine/books/kdp.js";
import { INK_RANGE } from "../../engine/quality.js";
import type { Quality } from "../../server/api-types";

export interface QualityWords {
  ready: boolean;
  /** "Print-ready: clean black lines, 112 areas to colour" or what to check before printing. */
  headline: string;
  /** The figures behind it, each in a seller's words. */
  details: string[];
}

const pt = (n: number) => `${n < 1 ? Number(n.toFixed(2)) : n.toFixed(1)} pt`;
/** Small areas read better in mm² (1 cm² = 100 mm²). */
const size = (cm2: number) => (cm2 >= 1 ? `${cm2.toFixed(1)} cm²` : `${Math.max(1, Math.round(cm2 * 100))} mm²`);
const areas = (n: number) => `${n} ${n === 1 ? "area" : "areas"}`;

/** What the quality gate measured on a stored page, in words a seller understands. */
export function describeQuality(q: Quality): QualityWords {
  const details = [
    `${areas(q.regions)} to colour${q.regions > 0 ? `, the smallest ${size(q.smallestRegionCm2)}` : ""}`,
    `Thinnest line ${pt(q.minStrokePt)} at 8.5×11 in (at least ${pt(MIN_STROKE_PT)} prints)`,
  ];
  if (q.passed) {
    return { ready: true, headline: `Print-ready: clean black lines, ${areas(q.regions)} to colour`, details };
  }
  const faults: string[] = [];
  if (q.greyShare > 0) faults.push("grey shading left");
  if (q.minStrokePt < MIN_STROKE_PT) faults.push("lines too thin to print well");
  if (q.leaks > 0) faults.push(`${areas(q.leaks)} not closed, so colour would run out`);
  if (q.regions === 0) faults.push("no closed areas to colour");
  if (q.inkShare < INK_RANGE[0]) faults.push("almost no lines");
  if (q.inkShare > INK_RANGE[1]) faults.push("too much black");
  return {
    ready: false,
    headline: `Check before printing: ${faults.length ? faults.join(", ") : "the page did not pass the print check"}`,
    details,
  };
}

/** The quality gate's verdict on a line-art page (docs/api.md, "Page options, quality and print"). */
export function QualitySummary({ quality }: { quality: Quality }) {
  const words = describeQuality(quality);
  const Icon = words.ready ? CircleCheck : CircleAlert;
  return (
    <section aria-label="Print check" className="space-y-1 text-sm">
      <p
        className={`flex items-start gap-2 font-medium ${words.ready ? "text-emerald-800 dark:text-emerald-300" : "text-amber-900 dark:text-amber-300"}`}
      >
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {words.headline}
      </p>
      <ul className="ml-6 list-disc text-slate-600 dark:text-slate-400">
        {words.details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </section>
  );
}
