import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 1 (fresh seed 33602127: "a bookshelf full of books, plants and candles" drew a
 * candle beside a pile of books, the bookshelf left out): a holder said full of its things is the
 * holder with them, as "a basket of apples" is. The holder had been left out and its things drawn
 * alone ("a bucket full of shells": shells), or the things left out ("a basket filled with eggs":
 * a basket). Made on the bookshelf; held out: the rest.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("a holder full of its things", () => {
  it.each([
    ["a bookshelf full of books, plants and candles", "bookshelf", "candle"],
    ["a bucket full of shells", "bucket", "spiral shell"],
    ["a basket filled with eggs", "basket", "egg"],
    ["a jar filled with cookies", "jar", "cookie"],
    ["a basket overflowing with apples", "basket", "red apple"],
  ])("%s: the %s and its %s", (subject, holder, things) => {
    const said = read(subject);
    expect(said.unknown).toBeUndefined();
    const drawn = said.understood.map((u) => u.drawnAs);
    expect(drawn).toContain(holder);
    expect(drawn).toContain(things);
    expect(said.understood.map((u) => u.word)).not.toContain("full");
  });

  it("the rule can fail: a place full of things is the place with them", () => {
    const drawn = read("a garden full of flowers").understood.map((u) => u.drawnAs);
    expect(drawn).toContain("garden setting");
    expect(drawn).toContain("blossom");
  });
});
