import { Sparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { Generation } from "../../../server/api-types";
import { Button, inputClass, Label } from "../../components/ui";
import { creditsLabel } from "../../forms/tool-form";
import { api } from "../../lib/api";
import { useCatalog } from "../../lib/catalog";
import { useSession } from "../../lib/session";
import { notify } from "../../lib/toast";
import { apiFailureMessage } from "../../lib/use-generation";
import { waitForGeneration } from "../../lib/wait-generation";

/** The catalogue's store-description tool writes back text from the book's title. */
export const DESCRIPTION_TOOL = "content/amazon-description";
export const BACK_TEXT_MAX = 4000;

export function BackText({
  title,
  value,
  onSave,
}: {
  title: string;
  value: string;
  onSave: (text: string) => Promise<void>;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [saving, setSaving] = useState(false);
  const [writing, setWriting] = useState(false);
  const { catalog } = useCatalog();
  const { user, setCredits } = useSession();
  const tool = catalog?.tools.find((t) => t.id === DESCRIPTION_TOOL);
  const cost = user?.isAdmin ? 0 : (tool?.cost ?? 0);
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
    const failure = tool?.failureMessage ?? "Failed to generate description";
    try {
      const res = await api.post<{ generation: Generation; credits: number }>("/generations", {
        tool: DESCRIPTION_TOOL,
        values: { title },
      });
      setCredits(res.credits);
      const g = await waitForGeneration(res.generation, () => undefined);
      if (g.status === "succeeded" && g.output?.kind === "description") {
        const d = g.output.description;
        setText([d.description, d.callToAction].filter(Boolean).join("\n\n").slice(0, BACK_TEXT_MAX));
        notify.success("Back text written: check it, then save");
      } else notify.error(g.error?.message || failure);
    } catch (e) {
      notify.error(apiFailureMessage(e, failure));
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
        {tool && (
          <Button variant="secondary" onClick={() => void write()} loading={writing} loadingText="Writing...">
            <Sparkles className="h-4 w-4" aria-hidden="true" /> Write it for me
            {cost > 0 ? ` · ${creditsLabel(cost)}` : ""}
          </Button>
        )}
      </div>
    </div>
  );
}
