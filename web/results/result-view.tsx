import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicTool } from "../../engine/catalog.js";
import type { GenerationOutput } from "../../server/api-types";
import { ImagePreview } from "./image-preview";
import { QualitySummary } from "./quality-summary";
import { DescriptionResult, IdeasResult, TextResult } from "./text-results";

/** Shows a generation's output in the view for its kind. */
export function ResultView({
  output,
  generationId,
  loading,
  alt,
  image = true,
  pageTool,
}: {
  output: GenerationOutput | null;
  /** The generation `output` belongs to (an image's print downloads are addressed by it). */
  generationId?: string;
  loading: boolean;
  alt: string;
  /** False for text tools: their empty state is not an image frame. */
  image?: boolean;
  /** For page ideas: the tool each idea opens as a page to make. */
  pageTool?: PublicTool;
}) {
  if (!output && !image) {
    return (
      <div
        className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300"
        aria-busy={loading}
      >
        {loading ? "Generating..." : "Your result will appear here"}
      </div>
    );
  }
  if (!output || output.kind === "image") {
    const understood = output?.kind === "image" ? (output.understood ?? []) : [];
    return (
      <div>
        <ImagePreview
          url={output?.kind === "image" ? output.url : null}
          generationId={generationId}
          loading={loading}
          alt={alt}
        />
        <Understood words={understood} extras={output?.kind === "image" ? output.extras : undefined} />
        {output?.kind === "image" && output.quality && !loading && (
          <div className="mt-3">
            <QualitySummary quality={output.quality} />
          </div>
        )}
      </div>
    );
  }
  return (
    <div aria-busy={loading} className={loading ? "opacity-50" : ""}>
      {output.kind === "ideas" && <IdeasResult ideas={output.ideas} pageTool={pageTool} />}
      {output.kind === "description" && <DescriptionResult description={output.description} />}
      {output.kind === "text" && <TextResult text={output.text} />}
    </div>
  );
}

export type UnderstoodWord = { word: string; drawnAs: string | null; exact: boolean; standIn?: true };

/** "a drum", "an ogre", but "twelve lady beetles" (a count needs no article). */
function article(drawnAs: string): string {
  if (/^(\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(drawnAs)) return "";
  return /^[aeiou]/i.test(drawnAs) ? "an " : "a ";
}

/**
 * What a stand-in page is, said plainly next to it and before it goes into a book: "Drawn as a
 * frog — not an axolotl" (docs/api.md: `standIn`).
 */
export function standInNotes(words: UnderstoodWord[] | null | undefined): string[] {
  return (words ?? [])
    .filter((w) => w.standIn && w.drawnAs)
    .map((w) => `Drawn as ${article(w.drawnAs ?? "")}${w.drawnAs} — not ${article(w.word)}${w.word}`);
}

/** "Drawn as a frog — not an axolotl": a page whose subject is a stand-in says so wherever it is shown. */
export function StandInBadge({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="note"
      aria-label="Not drawn exactly"
      className={`flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * Under the picture: a badge for each stand-in, what was drawn for each other word that is not
 * drawn as itself ("xylophone → drawn as a drum"), and the objects nobody asked for.
 */
export function Understood({ words, extras }: { words: UnderstoodWord[]; extras?: string[] | null }) {
  const badges = standInNotes(words);
  const notes = words.filter((w) => !w.exact && !w.standIn);
  const also = extras ?? [];
  if (badges.length === 0 && notes.length === 0 && also.length === 0) return null;
  return (
    <div className="mt-2 space-y-1">
      {badges.map((b) => (
        <StandInBadge key={b}>{b}</StandInBadge>
      ))}
      {notes.length > 0 && (
        <ul aria-label="How your words were drawn" className="space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
          {notes.map((w) => (
            <li key={w.word}>
              {w.word} → {w.drawnAs ? `drawn as ${article(w.drawnAs)}${w.drawnAs}` : "not drawn"}
            </li>
          ))}
        </ul>
      )}
      {also.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Also on the page: {countedNames(also)}</p>
      )}
    </div>
  );
}

/** "cat, 2 tulips" style: each name once, with its count when drawn more than once. */
function countedNames(names: string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${c} × ${n}` : n)).join(", ");
}
