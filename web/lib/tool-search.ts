import type { PublicCatalog, PublicTool } from "../../engine/catalog.js";
import { truncateGraphemes } from "../../engine/graphemes.js";

export interface ToolHit {
  tool: PublicTool;
  hubTitle: string;
  /** Where the query matched, for the hit's second line: a subject word or the description. */
  matched: string | null;
  /**
   * Form values the tool opens with: the general tool opens with the query as its subject, a
   * named tool with what the query says beside the tool's name in its first typed field.
   */
  values?: Record<string, string>;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Words that say nothing about which tool is wanted: "a dinosaur coloring page" asks for a
 * dinosaur. A query of only these asks for a page of anything.
 */
const NOISE = new Set(
  "a an the of for with and to in on at my me i some free printable coloring colouring color colour page pages sheet sheets picture pictures".split(
    " ",
  ),
);

/** How strongly a query word names a tool, by where it matched. */
const WEIGHT = { title: 10, keyword: 8, listed: 6, description: 3, subject: 2 } as const;
/** A tool one query word names (title, keyword or a value of its named list), the rest matching it too, is asked for. */
const NAMED = WEIGHT.listed;
/** The most a thing's word found only as the start of a tool's word weighs: less than naming it. */
const BEGUN = NAMED - 1;

interface Index {
  tool: PublicTool;
  hubTitle: string;
  /** The title's words, less those of its hub's title: "Quote Doodles" in Doodle is named by "quote". */
  title: string[];
  /** Each keyword phrase as words: "dog photo" counts only when the query says both. */
  keywords: string[][];
  /** Values of the tool's named lists: the flag tool's countries, Mother's Day's nicknames. */
  listed: string[];
  description: string[];
  subjects: string[];
}

/** A field's named list, flat or in groups (Mother's Day's nicknames): its names, each with its value. */
interface Listed {
  name: string;
  list?: string;
  options?: { label: string; value?: unknown }[];
  groups?: { options: string[] }[];
}
const namesOf = (f: Listed) => [
  ...(f.options ?? []),
  ...(f.groups ?? []).flatMap((g) => g.options.map((label) => ({ label, value: label }))),
];

function indexOf(tool: PublicTool, hubTitle: string): Index {
  const fields = tool.fields as (Listed & { suggestions?: string[] })[];
  const subjects = fields.flatMap((f) => f.suggestions ?? []);
  const hubWords = words(hubTitle).map(singular);
  return {
    tool,
    hubTitle,
    title: words(tool.title).filter((w) => !hubWords.includes(singular(w))),
    keywords: tool.keywords.map(words),
    listed: fields.filter((f) => f.list).flatMap((f) => namesOf(f).flatMap((o) => words(o.label))),
    description: words(`${tool.description} ${hubTitle}`),
    subjects,
  };
}

/** The longest query read when the catalogue has no general tool to say it (a subject's limit). */
const QUERY_MAX = 200;

/** "fathers" says "father"; "cats" says "cat". */
const singular = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);

/**
 * How well a query word matches a list of words: 1 for the word itself (or its singular), a
 * little less for the start of one ("dino" as it is typed), 0 for none. A whole word outranks a
 * longer one it begins: "car" is Happy Vehicles' car before Tarot Cards' cards.
 */
function match(list: string[], w: string): number {
  const one = singular(w);
  if (list.some((x) => x === w || x === one || singular(x) === one)) return 1;
  // A letter said alone ("letter q") is that letter, never the start of a word (Quotes).
  return w.length > 1 && list.some((x) => x.startsWith(w)) ? PREFIX : 0;
}
const PREFIX = 0.6;
const has = (list: string[], w: string) => match(list, w) > 0;

/**
 * The weight of the strongest place each query word matched, or null if one did not match. A
 * word said with "a" or "an" is a thing, never one of a list's names: "a turkey" is the bird, not
 * the country of the flag list. Nor is a thing a word being typed: where it only begins a word of
 * the tool's ("a moth", Mother's Day), it finds the tool but does not name it.
 */
