import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect } from "react";
import { Button, keyboardOnlyInline, Modal } from "./ui";

export interface LightboxItem {
  src: string;
  /** What the picture shows, for screen readers and as the dialog's title. */
  label: string;
}

/**
 * A thumbnail enlarged (book pictures): the picture as large as the screen allows, in a dialog
 * that Escape closes (focus goes back to the thumbnail); ← → and Previous / Next move through
 * the others.
 */
export function Lightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: LightboxItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const item = items[index];
  const count = items.length;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select")) return;
      if (e.key === "ArrowLeft" && index > 0) onIndex(index - 1);
      else if (e.key === "ArrowRight" && index < count - 1) onIndex(index + 1);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [index, count, onIndex]);

  if (!item) return null;
  return (
    <Modal open title={item.label} onClose={onClose} wide>
      <figure className="space-y-3">
        <img
          src={item.src}
          alt={`${item.label}, large`}
          className="mx-auto h-auto max-h-[70vh] w-full rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700"
        />
        <figcaption className="flex items-center justify-between gap-2">
          <Button variant="ghost" onClick={() => onIndex(index - 1)} disabled={index <= 0}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Picture {index + 1} of {count}
            <span className={keyboardOnlyInline}> · ← → to move, Esc to close</span>
          </span>
          <Button variant="ghost" onClick={() => onIndex(index + 1)} disabled={index >= count - 1}>
            Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </figcaption>
      </figure>
    </Modal>
  );
}
