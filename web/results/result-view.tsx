import type { GenerationOutput } from "../../server/api-types";
import { ImagePreview } from "./image-preview";
import { DescriptionResult, IdeasResult, TextResult } from "./text-results";

/** Shows a generation's output in the view for its kind. */
export function ResultView({
  output,
  loading,
  alt,
  image = true,
}: {
  output: GenerationOutput | null;
  loading: boolean;
  alt: string;
  /** False for text tools: their empty state is not an image frame. */
  image?: boolean;
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
    return <ImagePreview url={output?.kind === "image" ? output.url : null} loading={loading} alt={alt} />;
  }
  return (
    <div aria-busy={loading} className={loading ? "opacity-50" : ""}>
      {output.kind === "ideas" && <IdeasResult ideas={output.ideas} />}
      {output.kind === "description" && <DescriptionResult description={output.description} />}
      {output.kind === "text" && <TextResult text={output.text} />}
    </div>
  );
}
