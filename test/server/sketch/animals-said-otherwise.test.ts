import { describe, expect, it } from "vitest";
import { themeOf } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Animals said with a word no plan of animals draws ("nocturnal animals", fresh sample seed
 * 1402127) are the animals' own plan, one a page, the word said to be left out: they had been one
 * dog, a stand-in to accept. The first phrase is the sample's; the rest are held out.
 */
describe("animals said as no plan draws them", () => {
  // Words an animal's definition uses ("nocturnal", "australian") are those animals now
  // (described-animals.test.ts).
  it.each([
    ["exotic animals", ["exotic"]],
    ["magical animals", ["magical"]],
    // "stress relief animals" was here: said for calm colouring, the animals are filled with
    // patterns now (calm-books.test.ts). Another word no plan draws takes its place.
    ["famous animals", ["famous"]],
  ])("%s: the animals' plan, %j left out", (subject, left) => {
    expect(themeOf(subject)).toBe("animals");
    const said = understandSketch({ layout: "motif", subject }, "line-art");
    expect(said.unknown).toBeUndefined();
    expect(said.standIn).toBeUndefined();
    expect(said.understood[0]?.drawnAs).toMatch(/^one of /);
    const undrawn = said.understood.filter((u) => u.drawnAs === null).map((u) => u.word);
    for (const word of left) expect(undrawn).toContain(word);
  });

  it.each(["zookeeper feeding the animals", "mandala with hidden animals"])(
    "%s: someone or something else is the page, no plan of animals",
    (subject) => {
      expect(themeOf(subject)).toBeUndefined();
    },
  );

  it("a habitat's animals keep their own plan", () => {
    expect(themeOf("jungle animals")).toBe("jungle animals");
  });
});
