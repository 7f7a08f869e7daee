import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 8 (seed 1602127): a friend, like a relative, looks like anyone of their sex and
 * age, so the plain figure is them and no stand-in is asked for. "two friends blowing bubbles" had
 * been refused until "friends drawn as a person" was accepted. Held out: the classmate, pal,
 * teammate and best-friend phrases were not looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("friends drawn as anyone", () => {
  it("two friends blowing bubbles are drawn without a stand-in", () => {
    const page = read("two friends blowing bubbles");
    expect(page.standIn).toBeUndefined();
    expect(page.understood.find((w) => w.word === "friends")?.drawnAs).toBe("person");
  });

  it("held out: classmates, pals, teammates and a best friend are the plain figures", () => {
    for (const subject of ["two classmates", "three pals at the beach", "a teammate", "my best friend and me"]) {
      const page = read(subject);
      expect(page.standIn, subject).toBeUndefined();
      expect(page.unknown, subject).toBeUndefined();
    }
  });

  it("the rule can fail: someone with a look of their own is still a stand-in", () => {
    // WordNet counts a cheerleader among a team's supporters, its "friends": she is drawn with
    // her megaphone (reading.ts `roleKits`), no friend standing in.
    expect(read("a cheerleader").understood[0]?.drawnAs).toBe("a person holding a megaphone");
    expect(read("an accomplice").standIn?.word).toBe("accomplice");
    expect(read("a bartender").standIn?.word).toBe("bartender");
  });
});
