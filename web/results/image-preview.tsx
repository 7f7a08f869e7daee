import { Download, ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button, Spinner } from "../components/ui";
import { downloadImage } from "../lib/download";
import { PrintActions } from "./print-actions";

/** The preview area: loading state, the latest image (replacing the previous) and Download. */
export function ImagePreview({
  url,
  generationId,
  loading,
  alt,
}: {
  url: string | null;
  /** The generation the image belongs to: its print downloads are addressed by it. */
  generationId?: string;
  loading: boolean;
  alt: string;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <div className="space-y-3">
      <div
        className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800"
        aria-busy={loading}
      >
        {url && (
          <img src={url} alt={alt} className={`h-full w-full object-contain bg-white ${loading ? "opacity-40" : ""}`} />
        )}
        {!url && !loading && (
          <div className="flex flex-col items-center text-slate-500 dark:text-slate-400">
            <ImageIcon className="mb-2 h-10 w-10" aria-hidden="true" />
            <p>Your coloring page will appear here</p>
          </div>
        )}
        {loading && (
          <div className="absolute inset-0 flex items-center justify-center text-violet-700 dark:text-violet-300">
            <Spinner size={40} label="Generating" />
          </div>
        )}
      </div>
      {url && !loading && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={saving}
            onClick={async () => {
              setSaving(true);
              await downloadImage(url);
              setSaving(false);
            }}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Download
          </Button>
          {generationId && <PrintActions generationId={generationId} title={alt} className="contents" />}
        </div>
      )}
    </div>
  );
}
