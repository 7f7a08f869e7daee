import { describe, expect, it } from "vitest";
import { validateValues } from "../../engine/compile.js";
import { graphemeLength, truncateGraphemes } from "../../engine/graphemes.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { cutToLength } from "../../web/forms/cut-to-length.js";

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
    expect(cutToLength("👍🏽👍🏽👍🏽", 2)).toBe("👍🏽👍🏽");
    expect(cutToLength("anything", undefined)).toBe("anything");
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
