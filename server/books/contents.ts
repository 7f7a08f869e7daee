import type { ActivityKind } from "../../engine/api/puzzles.js";
import type { ActivityKindUnit, PageGroup } from "../activities/kind.js";
import { activityRegistry } from "../activities/registry.js";
import type { GenerationRow } from "../db/schema.js";
import { answerKeyOf } from "../generations/mapping.js";

/**
 * What a book holds, said from its pages' tools (never from its title): the back text and the
 * copyright page name each kind of page with its count, and say when the answers are included.
 */
type PageKind = "coloring" | ActivityKind;

/** How the back text and the copyright page name each kind of page: the activities' from their units. */
const KINDS: Record<PageKind, ActivityKindUnit["book"]> = {
  coloring: { one: "coloring page", many: "coloring pages", group: "coloring" },
  ...(Object.fromEntries(Object.entries(activityRegistry).map(([kind, unit]) => [kind, unit.book])) as Record<
    ActivityKind,
    ActivityKindUnit["book"]
  >),
};

const GROUP_NOUNS: Record<PageGroup, string> = {
  puzzle: "puzzles",
  coloring: "coloring pages",
  practice: "tracing pages",
};

export interface BookContents {
  /** Each kind of page the book holds with its count, in the order the kinds first appear. */
  kinds: Array<{ kind: PageKind; count: number }>;
  /** The book prints an Answers section (answers on, and at least one page has a key). */
  answers: boolean;
}

/** A page's kind from its tool: `activities/<kind>` for the activity tools, every other page is to colour. */
function kindOf(tool: string): PageKind {
  const [hub, slug] = tool.split("/");
  return hub === "activities" && slug && slug in KINDS ? (slug as PageKind) : "coloring";
}

/** The contents of a book from its pages' generations (in book order) and its answers switch. */
export function bookContents(
  rows: ReadonlyArray<Pick<GenerationRow, "tool" | "output_json">>,
  answersOn: boolean,
): BookContents {
  const counts = new Map<PageKind, number>();
  for (const row of rows) {
    const kind = kindOf(row.tool);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return {
    kinds: [...counts].map(([kind, count]) => ({ kind, count })),
    answers: answersOn && rows.some((r) => answerKeyOf(r)),
  };
}

/** Words joined as a reader lists them: "a", "a and b", "a, b and c". */
export function listWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "12 mazes, 1 word search and 20 coloring pages"; "coloring pages" for a book with no pages yet. */
export function countsPhrase(c: BookContents): string {
  const parts = c.kinds
    .filter((k) => k.count > 0)
    .map((k) => `${k.count} ${k.count === 1 ? KINDS[k.kind].one : KINDS[k.kind].many}`);
  return parts.length ? listWords(parts) : GROUP_NOUNS.coloring;
}

/** The reader's groups the book has, in a fixed order (puzzles first). */
export function groupsOf(c: BookContents): PageGroup[] {
  const present = new Set(c.kinds.filter((k) => k.count > 0).map((k) => KINDS[k.kind].group));
  const order: PageGroup[] = ["puzzle", "coloring", "practice"];
  const groups = order.filter((g) => present.has(g));
  return groups.length ? groups : ["coloring"];
}

/** "puzzles and coloring pages": what the book holds in a word or two, for sentences about all of it. */
export function groupsPhrase(c: BookContents): string {
  return listWords(groupsOf(c).map((g) => GROUP_NOUNS[g]));
}

export const ANSWERS_SENTENCE = "The answers are at the back of the book.";

/** The copyright page's sentence on what the book holds: counts per kind, and the answers when printed. */
export function contentsSentence(c: BookContents): string {
  const answers = c.answers ? ` ${ANSWERS_SENTENCE}` : "";
  return `This book holds ${countsPhrase(c)}.${answers}`;
}
