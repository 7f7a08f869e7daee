import { truncateGraphemes } from "../../engine/graphemes";

/**
 * Typing stops at a field's maxLength counted in characters, as the server counts it (an HTML
 * maxlength attribute counts UTF-16 units: it would stop at half as many emoji and can split one).
 */
export function cutToLength(value: string, maxLength: number | undefined): string {
  return maxLength ? truncateGraphemes(value, maxLength) : value;
}
