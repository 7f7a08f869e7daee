/**
 * One theme's word lists. An idea reads "{subject} {action} {setting}[, {detail}]", so every
 * action must read well before every setting of its theme (and of a theme it is mixed with):
 * actions end in a preposition that fits any place ("near", "around", "beside") or a verb.
 */
export interface ThemeWords {
  id: string;
  /** Whole words (plural "s"/"es" also matches) or phrases that select this theme. */
  keywords: string[];
  /** A broad theme gives way when a more specific one also matches ("ocean animals" → ocean). */
  broad?: boolean;
  /** Pair ideas ("A and B playing together near …") make no sense for pattern themes. */
  pairs?: boolean;
  subjects: string[];
  actions: string[];
  settings: string[];
  details: string[];
}

/** "a | b\n c" → ["a", "b", "c"]: keeps the word lists compact and easy to edit. */
export function list(strings: TemplateStringsArray): string[] {
  return strings
    .join("")
    .split(/[|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
