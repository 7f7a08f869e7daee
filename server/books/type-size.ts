import { MIN_FONT_PT, type PlanPage, safeArea } from "../../engine/books/kdp.js";
import { keyPt, keysOn } from "../activities/book-answers.js";
import { smallestTypeUnits } from "../activities/print-scale.js";
import type { PreflightCheck } from "../api-types.js";
import { parseSvg } from "../svg/tree.js";
import type { PrintedLines } from "./pdf-scan.js";
import { activityTypeUnits, drawnPt, placedPt, sourceSize } from "./render.js";
import type { BookSpec, PageSource } from "./spec.js";

/** Below this a size counts as under 7 pt (a size written to two decimals). */
const UNDER = MIN_FONT_PT - 0.005;

const listed = (pages: number[]) => `${pages.slice(0, 10).join(", ")}${pages.length > 10 ? "…" : ""}`;
const pt = (size: number) => `${size.toFixed(1)} pt`;

/**
 * KDP's 7 pt type as it prints (decision 074), read from the interior file (pdf-scan.ts
 * printedLines): every run of text, its font size by its matrices (`text`), and every piece of
 * outlined type the drawings declare (`outlined`); and from the drawings, the type every
 * activity page and answer key outlines, its smallest declared size (print-scale.ts smallestTypeUnits)
 * times the points a unit of it prints at on its page and on its Answers page, which names the
 * pages.
 */
export function typeSizeCheck(
  spec: BookSpec,
  plan: PlanPage[],
  lines: Pick<PrintedLines, "text" | "outlined">,
): PreflightCheck {
  const label = `Type at least ${MIN_FONT_PT} pt`;
  const count = plan.length;
  const small: number[] = [];
  let smallest = Number.POSITIVE_INFINITY;
  const note = (page: number, size: number) => {
    smallest = Math.min(smallest, size);
    if (size < UNDER) small.push(page);
  };
  let outlined = 0;
  const keyed = new Map<number, number>();
  for (const page of plan) {
    if (page.kind === "answers")
      for (const key of keysOn(spec.answers ?? [], page.art ?? 0))
        if (key.page != null) keyed.set(key.page, page.number);
  }
  for (const page of plan.filter((p) => p.kind === "art")) {
    const art = page.art ?? 0;
    const source = spec.pages[art] as PageSource;
    const drawFor = source.activity ? drawnPt(spec, count, art, page.number, source) : null;
    // An activity this server no longer draws prints its stored original: its declared type.
    const stored = (svg: string | null | undefined) => (svg ? smallestTypeUnits(parseSvg(svg)) : Infinity);
    const units =
      drawFor == null
        ? null
        : (activityTypeUnits(source, drawFor, true) ?? {
            page: stored(source.svg),
            key: stored(spec.answers?.find((k) => k.page === art)?.svg),
          });
    if (!units) continue;
    outlined++;
    if (Number.isFinite(units.page)) note(page.number, units.page * (placedPt(spec, count, page.number, source) ?? 0));
    const answers = keyed.get(art);
    if (answers != null && Number.isFinite(units.key))
      note(answers, units.key * keyPt(safeArea(spec.trim, spec.bleed, count, answers), sourceSize(source)));
  }
  const { text, outlined: glyphs } = lines;
  const runs = text.filter((s) => s < UNDER);
  const drawnSmall = glyphs.filter((s) => s < UNDER);
  for (const s of [...text, ...glyphs]) smallest = Math.min(smallest, s);
  if (small.length || runs.length || drawnSmall.length) {
    const pages = [...new Set(small)].sort((a, b) => a - b);
    const where = [
      pages.length ? `${pages.length === 1 ? "page" : "pages"} ${listed(pages)}` : "",
      runs.length ? `${runs.length} ${runs.length === 1 ? "line" : "lines"} of text` : "",
      !pages.length && drawnSmall.length
        ? `${drawnSmall.length} outlined ${drawnSmall.length === 1 ? "character or line" : "characters or lines"}`
        : "",
    ].filter(Boolean);
    return {
      id: "type-size",
      label,
      status: "fail",
      detail: `Type under ${MIN_FONT_PT} pt (the smallest ${pt(smallest)}) on ${where.join(" and ")}: generate those puzzles again, shorten the copyright text, or choose a larger trim`,
    };
  }
  const parts = [
    text.length ? `${text.length} lines of text` : "",
    glyphs.length ? `${glyphs.length} outlined characters and lines` : "",
    outlined
      ? `the type of ${outlined} activity ${outlined === 1 ? "page" : "pages"}${keyed.size ? " and their answer keys" : ""}`
      : "",
  ].filter(Boolean);
  return {
    id: "type-size",
    label,
    status: "pass",
    detail: parts.length
      ? `Every character at ${MIN_FONT_PT} pt or more as it prints (${parts.join(", ")}; the smallest ${pt(smallest)})`
      : "No type in the interior",
  };
}
