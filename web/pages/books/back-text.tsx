import { Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, inputClass, Label } from "../../components/ui";
import { ApiError } from "../../lib/api";
import { booksApi } from "../../lib/books";
import { notify } from "../../lib/toast";

export const BACK_TEXT_MAX = 4000;

/**
 * The back cover's text. "Write it for me" asks the server for back-cover copy written from the
 * book itself (what is inside, for whom, how many pages; never a store listing's "Add to Cart"):
 * free, and nothing is saved until the seller saves it.
 */
export function BackText({
  bookId,
  value,
  onSave,
}: {
  bookId: string;
  title: string;
  value: string;
  onSave: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [saving, setSaving] = useState(false);
  const [writing, setWriting] = useState(false);
  const seed = useRef(1);
  useEffect(() => setText(value), [value]);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(text);
    } finally {
      setSaving(false);
    }
  };

  const write = async () => {
    setWriting(true);
    try {
      setText((await booksApi.backText(bookId, seed.current++)).slice(0, BACK_TEXT_MAX));
      notify.success("Back text written: check it, then save");
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : "Failed to write the back text");
    } finally {
      setWriting(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Back cover text</Label>
      <textarea
        id={id}
        rows={6}
        maxLength={BACK_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-xs text-slate-600 dark:text-slate-400">
        {text.length} / {BACK_TEXT_MAX}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void save()} loading={saving} loadingText="Saving..." disabled={text === value}>
          Save back text
        </Button>
        <Button variant="secondary" onClick={() => void write()} loading={writing} loadingText="Writing...">
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Write it for me
        </Button>
      </div>
    </div>
  );
}
