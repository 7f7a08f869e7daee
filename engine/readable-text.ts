/**
 * Text a person can read, one rule for every free-text field (tool fields, book titles, display
 * names), used by the web forms and the server alike. Two kinds of input look like text to a
 * length check but are none: characters that draw nothing at all (zero-width spaces and joiners,
 * direction marks, variation selectors, lone combining marks), and a letter buried under a tower
 * of combining marks ("Zalgo" text), which no font lays out and a PDF export then fails on.
 */
export const INVISIBLE_TEXT = "Please use visible letters, numbers or symbols";
/** Accent marks one character may carry: Vietnamese stacks two, some scripts three or four. */
const MAX_MARKS = 4;
export const STACKED_MARKS = `Please use at most ${MAX_MARKS} accent marks on one character`;

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** Draws nothing: format characters, controls, separators and whitespace, marks on their own. */
const INVISIBLE = /^[\p{Cf}\p{Cc}\p{Z}\s\p{M}\u115F\u1160\u3164\uFFA0]*$/u;
const MARK = /\p{M}/gu;

/**
 * Why `text` is not readable text (the field's message), or null when it is. Empty and blank
 * text is left to each field's own "required" rule.
 */
export function unreadableText(text: string): string | null {
  if (text.trim() === "") return null;
  // Plain ASCII (the common case) has neither problem.
  if (/^[\x20-\x7e\r\n\t]*$/.test(text)) return null;
  if (INVISIBLE.test(text)) return INVISIBLE_TEXT;
  for (const { segment } of segmenter.segment(text)) {
    if ((segment.match(MARK)?.length ?? 0) > MAX_MARKS) return STACKED_MARKS;
  }
  return null;
}
