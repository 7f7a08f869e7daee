/**
 * Lengths of user text in characters as people see them (grapheme clusters: "👍🏽", "é" written
 * as e + accent and a flag each count once), never in UTF-16 units, so a cut can never split a
 * character or leave half a surrogate pair. Shared by the web forms and the server.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemeLength(text: string): number {
  // Plain ASCII (the common case) has one grapheme per unit, apart from CR LF.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** The first `max` characters of `text`. */
export function truncateGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let n = 0;
  for (const { index } of segmenter.segment(text)) {
    if (n++ === max) return text.slice(0, index);
  }
  return text;
}
