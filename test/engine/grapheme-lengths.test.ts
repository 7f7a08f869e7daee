import { describe, expect, it } from "vitest";
import { validateValues } from "../../engine/compile.js";
import {
  farOverLength,
  graphemeLength,
  graphemes,
  longerThan,
  quotedExcerpt,
  truncateGraphemes,
} from "../../engine/graphemes.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { typedText } from "../../web/forms/typed-text.js";

const catalog = loadCatalog();
const tool = (id: string) => catalog.byId.get(id) as NonNullable<ReturnType<typeof catalog.byId.get>>;

describe("field lengths count characters, not UTF-16 units (web and server share the engine)", () => {
  it("counts emoji, skin tones, flags and combining accents once", () => {
    expect(graphemeLength("😀")).toBe(1);
    expect(graphemeLength("👍🏽")).toBe(1);
    expect(graphemeLength("🇫🇷")).toBe(1);
    expect(graphemeLength("e\u0301")).toBe(1);
    expect(graphemeLength("The Moon")).toBe(8);
  });

  it("cuts between characters only", () => {
    expect(truncateGraphemes(`a${"😀".repeat(50)}`, 40)).toBe(`a${"😀".repeat(39)}`);
    expect(truncateGraphemes("🇫🇷🇩🇪", 1)).toBe("🇫🇷");
    // Typing the third thumb into a field of two is not taken, whole characters counted.
    expect(typedText("👍🏽👍🏽", "👍🏽👍🏽👍🏽", 2)).toBe("👍🏽👍🏽");
    expect(typedText("", "anything", undefined)).toBe("anything");
  });

  it("a text field of maxLength 40 takes 40 emoji and refuses 41", () => {
    const ok = validateValues(tool("adult/tarot-cards"), { subject: "a star", text: "🌙".repeat(40) });
    expect(ok).toMatchObject({ ok: true });
    const long = validateValues(tool("adult/tarot-cards"), { subject: "a star", text: "🌙".repeat(41) });
    expect(long).toMatchObject({ ok: false, fields: { text: "Please use at most 40 characters" } });
  });

  it("a suggest field of maxLength 30 takes 30 emoji", () => {
    const ok = validateValues(tool("kids/fathers-day"), { nickname: "🦸🏽‍♂️".repeat(30) });
    expect(ok).toMatchObject({ ok: true });
    const long = validateValues(tool("kids/fathers-day"), { nickname: "🦸🏽‍♂️".repeat(31) });
    expect(long).toMatchObject({ ok: false, fields: { nickname: "Please use at most 30 characters" } });
  });
});

describe("long text is counted in time linear in its length (issue 40)", () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const parts = ["a", "é", "e\u0301", "👍🏽", "🇫🇷", "🇺", "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "\r\n", " ", "猫", "क्ष", "\u0301"];

  it("reads a text a slice at a time exactly as the whole text reads: flags, emoji and CR LF across the cuts", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let trial = 0; trial < 200; trial++) {
      let text = "";
      // Runs of regional indicators pair up from their start, however far back it is.
      while (text.length < 3000)
        text += next() < 0.05 ? "🇺".repeat(1 + Math.floor(next() * 400)) : parts[Math.floor(next() * parts.length)];
      const whole = [...segmenter.segment(text)].map((s) => s.index);
      expect([...graphemes(text)].map((s) => s.index)).toEqual(whole);
      expect(graphemeLength(text)).toBe(whole.length);
      const k = Math.floor(next() * whole.length);
      expect(truncateGraphemes(text, k)).toBe(text.slice(0, whole[k]));
    }
  });

  it("counts 64,000 accented letters in well under a second (one call of the segmenter took 4.8 s)", () => {
    const text = "é".repeat(64_000);
    const start = performance.now();
    expect(graphemeLength(text)).toBe(64_000);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it("reads no more than it must: a megabyte is far over 200 characters by its length, longer than 200 after 201", () => {
    const megabyte = "é".repeat(1024 * 1024);
    expect(farOverLength(megabyte, 200)).toBe(true);
    expect(farOverLength("é".repeat(200 * 16), 200)).toBe(false);
    const start = performance.now();
    expect(longerThan(megabyte, 200)).toBe(true);
    expect(longerThan("👍🏽".repeat(200), 200)).toBe(false);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it("quotes a long text by its first 40 characters and an ellipsis, a short one whole", () => {
    expect(quotedExcerpt("zzqx")).toBe("zzqx");
    expect(quotedExcerpt(`${"ab ".repeat(13)}cdefgh`)).toBe(`${"ab ".repeat(13)}c…`);
    expect(quotedExcerpt("🦕".repeat(41))).toBe(`${"🦕".repeat(40)}…`);
  });
});
