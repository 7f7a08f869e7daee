/**
 * Lengths of user text in characters as people see them (grapheme clusters: "👍🏽", "é" written
 * as e + accent and a flag each count once), never in UTF-16 units, so a cut can never split a
 * character or leave half a surrogate pair. Shared by the web forms and the server.
 */
let segmenter: Intl.Segmenter | undefined;
/**
 * Made on first use: building one takes a browser 20–40 ms, which every screen of the web app
 * would otherwise spend before its first paint (docs/performance.md).
 */
const graphemeSegmenter = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/**
 * UTF-16 units read per slice. V8's segmenter slows with the length of the string it segments
 * (64,000 "é" took 4.8 s in one call, 256,000 took 93 s: docs/performance.md), so text is
 * segmented a slice at a time, which keeps the work linear in the text's length.
 */
const SLICE = 512;

/**
 * The characters of `text` in order, each with its index, read a slice at a time. A slice starts
 * where a character starts, so the rules that look back (flags, emoji joined by ZWJ) see the
 * same context as in the whole text; the rules look one code point ahead, so only the character
 * that reaches a slice's end may be cut, and it is read again at the start of the next slice.
 * A single character longer than a slice (hundreds of stacked marks, which readable text
 * refuses) is counted once per slice it fills.
 */
export function* graphemes(text: string): Generator<{ segment: string; index: number }> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SLICE);
    // Never between the two halves of a UTF-16 pair: the next slice starts with the whole character.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    const slice = text.slice(start, end);
    let next = end;
    for (const { segment, index } of graphemeSegmenter().segment(slice)) {
      if (end < text.length && index > 0 && index + segment.length >= slice.length) {
        next = start + index;
        break;
      }
      yield { segment, index: start + index };
    }
    start = next;
  }
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

export function graphemeLength(text: string): number {
  // Plain ASCII (the common case) has one grapheme per unit, apart from CR LF.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let n = 0;
  for (const _ of graphemes(text)) n++;
  return n;
}

/** Whether `text` has more than `max` characters, reading at most `max + 1` of them. */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (/^[\x20-\x7e]*$/.test(text)) return true;
  let n = 0;
  for (const _ of graphemes(text)) if (++n > max) return true;
  return false;
}

/** The first `max` characters of `text`. */
export function truncateGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let n = 0;
  for (const { index } of graphemes(text)) {
    if (n++ === max) return text.slice(0, index);
  }
  return text;
}

/**
 * UTF-16 units one character may take on average, as far as a length limit cares: a letter takes
 * one, an emoji with its skin tone four, a flag four, a letter with four accents five to nine; the
 * longest emoji sequences (a family with skin tones) about twenty, and no text is all of them.
 */
const UNITS_PER_CHARACTER = 16;

/**
 * Whether `text` is so far over `max` characters that no reading is needed to know it: more
 * than 16 UTF-16 units a character. The cheap first check of every length limit, so a megabyte
 * of text is refused by its `.length` before anything reads it character by character.
 */
export function farOverLength(text: string, max: number): boolean {
  return text.length > max * UNITS_PER_CHARACTER;
}

/**
 * Text typed by a user as a message quotes it: whole when short, else its first `max`
 * characters and an ellipsis ("The built-in artist can't draw "…"" never repeats a page of text).
 */
export function quotedExcerpt(text: string, max = 40): string {
  const cut = truncateGraphemes(text, max);
  return cut === text ? text : `${cut.trimEnd()}…`;
}
