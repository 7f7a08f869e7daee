import { describe, expect, it } from "vitest";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A window said with things ("rainy day window with a cup of tea") is the things by the window,
 * in its room: the window had been drawn alone as a tile, the things said left out as if they
 * were its parts. Held out: none of these phrases was looked at while writing the rule.
 */
describe("a window said with things draws them by it, in its room", () => {
  it.each([
    ["snowy night window with candles", "candle"],
    ["a sunny window with flowers", "blossom"],
    ["a window with books", "books"],
  ])("%s", (subject, thing) => {
    expect(readSketch({ layout: "motif", subject }).subject).toMatch(/by the window/);
    const said = understandSketch({ layout: "motif", subject }, "line-art").understood;
    expect(said.map((w) => w.drawnAs)).toEqual(expect.arrayContaining([thing, "window setting"]));
  });

  it("a part of a thing is still its part: a snowman's carrot nose", () => {
    expect(readSketch({ layout: "motif", subject: "a snowman with a carrot nose" }).subject).toBe("a snowman");
  });
});
