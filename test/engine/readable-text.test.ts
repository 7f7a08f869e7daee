import { describe, expect, it } from "vitest";
import { INVISIBLE_TEXT, STACKED_MARKS, unreadableText } from "../../engine/readable-text.js";

describe("readable text", () => {
  it.each([
    ["zero-width characters only", "\u200b\u200c\u200d\ufeff", INVISIBLE_TEXT],
    ["direction marks and variation selectors only", "\u200e\u200f\ufe0f", INVISIBLE_TEXT],
    ["Hangul fillers", "\u3164\u3164", INVISIBLE_TEXT],
    ["one letter under 199 combining marks", `a${"\u0301".repeat(199)}`, STACKED_MARKS],
    ["five marks on one letter", `e${"\u0301\u0302\u0303\u0304\u0306"}`, STACKED_MARKS],
  ])("refuses %s", (_name, text, message) => {
    expect(unreadableText(text)).toBe(message);
  });

  it.each([
    ["empty or blank (the field's required rule speaks)", ""],
    ["blanks", "  \t "],
    ["plain words", "Apple pie"],
    ["Vietnamese", "Tiếng Việt"],
    ["Hindi", "नमस्ते"],
    ["emoji with a skin tone and a ZWJ flag", "👍🏽 🏳️‍🌈"],
    ["a word with a zero-width joiner inside", "a\u200db"],
  ])("accepts %s", (_name, text) => {
    expect(unreadableText(text)).toBeNull();
  });
});
