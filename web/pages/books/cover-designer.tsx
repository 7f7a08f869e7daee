import { Shuffle } from "lucide-react";
import { useId } from "react";
import { palettes } from "../../../engine/covers/palettes.js";
import { type CoverDesign, coverFonts, coverTemplates, defaultCoverDesign } from "../../../engine/covers/templates.js";
import { Button, inputClass, Label } from "../../components/ui";
import type { Book } from "../../lib/books";

const MAX_COVER_PAGES = 5;

/**
 * The cover design (docs/api.md, `book.cover`): a template, the book's pages it shows, a palette
 * (and whether built-in drawings keep their own colours), the fonts and a badge. Each change is saved at once; the wrap preview beside it redraws from the
 * server's cover PDF.
 */
export function CoverDesigner({ book, onChange }: { book: Book; onChange: (cover: CoverDesign | null) => void }) {
  const id = useId();
  const design = book.cover;
  const set = (patch: Partial<CoverDesign>) => onChange({ ...(design ?? defaultCoverDesign), ...patch });
  if (!design)
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Coloring books sell with a cover that shows what is inside, in colour.
        </p>
        <Button onClick={() => onChange({ ...defaultCoverDesign })} disabled={!book.pages.length}>
          Design the cover from my pages
        </Button>
      </div>
    );
  const chosen = new Set(design.pages);
  const togglePage = (g: string) =>
    set({
      pages: chosen.has(g) ? design.pages.filter((p) => p !== g) : [...design.pages, g].slice(-MAX_COVER_PAGES),
    });
  return (
    <div className="space-y-4" data-testid="cover-designer">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-template`}>Design</Label>
          <select
            id={`${id}-template`}
            className={inputClass}
            value={design.template}
            onChange={(e) => set({ template: e.target.value as CoverDesign["template"] })}
          >
            {coverTemplates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-badge`}>Badge (optional)</Label>
          <input
            id={`${id}-badge`}
            className={inputClass}
            maxLength={40}
            defaultValue={design.badge}
            placeholder="Ages 4-8"
            onBlur={(e) => e.target.value.trim() !== design.badge && set({ badge: e.target.value.trim() })}
          />
        </div>
        {(["title", "body"] as const).map((which) => (
          <div key={which} className="space-y-1">
            <Label htmlFor={`${id}-${which}`}>{which === "title" ? "Title font" : "Text font"}</Label>
            <select
              id={`${id}-${which}`}
              className={inputClass}
              value={design.fonts[which]}
              onChange={(e) =>
                set({ fonts: { ...design.fonts, [which]: e.target.value as CoverDesign["fonts"]["title"] } })
              }
            >
              {coverFonts.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Palette</legend>
        <div className="flex flex-wrap gap-2">
          {palettes.map((p) => (
            <label
              key={p.id}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-2 py-1 text-sm has-[:checked]:border-violet-700 has-[:checked]:ring-2 has-[:checked]:ring-violet-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700 dark:border-slate-600`}
            >
              <input
                type="radio"
                name={`${id}-palette`}
                value={p.id}
                checked={design.palette === p.id}
                onChange={() => set({ palette: p.id })}
                className="sr-only"
              />
              <span className="flex" aria-hidden="true">
                {p.colors.slice(0, 5).map((c) => (
                  <span key={c} className="h-4 w-3" style={{ background: c }} />
                ))}
              </span>
              {p.name}
            </label>
          ))}
        </div>
        <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={(design.coloring ?? "natural") === "natural"}
            onChange={(e) => set({ coloring: e.target.checked ? "natural" : "palette" })}
          />
          Natural colours: built-in drawings keep their own colours (the palette colours the rest)
        </label>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
          Pages on the cover (up to {MAX_COVER_PAGES}; none chosen: the first pages)
        </legend>
        <ul className="flex flex-wrap gap-2" aria-label="Pages on the cover">
          {book.pages.map((p, i) => (
            <li key={p.generationId}>
              <label className="block cursor-pointer rounded border-2 border-transparent has-[:checked]:border-violet-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700">
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={chosen.has(p.generationId)}
                  onChange={() => togglePage(p.generationId)}
                  aria-label={`Page ${i + 1}`}
                />
                <img src={p.thumbUrl} alt="" className="h-20 w-16 bg-white object-contain" loading="lazy" />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => set({ seed: (design.seed + 1) % 2147483647 })}>
          <Shuffle className="h-4 w-4" aria-hidden="true" /> Shuffle colours
        </Button>
        <Button variant="secondary" onClick={() => onChange(null)}>
          Use the plain cover
        </Button>
      </div>
    </div>
  );
}