function weights(entry: Index, query: string[], things: ReadonlySet<string>): number[] | null {
  const out: number[] = [];
  const said = entry.keywords.filter((phrase) => phrase.every((k) => query.some((w) => match([k], w)))).flat();
  const places: [string[], number][] = [
    [entry.title, WEIGHT.title],
    [said, WEIGHT.keyword],
    [entry.listed, WEIGHT.listed],
    [entry.description, WEIGHT.description],
    [entry.subjects.flatMap(words), WEIGHT.subject],
  ];
  for (const w of query) {
    const best = Math.max(
      ...places.map(([list, weight]) => {
        if (list === entry.listed && things.has(w)) return 0;
        const m = match(list, w);
        return things.has(w) && m < 1 ? Math.min(m * weight, BEGUN) : m * weight;
      }),
    );
    if (best === 0) return null;
    out.push(best);
  }
  return out;
}

/** Who a page is for, said at the end of a query ("mandala pages for adults"): not a subject. */
const AUDIENCE = new Set(
  "kid kids child children toddler toddlers preschool preschooler teen teens adult adults grownups".split(" "),
);
/** Words for the kind of page at either end of a query ("word search worksheet"): not a subject. */
const PAGE_KINDS = new Set(
  "worksheet worksheets puzzle puzzles activity activities printable printables book books".split(" "),
);
/**
 * Words that say the page is to come from the person's own photo ("my dog", "pet portrait",
 * "photo of grandma"). Without one, a tool that needs a photo is not what a query asks for:
 * "pets" is a page of pets.
 */
const PHOTO_WORDS = new Set("photo photos pic pics portrait portraits selfie snapshot my our".split(" "));
/** Words a typed subject neither begins nor ends with. */
const EDGE = new Set([...NOISE, ...AUDIENCE, ...PAGE_KINDS]);
/** …nor begins with: "quote about friendship" is about friendship. */
const LEADING = new Set([..."about like as".split(" "), ...EDGE]);

/**
 * The values a named tool opens with: the query, less the words of the tool's title that named
 * it and the filler at either end, in the tool's first field of typed text ("train
 * coloring page" opens Happy Vehicles with "train", "snowflake mandala" Mandala Art with
 * "snowflake"). Nothing when no such field exists or nothing is left to say.
 */
