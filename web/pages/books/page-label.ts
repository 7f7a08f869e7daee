import type { PublicTool } from "../../lib/catalog";
import { describeValues } from "../gallery-values";

/** The fields that set a page's level: line art's detail, an activity's difficulty (catalog/fieldsets/). */
const LEVEL_FIELDS = ["detail", "difficulty"];
/** Page shape and line weight say little about what is drawn. */
const SHAPE_FIELDS = ["page", "lineWeight"];

/**
 * What a book's row says of its page: what it shows (the values typed or chosen) and its level
 * as the form named it ("Detail: Detailed", "Difficulty: Easy"). Twenty pages of one tool read
 * alike by the tool's name alone: a "Simple & Easy" page may be drawn detailed (issue 45).
 */
export function pageLabel(tool: PublicTool | undefined, values: Record<string, unknown> = {}) {
  const own = Object.fromEntries(
    Object.entries(values).filter(([name]) => !LEVEL_FIELDS.includes(name) && !SHAPE_FIELDS.includes(name)),
  );
  const subject = describeValues(tool, own)
    .slice(0, 2)
    .map((r) => r.value)
    .join(" · ");
  const levels = Object.fromEntries(Object.entries(values).filter(([name]) => LEVEL_FIELDS.includes(name)));
  const level = describeValues(tool, levels)
    .map((r) => `${r.label}: ${r.value}`)
    .join(" · ");
  return { subject, level };
}
