/** Section headings a model may add to a listing ("**Key Features:**", "### Keywords", "Call to Action: …"). */

export const SECTIONS = ["description", "bullets", "cta", "keywords", "categories"] as const;
export type Section = (typeof SECTIONS)[number];

export interface Heading {
  /** "title" and "other" headings are dropped with the line; their section is left unchanged. */
  section: Section | "title" | "other";
  /** For "Long-tail keywords:" / "Short-tail keywords:". */
  tail?: "long" | "short";
  /** Text after the heading on the same line ("Keywords: a, b, c"). */
  inline: string;
}

// Anchored on purpose: a bullet such as "Stress Relief Benefits: …" is content, not a heading.
const NAMES: Array<[Section | "title", RegExp]> = [
  ["title", /^(book |product )?title$/],
  ["description", /^(main |book |product |full |short )?(description|overview|summary|blurb)$|^about (this|the) book$/],
  [
    "bullets",
    /^(key |main |top )?(features?|benefits?|highlights?|bullet points?|selling points)( (and|&) (features?|benefits?))?$/,
  ],
  ["cta", /^(a )?(call[- ]to[- ]action|cta)$/],
  ["keywords", /^((long|short)[- ]?tail )?(keywords?|key ?phrases|search terms|tags)( \((long|short)[- ]?tail\))?$/],
  ["keywords", /^(long|short)[- ]?tail$/],
  ["categories", /^(browse |bisac |book )?(categor(y|ies))$/],
];

function classify(label: string): Pick<Heading, "section" | "tail"> | null {
  const name = label
    .toLowerCase()
    .replace(/^(suggested|recommended|amazon|kdp|the|your)\s+/g, "")
    .replace(/^(suggested|recommended|amazon|kdp)\s+/g, "")
    .replace(/[:.]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  for (const [section, re] of NAMES) {
    if (!re.test(name)) continue;
    const tail = /long[- ]?tail/.test(name) ? "long" : /short[- ]?tail/.test(name) ? "short" : undefined;
    return { section, tail };
  }
  return null;
}

/** The heading on this line, or null when the line is content. */
export function headingOf(line: string): Heading | null {
  let s = line.trim();
  const md = /^#{1,6}\s+(.*?)\s*#*$/.exec(s);
  if (md) s = md[1] ?? "";
  const numbered = /^\d{1,2}[.)]\s+/.test(s);
  s = s.replace(/^\d{1,2}[.)]\s+/, "");
  let label: string;
  let inline = "";
  let marked = Boolean(md) || numbered;
  const bold = /^(\*\*|__)(.+?)\1\s*:?\s*(.*)$/.exec(s);
  const colon = /^([^:]{1,60}):\s*(.*)$/.exec(s);
  if (bold) {
    label = bold[2] ?? "";
    inline = bold[3] ?? "";
    marked = true;
  } else if (colon) {
    label = colon[1] ?? "";
    inline = colon[2] ?? "";
    marked = true;
  } else {
    label = s;
  }
  const found = classify(label);
  if (found && (marked || label.split(/\s+/).length <= 4)) return { ...found, inline: inline.trim() };
  // A markdown heading we do not know ("### Inside the book") is still not content.
  if (md) return { section: "other", inline: "" };
  return null;
}