function namedValues(entry: Index, query: string): Record<string, string> | undefined {
  // A field of typed text carries its length limit in the public catalogue (the field units
  // resolve it); choices, numbers and photos do not. Reading the units themselves would bring
  // the form engine's schemas into the first screen's scripts.
  const field = (entry.tool.fields as { name: string; maxLength?: number }[]).find(
    (f): f is { name: string; maxLength: number } => typeof f.maxLength === "number",
  );
  if (!field) return undefined;
  const tokens = query.trim().split(/\s+/);
  const bare = (t: string) => words(t).join(" ");
  // A field of one character (Doodle Letters' letter) takes the letter or figure the query names:
  // a figure anywhere, a letter after "letter" or last ("the letter a", "doodle letter q"). It had
  // opened empty, and the page drawn was the field's example letter.
  if (field.maxLength === 1) {
    const said = tokens.map(bare);
    const one = said.find(
      (w, i) =>
        /^[0-9]$/.test(w) ||
        (/^[a-z]$/.test(w) && (/^(?:letter|number)$/.test(said[i - 1] ?? "") || i === said.length - 1)),
    );
    return one ? { [field.name]: one.toUpperCase() } : undefined;
  }
  // A title word within a name the tool's suggestions give ("a cozy living room": Room Corner's
  // "living room") is part of the value: Room Corner had opened with "living". (Its keywords name
  // the tool: "kawaii food" is how Cute Food is found.)
  const typed = tokens.map(bare);
  const phrases = entry.subjects.map(words).filter((p) => p.length > 1);
  const inPhrase = (i: number) =>
    phrases.some((p) =>
      p.some((_, k) => i - k >= 0 && p.every((x, j) => singular(typed[i - k + j] ?? "") === singular(x))),
    );
  const kept = tokens.filter((t, i) => {
    const w = bare(t);
    return !(w && !w.includes(" ") && entry.title.some((x) => singular(x) === singular(w)) && !inPhrase(i));
  });
  // How the tool describes itself is how it was found, not what to put in it: "kawaii food",
  // "intricate mandala", "cute monster" had opened with "kawaii", "intricate" and "cute" as the
  // food, the theme and the activity. At either end, a word of its description goes unless its
  // suggestions or a keyword of one word hold it ("flowers", "teacher": values).
  const suggested = entry.subjects.flatMap(words);
  const single = entry.keywords.filter((k) => k.length === 1).flat();
  const own = (t: string) => {
    const w = bare(t);
    return !!w && !w.includes(" ") && has(entry.description, w) && !has(suggested, w) && !has(single, w);
  };
  while (kept.length && (LEADING.has(bare(kept[0] as string)) || own(kept[0] as string))) kept.shift();
  while (kept.length && (EDGE.has(bare(kept[kept.length - 1] as string)) || own(kept[kept.length - 1] as string)))
    kept.pop();
  const text = truncateGraphemes(kept.join(" ").replace(/[\s,;:.!?-]+$/, ""), field.maxLength).trim();
  if (bare(text)) return { [field.name]: text };
  // The field's own name said in the plural and nothing else ("vehicles", "vehicles for
  // toddlers" for Happy Vehicles' vehicle) asks for every kind of it: the field opens with that
  // word, a page of each kind (the engine's theme plan). Left empty, a batch had been the first
  // suggestion twelve times. Said with the tool's other words ("animals at work"), it names the tool.
  const said = words(query).filter((w) => !EDGE.has(w));
  const [every] = said;
  return said.length === 1 && every && every !== singular(every) && singular(every) === field.name
    ? { [field.name]: every }
    : undefined;
}

/**
 * A name of one of the tool's lists that the query says ("flag of canada", "united states
 * flag"): its field opens with that name chosen, the longest name said first, not the list's
 * first entry.
 */
function listedValues(entry: Index, query: string): Record<string, string> | undefined {
  const said = words(query);
  for (const f of entry.tool.fields as Listed[]) {
    if (!f.list) continue;
    const named = namesOf(f)
      .map((o) => ({ o, w: words(o.label) }))
      .filter(({ w }) => w.length > 0 && w.every((x) => said.includes(x)))
      .sort((a, b) => b.w.length - a.w.length)[0];
    if (named) return { [f.name]: String(named.o.value ?? named.o.label) };
  }
  return undefined;
}

/**
 * The options the query chooses by their keywords (catalog/fieldsets/page-options.yaml): "a
 * detailed owl" and "zentangle cat" open at Detailed, "bold and easy" with bold lines.
 * A query had opened every tool at its defaults, the words said but the page drawn plain.
 */
function chosenValues(tool: PublicTool, queryWords: readonly string[]): Record<string, string> | undefined {
  const said = ` ${queryWords.join(" ")} `;
  const chosen: Record<string, string> = {};
  for (const f of tool.fields as { name: string; options?: { value: string; keywords?: string[] }[] }[]) {
    const option = f.options?.find((o) => o.keywords?.some((k) => said.includes(` ${words(k).join(" ")} `)));
    if (option) chosen[f.name] = option.value;
  }
  return Object.keys(chosen).length ? chosen : undefined;
}

/** The values of each part that gives any, together; nothing when none does. */
const together = (...parts: Array<Record<string, string> | undefined>) =>
  parts.some(Boolean) ? Object.assign({}, ...parts) : undefined;

/**
 * Tools across every hub whose title, keywords, list values, description or subject words
 * contain every query word (as a word prefix, so "dino" finds the alphabet's dinosaur). A tool
 * the query names ranks first; when no tool is named ("dinosaur", "a mermaid on a rock"), the
 * catalogue's general tool (site.yaml `home.featured`) comes first, offered for that subject.
 */
