/** Line-level helpers shared by the answer parsers: real model answers are messy. */

/** CRLF → LF, code fences and horizontal rules removed. */
export function normalizeAnswer(answer: string): string {
  return answer
    .replace(/\r\n?/g, "\n")
    .replace(/^[ \t]*```[\w-]*[ \t]*$/gm, "")
    .replace(/^[ \t]*(?:[-*_=][ \t]*){3,}$/gm, "");
}

// "*" only when not the start of "**bold**"; en/em dashes and round bullets are common in answers.
const BULLET = /^\s*(?:[-•–—▪●◦‣]|\*(?!\*))\s*/;
const NUMBER = /^\s*(?:\(?\d{1,3}[.)]\s+|\d{1,3}\s*[:–-]\s+|idea\s*\d{1,3}\s*[:.)–-]\s*)/i;

type Marker = "bullet" | "number";

export function markerOf(line: string): Marker | null {
  if (BULLET.test(line) && line.trim().length > 1) return "bullet";
  if (NUMBER.test(line)) return "number";
  return null;
}

/** Removes one list marker, and a number that follows a bullet ("- 1. …"). */
export function stripMarker(line: string): string {
  return line.replace(BULLET, "").replace(NUMBER, "");
}

const QUOTES = /^["“”'‘’`]+|["“”'‘’`]+$/g;

/** Drops markdown emphasis and wrapping quotes. */
export function cleanText(text: string): string {
  return text
    .replace(/\*\*|__/g, "")
    .replace(/^\*(.+)\*$/, "$1")
    .trim()
    .replace(QUOTES, "")
    .replace(/\s+/g, " ")
    .trim();
}

export const indentOf = (line: string) => /^\s*/.exec(line)?.[0].replace(/\t/g, "  ").length ?? 0;
