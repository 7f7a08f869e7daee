import type { StoreDescription } from "../api-types.js";
import { headingOf, SECTIONS, type Section } from "./parse-headings.js";
import { cleanText, markerOf, normalizeAnswer, stripMarker } from "./parse-lines.js";

interface Block {
  label?: Section;
  tail?: "long" | "short";
  lines: string[];
  skip?: boolean;
}

/** Blank-line separated blocks; a heading starts a block and labels it (or the next one, when alone). */
function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let cur: Block = { lines: [] };
  let pending = null as Omit<Block, "lines"> | null;
  const close = () => {
    if (cur.lines.length > 0) blocks.push(cur);
    else if (cur.label || cur.skip) pending = { label: cur.label, tail: cur.tail, skip: cur.skip };
    cur = { lines: [] };
  };
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      close();
      continue;
    }
    const h = markerOf(line) === "bullet" ? null : headingOf(line);
    if (h && h.section !== "other") {
      close();
      pending = null;
      cur = h.section === "title" ? { lines: [], skip: true } : { lines: [], label: h.section, tail: h.tail };
      if (h.inline) cur.lines.push(h.inline);
      continue;
    }
    if (h) continue; // an unknown markdown heading: not content
    if (cur.lines.length === 0 && pending) cur = { ...pending, lines: [] };
    pending = null;
    cur.lines.push(line);
  }
  close();
  return blocks;
}

const isList = (b: Block) => b.lines.every((l) => markerOf(l) !== null);
const isCategoryLike = (b: Block) => b.lines.some((l) => /›|»|\s>\s/.test(l));
const order = (s: Section) => SECTIONS.indexOf(s);

/**
 * Which section an unlabeled block belongs to. The spec's answer is positional (description,
 * bullet points, call to action, keywords, categories); headings, when the
 * model adds them, win, and the block's shape settles missing or split sections.
 */
function place(blocks: Block[], i: number, prev: Section | null, headingMode: boolean): Section {
  const b = blocks[i] as Block;
  if (isCategoryLike(b)) return "categories";
  const later = blocks.slice(i + 1);
  const bulletsLater = later.some((x) => x.label === "bullets" || (!x.label && isList(x)));
  if (prev === null) return isList(b) && b.lines.length > 1 ? "bullets" : "description";
  if (prev === "description" && isList(b) && !blocks.some((x) => x.label === "bullets")) return "bullets";
  if (headingMode || prev === "categories") return prev;
  if (prev === "bullets" && isList(b)) return "bullets";
  if (prev === "description" && !isList(b) && b.lines.length < 3 && bulletsLater) return "description";
  const nextLabel = later.find((x) => x.label)?.label;
  const stop = nextLabel ? order(nextLabel) : SECTIONS.length;
  const range = SECTIONS.slice(order(prev) + 1, stop);
  const fits = (s: Section) =>
    s === "bullets" ? isList(b) || b.lines.length >= 3 : s === "cta" ? !isList(b) && b.lines.length <= 2 : true;
  return range.find(fits) ?? range[0] ?? prev;
}

/** Merges wrapped list lines into the item they continue. */
function items(lines: string[]): string[] {
  const out: string[] = [];
  const anyMarked = lines.some((l) => markerOf(l) !== null);
  for (const line of lines) {
    const text = cleanText(stripMarker(line));
    if (!text || /:$/.test(text)) continue;
    if (anyMarked && markerOf(line) === null && out.length > 0) out[out.length - 1] += ` ${text}`;
    else out.push(text);
  }
  return out;
}

function keywordsOf(blocks: Block[]): StoreDescription["keywords"] {
  const tagged: Array<{ kw: string; tail?: "long" | "short" }> = [];
  const seen = new Set<string>();
  for (const b of blocks) {
    for (const line of b.lines) {
      // The header line is dropped, whatever words it uses.
      if (/:\s*$/.test(line) && !line.includes(",")) continue;
      for (const part of stripMarker(line).split(/[,;|]/)) {
        const kw = cleanText(stripMarker(part));
        if (!kw || seen.has(kw.toLowerCase())) continue;
        seen.add(kw.toLowerCase());
        tagged.push({ kw, tail: b.tail });
      }
    }
  }
  if (tagged.some((t) => t.tail)) {
    return {
      longTail: tagged.filter((t) => t.tail === "long").map((t) => t.kw),
      shortTail: tagged.filter((t) => t.tail !== "long").map((t) => t.kw),
    };
  }
  // The first 7 keywords are long-tail, the rest short-tail.
  const all = tagged.map((t) => t.kw);
  return { longTail: all.slice(0, 7), shortTail: all.slice(7) };
}

const sameText = (a: string, b: string) =>
  cleanText(a)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "") === b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

export function parseDescription(answer: string, title: string): StoreDescription {
  const blocks = toBlocks(normalizeAnswer(answer).trim()).filter((b) => !b.skip);
  // A model often echoes the title first; it is not part of the description.
  if (blocks[0] && !blocks[0].label && blocks[0].lines.length === 1 && sameText(blocks[0].lines[0] ?? "", title)) {
    blocks.shift();
  }
  const headingMode = new Set(blocks.map((b) => b.label).filter(Boolean)).size >= 2;
  const by: Record<Section, Block[]> = { description: [], bullets: [], cta: [], keywords: [], categories: [] };
  let prev: Section | null = null;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i] as Block;
    const section: Section = b.label ?? place(blocks, i, prev, headingMode);
    by[section].push(b);
    prev = section;
  }
  const prose = (bs: Block[], sep: string) =>
    bs
      .map((b) =>
        b.lines
          .map((l) => cleanText(l))
          .filter(Boolean)
          .join(" "),
      )
      .filter(Boolean)
      .join(sep);
  return {
    title: title.trim(),
    description: prose(by.description, "\n\n"),
    bulletPoints: items(by.bullets.flatMap((b) => b.lines)),
    callToAction: prose(by.cta, " "),
    keywords: keywordsOf(by.keywords),
    categories: items(by.categories.flatMap((b) => b.lines)),
  };
}
