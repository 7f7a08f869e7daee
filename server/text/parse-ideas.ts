import { cleanText, indentOf, markerOf, normalizeAnswer, stripMarker } from "./parse-lines.js";

// Chatty openers and refusals are not ideas.
const PREAMBLE =
  /^(here|sure|certainly|of course|absolutely|below|these are|okay|ok|sorry|i'm sorry|i am sorry|i can|unfortunately|as an ai)\b/i;

/**
 * Coloring ideas from a model answer: only bullet lines are kept; real
 * answers also come numbered, nested or unmarked, so: top-level bullets first, else numbered
 * lines, else plain lines that are not a preamble or a heading. Capped at `count`, no repeats.
 */
export function parseIdeas(answer: string, count: number): string[] {
  const lines = normalizeAnswer(answer)
    .split("\n")
    .filter((l) => l.trim() !== "");
  const marked = lines.map((line) => ({ line, marker: markerOf(line), indent: indentOf(line) }));
  const withMarker = marked.filter((m) => m.marker !== null);
  let picked: string[];
  if (withMarker.length > 0) {
    // Sub-points under an idea ("1. Title" + indented "- detail") are not ideas themselves.
    const top = Math.min(...withMarker.map((m) => m.indent));
    const topLevel = withMarker.filter((m) => m.indent <= top + 1);
    const kind = topLevel.some((m) => m.marker === "bullet") ? "bullet" : "number";
    picked = topLevel.filter((m) => m.marker === kind).map((m) => stripMarker(m.line));
  } else {
    picked = lines.filter((l) => !PREAMBLE.test(l.trim()) && !/:\s*$/.test(l) && !/^\s*#/.test(l));
  }
  const seen = new Set<string>();
  const ideas: string[] = [];
  for (const raw of picked) {
    const idea = cleanText(raw);
    const key = idea.toLowerCase();
    if (!idea || seen.has(key)) continue;
    seen.add(key);
    ideas.push(idea);
    if (ideas.length >= count) break;
  }
  return ideas;
}
