/**
 * Text a person can read, one rule for every stored human-readable string (tool fields, book
 * text, display names, package labels, credit reasons), used by the web forms and the server
 * alike (docs/api.md, "Text"). It refuses three kinds of input that look like text to a length
 * check but are none:
 * - characters that draw nothing at all (zero-width spaces and joiners, direction marks,
 *   variation selectors, lone combining marks) when they are all the text holds;
 * - characters that are no text anywhere: controls (NUL and the C0 set, DEL, the C1 set; a
 *   textarea keeps its tabs and line breaks), bidirectional controls, which reorder what is
 *   drawn around them ("photo", a right-to-left override, then "gpj.exe" shows as
 *   "photoexe.jpg"), invisible format characters such as a zero-width space, and halves of a
 *   UTF-16 pair;
 * - a letter buried under a tower of combining marks ("Zalgo" text), which no font lays out and
 *   a PDF export then fails on.
 * Joiners stay where a script or an emoji needs them: between two letters of a script that
 * joins (Arabic and Persian, the Indic scripts) and inside an emoji sequence (🏳️‍🌈, 👩‍👧).
 */
// Read a slice at a time: V8's segmenter slows with the length of what it reads (engine/graphemes.ts).
import { graphemes } from "./graphemes.js";

export const INVISIBLE_TEXT = "Please use visible letters, numbers or symbols";
/** Accent marks one character may carry: Vietnamese stacks two, some scripts three or four. */
const MAX_MARKS = 4;
export const STACKED_MARKS = `Please use at most ${MAX_MARKS} accent marks on one character`;

export interface TextRule {
  /** A textarea: tabs and line breaks are part of the text. */
  multiline?: boolean;
  /** The field as its form calls it ("display name", "back text"); messages name it. */
  label?: string;
}

/** Draws nothing: format characters, controls, separators and whitespace, marks on their own. */
const INVISIBLE = /^[\p{Cf}\p{Cc}\p{Z}\s\p{M}\u115F\u1160\u3164\uFFA0]*$/u;
const MARK = /\p{M}/gu;

/**
 * Characters no stored string holds, whatever its field (ids and tokens too): C0 controls but
 * tab and line breaks, DEL, C1 controls, bidirectional controls and lone surrogates. PostgreSQL
 * refuses NUL outright; the others are stored and then shown, reordered or cut by the reader.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}|[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;
/** What one line of text may not hold on top of CONTROL: tabs and line breaks of any kind. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/gu;
/**
 * Invisible format characters (zero-width space, word joiner, byte order mark, soft hyphen…).
 * The prepended concatenation marks of Arabic, Syriac and Kaithi numbers are drawn, so they stay.
 */
const FORMAT = /(?![\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}])\p{Cf}/gu;

/** Scripts whose letters a zero-width joiner or non-joiner shapes (Persian "می‌خواهم", Hindi "क्‍ष"). */
const JOINING =
  "\\p{scx=Arabic}\\p{scx=Syriac}\\p{scx=Nko}\\p{scx=Mongolian}\\p{scx=Adlam}\\p{scx=Hanifi_Rohingya}" +
  "\\p{scx=Devanagari}\\p{scx=Bengali}\\p{scx=Gurmukhi}\\p{scx=Gujarati}\\p{scx=Oriya}\\p{scx=Tamil}" +
  "\\p{scx=Telugu}\\p{scx=Kannada}\\p{scx=Malayalam}\\p{scx=Sinhala}\\p{scx=Khmer}\\p{scx=Myanmar}\\p{scx=Tibetan}";
/**
 * Where a format character belongs: each pattern is tried at the character's own place. Each
 * looks back a bounded way, so a run of thousands of them costs no more than thousands of letters.
 */
const IN_PLACE = [
  // A joiner between two letters of a script that joins (the first with its vowel signs or virama).
  new RegExp(`(?<=[${JOINING}]\\p{M}{0,${MAX_MARKS}})[\\u200c\\u200d](?=[${JOINING}])`, "uy"),
  // An emoji (with its skin tone or presentation selector), a joiner, then the next emoji.
  /(?<=\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\ufe0f|\u20e3){0,2})\u200d(?=\p{Extended_Pictographic})/uy,
  // The tags of a subdivision flag: 🏴, a region's code in tag letters (gbsct), the cancel tag.
  /(?<=\u{1f3f4}[\u{e0020}-\u{e007e}]{0,7})[\u{e0020}-\u{e007f}]/uy,
];

function formatInPlace(text: string, index: number): boolean {
  return IN_PLACE.some((re) => {
    re.lastIndex = index;
    return re.test(text);
  });
}

/** The characters of `text` that no stored string may hold (see CONTROL), each once. */
export function controlCharacters(text: string, rule: TextRule = {}): string[] {
  const found = new Set(text.match(CONTROL) ?? []);
  if (!rule.multiline) for (const c of text.match(LINE_BREAK) ?? []) found.add(c);
  return [...found];
}

/** The characters of `text` readable text may not hold: controls, and format characters out of place. */
function forbiddenCharacters(text: string, rule: TextRule): string[] {
  const found = new Set(controlCharacters(text, rule));
  for (const match of text.matchAll(FORMAT)) {
    if (!formatInPlace(text, match.index)) found.add(match[0]);
  }
  return [...found];
}

/** Characters as a message shows them: U+XXXX each (none of them draws), at most eight. */
function codePoints(chars: string[]): string {
  const shown = chars
    .slice(0, 8)
    .map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`)
    .join(" ");
  return chars.length > 8 ? `${shown} …` : shown;
}

/** The message for `chars` found in the field `rule.label` ("This text" when it has none). */
export function forbiddenMessage(chars: string[], rule: TextRule = {}): string {
  const what = rule.label ? `The ${rule.label}` : "This text";
  const allowed = rule.multiline
    ? "letters, numbers, spaces, punctuation and line breaks"
    : "letters, numbers, spaces and punctuation";
  return `${what} has characters that cannot be used: ${codePoints(chars)}. Please use ${allowed}.`;
}

/**
 * Why `text` is not readable text (the field's message), or null when it is. Empty and blank
 * text is left to each field's own "required" rule.
 */
export function unreadableText(text: string, rule: TextRule = {}): string | null {
  if (text.trim() === "") return null;
  // Plain ASCII (the common case) has none of the problems.
  if ((rule.multiline ? /^[\x20-\x7e\t\n\r]*$/ : /^[\x20-\x7e]*$/).test(text)) return null;
  if (INVISIBLE.test(text)) return INVISIBLE_TEXT;
  const forbidden = forbiddenCharacters(text, rule);
  if (forbidden.length) return forbiddenMessage(forbidden, rule);
  for (const { segment } of graphemes(text)) {
    if ((segment.match(MARK)?.length ?? 0) > MAX_MARKS) return STACKED_MARKS;
  }
  return null;
}
