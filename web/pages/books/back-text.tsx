import { useBlocker } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button, inputClass, Label } from "../../components/ui";
import { ApiError } from "../../lib/api";
import { booksApi } from "../../lib/books";
import { notify } from "../../lib/toast";

const BACK_TEXT_MAX = 4000;
/** Typed text is saved this long after the last key: nothing typed is lost by leaving. */
const AUTOSAVE_MS = 1000;

type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * The back cover's text, saved as it is typed and on leaving the page. "Write it for me" asks
 * the server for back-cover copy written from the book itself (what is inside, for whom, how
 * many pages; never a store listing's "Add to Cart"): free, and kept at once like typed text.
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
  const [state, setState] = useState<SaveState>("idle");
  const [writing, setWriting] = useState(false);
  const seed = useRef(1);
  // What the server holds, and what is on screen, for the save that runs on leaving.
  const stored = useRef(value);
  const shown = useRef(text);
  shown.current = text;
  useEffect(() => {
    // What the user typed since the last save stays on screen (and is saved next).
    const clean = shown.current === stored.current;
    stored.current = value;
    if (clean) setText(value);
  }, [value]);

  const save = useCallback(async (): Promise<boolean> => {
    const draft = shown.current;
    if (draft === stored.current) return true;
    setState("saving");
    try {
      await onSave(draft);
      stored.current = draft;
      setState("saved");
      return true;
    } catch {
      setState("failed");
      return false;
    }
  }, [onSave]);

  // Saved as it is typed.
  useEffect(() => {
    if (text === stored.current) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [text, save]);

  // Leaving the page saves what is not saved yet; a save that fails keeps the user here.
  useBlocker({
    shouldBlockFn: async () => !(await save()),
    enableBeforeUnload: () => shown.current !== stored.current,
  });

  const write = async () => {
    setWriting(true);
    try {
      const written = (await booksApi.backText(bookId, seed.current++)).slice(0, BACK_TEXT_MAX);
      shown.current = written;
      setText(written);
      if (await save()) notify.success("Back text written and saved: check it");
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
        <span role="status" className="ml-2">
          {text !== stored.current
            ? state === "failed"
              ? "Not saved: try Save back text again"
              : "Saving as you type…"
            : state === "saved"
              ? "Back text saved"
              : ""}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void save()}
          loading={state === "saving"}
          loadingText="Saving..."
          disabled={text === stored.current}
        >
          Save back text
        </Button>
        <Button variant="secondary" onClick={() => void write()} loading={writing} loadingText="Writing...">
          <Sparkles className="h-4 w-4" aria-hidden="true" /> Write it for me
        </Button>
      </div>
    </div>
  );
}
