import type { PublicTool } from "../../engine/catalog.js";
import type { GenerationOutput } from "../../server/api-types";
import { ImagePreview } from "./image-preview";
import { QualitySummary } from "./quality-summary";
import { DescriptionResult, IdeasResult, TextResult } from "./text-results";

/** Shows a generation's output in the view for its kind. */
export function ResultView({
  output,
  loading,
  alt,
  image = true,
  pageTool,
}: {
  output: GenerationOutput | null;
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
        <ImagePreview url={output?.kind === "image" ? output.url : null} loading={loading} alt={alt} />
        <Understood words={understood} />
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

/** Under the picture: what was drawn for each word that is not drawn as itself ("xylophone → drawn as a drum"). */
export function Understood({ words }: { words: UnderstoodWord[] }) {
  const notes = words.filter((w) => !w.exact);
  if (notes.length === 0) return null;
  return (
    <ul aria-label="How your words were drawn" className="mt-2 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
      {notes.map((w) => (
        <li key={w.word}>
          {w.word} → {w.drawnAs ? `drawn as ${article(w.drawnAs)}${w.drawnAs}` : "not drawn"}
          {w.standIn ? " (a stand-in, not the thing itself)" : ""}
        </li>
      ))}
    </ul>
  );
}