export function searchTools(catalog: PublicCatalog, typed: string, limit = 8): ToolHit[] {
  const featured = catalog.tools.find((t) => t.id === catalog.site.home.featured);
  // Read as far as the general tool's subject takes (a pasted page of text is not a search, and
  // the query becomes that subject): matching reads every word against every tool.
  const subjectField = featured?.fields.find((f) => f.name === "subject") as { maxLength?: number } | undefined;
  const query = truncateGraphemes(typed, subjectField?.maxLength ?? QUERY_MAX);
  const all = words(query);
  if (!all.length) return [];
  const said = all.filter((w) => !NOISE.has(w));
  // Who the page is for ("maze for kids") names no tool: a tool is matched by the rest.
  const forWhom = said.filter((w) => !AUDIENCE.has(w));
  const q = forWhom.length ? forWhom : said;
  const hubTitle = new Map(catalog.hubs.map((h) => [h.id, h.title]));
  const scored: { hit: ToolHit; score: number; named: boolean; card: number; order: number }[] = [];
  // Among equals, a hub's cards come in the order its page shows them (tracing before sudoku).
  const cardAt = new Map(catalog.hubs.flatMap((h) => h.cards.map((id, i) => [id, i] as const)));
  const coverAsked = q.some((w) => w.startsWith("cover"));
  const things = new Set(all.filter((_, i) => i > 0 && (all[i - 1] === "a" || all[i - 1] === "an")));
  const photoAsked = all.some((w) => PHOTO_WORDS.has(w));
  catalog.tools.forEach((tool, order) => {
    if (!q.length) return;
    const entry = indexOf(tool, hubTitle.get(tool.hub) ?? tool.hub);
    const found = weights(entry, q, things);
    if (!found) return;
    let score = found.reduce((a, b) => a + b, 0);
    if (tool.listed) score += 1;
    // Pages before covers, unless a cover is asked for.
    if (tool.output === "cover" && !coverAsked) score -= 1;
    // A page drawn from something other than typed words (a photo) has no preview from them.
    const needsPhoto = tool.output === "line-art" && !tool.preview;
    if (needsPhoto && !photoAsked) score -= 1;
    // A puzzle of the subject after a page of it, unless the query names the puzzle ("dinosaur
    // maze" is the maze: its title word outweighs this).
    if (tool.output === "activity" && !found.some((f) => f >= NAMED)) score -= 1;
    // "mandala" finds Mandala before Cover Mandala.
    if (entry.title[0]?.startsWith(q[0] as string)) score += 2;
    const subject = entry.subjects.find((s) => q.some((w) => has(words(s), w)));
    const inTitle = q.every((w) => has(entry.title, w));
    // A cover is named only when a cover is asked for: "construction vehicles" is a page.
    // …and a photo tool only when a photo is.
    const named =
      found.some((f) => f >= NAMED) && (tool.output !== "cover" || coverAsked) && (!needsPhoto || photoAsked);
    scored.push({
      hit: {
        tool,
        hubTitle: entry.hubTitle,
        matched: inTitle ? null : (subject ?? null),
        values: named
          ? together(namedValues(entry, query), listedValues(entry, query), chosenValues(tool, all))
          : undefined,
      },
      score,
      named,
      card: cardAt.get(tool.id) ?? Number.MAX_SAFE_INTEGER,
      order,
    });
  });
  scored.sort((a, b) => b.score - a.score || a.card - b.card || a.order - b.order);
  const hits = scored.map((s) => s.hit);
  if (featured && !scored.some((s) => s.named)) {
    const rest = hits.filter((h) => h.tool.id !== featured.id);
    const subject = q.length ? query.trim() : null;
    const general: ToolHit = {
      tool: featured,
      hubTitle: hubTitle.get(featured.hub) ?? featured.hub,
      matched: subject,
      values: subject ? { subject, ...chosenValues(featured, all) } : undefined,
    };
    return [general, ...rest].slice(0, limit);
  }
  return hits.slice(0, limit);
}
