import { graphemeLength } from "../../engine/graphemes";

/**
 * The value a text field takes from an edit. Typing stops at the field's maxLength (one more
 * character past it is not taken), counted in characters as the server counts them; text that
 * arrives several characters at once (a paste, a drop) is kept whole even past the limit, and
 * the form says it is too long: a pasted name is never cut where nobody sees it (issue 45).
 */
export function typedText(previous: string, next: string, maxLength: number | undefined): string {
  if (!maxLength) return next;
  const length = graphemeLength(next);
  if (length <= maxLength) return next;
  return length - graphemeLength(previous) === 1 ? previous : next;
}
