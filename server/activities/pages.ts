import type { Puzzle } from "./types.js";

/** One activity drawn: the page, its answer key (both SVG originals) and the puzzle's data. */
export interface ActivityPage {
  puzzle: Puzzle;
  svg: string;
  answerSvg: string;
  /**
   * What the key draws over the page, alone on a transparent page, when the key is exactly the
   * page with marks on top (spot the difference's circles): the key is then rasterised as the
   * page's pixels with these marks blended on, instead of drawing every picture twice.
   */
  answerMarks?: string;
}

/** "Dinosaur Maze", "Ocean Word Search": the theme in title case before the activity's name. */
export function pageTitle(name: string, values: Record<string, string | undefined>): string {
  const theme = (values.theme ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => w[0]?.toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
  return theme ? `${theme} ${name}` : name;
}
