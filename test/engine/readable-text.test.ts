import { describe, expect, it } from "vitest";
import { INVISIBLE_TEXT, STACKED_MARKS, unreadableText } from "../../engine/readable-text.js";

const refused = (shown: string, multiline = false) =>
  `The name has characters that cannot be used: ${shown}. Please use ${
    multiline ? "letters, numbers, spaces, punctuation and line breaks" : "letters, numbers, spaces and punctuation"
  }.`;

describe("readable text", () => {
  it.each([
    ["zero-width characters only", "\u200b\u200c\u200d\ufeff", INVISIBLE_TEXT],
    ["direction marks and variation selectors only", "\u200e\u200f\ufe0f", INVISIBLE_TEXT],
    ["Hangul fillers", "\u3164\u3164", INVISIBLE_TEXT],
    ["NUL alone", "\u0000", INVISIBLE_TEXT],
    ["one letter under 199 combining marks", `a${"\u0301".repeat(199)}`, STACKED_MARKS],
    ["five marks on one letter", `e${"\u0301\u0302\u0303\u0304\u0306"}`, STACKED_MARKS],
    ["NUL inside a word", "Ann\u0000Lee", refused("U+0000")],
    ["a C0 control", "Ann\u0007", refused("U+0007")],
    ["DEL", "Ann\u007f", refused("U+007F")],
    ["a C1 control", "Ann\u0085Lee", refused("U+0085")],
    ["a right-to-left override", "gpj\u202Eexe", refused("U+202E")],
    ["an isolate and a direction mark", "a\u2066b\u200fc", refused("U+2066 U+200F")],
    ["a zero-width space", "Ann\u200bLee", refused("U+200B")],
    ["a word joiner and a byte order mark", "\ufeffAnn\u2060Lee", refused("U+FEFF U+2060")],
    ["a zero-width joiner between Latin letters", "a\u200db", refused("U+200D")],
    ["a stray tag character", "Ann\u{e0067}", refused("U+E0067")],
    ["half of a UTF-16 pair", "Ann\ud800", refused("U+D800")],
    ["a tab on one line", "Ann\tLee", refused("U+0009")],
    ["a line break on one line", "Ann\nLee", refused("U+000A")],
    ["a line separator on one line", "Ann\u2028Lee", refused("U+2028")],
  ])("refuses %s", (_name, text, message) => {
    expect(unreadableText(text, { label: "name" })).toBe(message);
  });

  it("names no field when it has none, and a textarea keeps tabs and line breaks but no controls", () => {
    expect(unreadableText("a\u0000b")).toBe(
      "This text has characters that cannot be used: U+0000. Please use letters, numbers, spaces and punctuation.",
    );
    expect(unreadableText("Line one\r\n\tLine two", { multiline: true })).toBeNull();
    expect(unreadableText("Line one\n\u0085", { multiline: true, label: "name" })).toBe(refused("U+0085", true));
  });

  it.each([
    ["empty or blank (the field's required rule speaks)", ""],
    ["blanks", "  \t "],
    ["plain words", "Apple pie"],
    ["Vietnamese", "Tiếng Việt"],
    ["Hindi, with a joiner after a virama", "नमस्ते क्\u200dष"],
    ["Persian, with a non-joiner inside a word", "می\u200cخواهم"],
    ["emoji with a skin tone and a ZWJ flag", "👍🏽 🏳️‍🌈"],
    ["an emoji family", "👩\u200d👩\u200d👧"],
    ["a subdivision flag", "🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}"],
    ["an Arabic number sign", "\u0600١٢٣"],
  ])("accepts %s", (_name, text) => {
    expect(unreadableText(text)).toBeNull();
  });
});
