import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;
const drawnOn = (subject: string, seed: number) =>
  [
    ...renderSketchSvg({
      toolId: "doodle/coloring-page",
      hub: "kids",
      output: "line-art",
      seed,
      sketch: { layout: "motif", subject, page: "portrait" },
    }).matchAll(/data-motif="([^"]+)"/g),
  ].map((m) => motifByHexcode(m[1] ?? "")?.annotation.toLowerCase());

/**
 * A relation draws two things, and small others its words name about them (third-things.test.ts);
 * a third said with a thing worn ("a shark wearing sunglasses on a surfboard": the surfboard) is
 * not drawn, and `understood` says so, before any charge: it had been taken into the second
 * thing's words and said drawn. Held out: none of these phrases was looked at while the rule was
 * written.
 */
describe("a thing said with a relation's second thing is said left out when it is not drawn", () => {
  it.each([
    ["a dog wearing a hat on a bicycle", "hat", "bicycle"],
    ["a penguin wearing a crown on a sled", "crown", "sled"],
  ])("%s: the %s drawn, the %s left out", (subject, second, third) => {
    const said = read(subject);
    expect(said.find((w) => w.word === second)?.drawnAs, subject).not.toBeNull();
    expect(
      said.find((w) => w.word === third),
      subject,
    ).toMatchObject({ drawnAs: null });
    // And truly not on the page.
    for (const seed of [0, 1, 2])
      expect(drawnOn(subject, seed).join(" "), `${subject}, seed ${seed}`).not.toContain(third.replace(/s$/, ""));
  });

  it.each([
    ["a bear holding a basket of apples", "basket", "apples"],
    ["a frog holding an umbrella with a snail", "umbrella", "snail"],
  ])("%s: the %s drawn, and the %s about them, said drawn", (subject, second, third) => {
    const said = read(subject);
    expect(said.find((w) => w.word === second)?.drawnAs, subject).not.toBeNull();
    expect(said.find((w) => w.word === third)?.drawnAs, subject).not.toBeNull();
    for (const seed of [0, 1, 2])
      expect(drawnOn(subject, seed).join(" "), `${subject}, seed ${seed}`).toContain(third.replace(/s$/, ""));
  });

  it("a part of the one drawn is no other thing: a woman's face", () => {
    const said = read("a woman's face with butterflies");
    expect(said.map((w) => w.drawnAs)).toEqual(expect.arrayContaining(["woman", "butterfly"]));
    expect(said.filter((w) => w.drawnAs === null).map((w) => w.word)).not.toContain("face");
  });

  it("'upside down' says how, and draws no feather for 'down'", () => {
    for (const seed of [0, 1, 2]) expect(drawnOn("a sloth hanging upside down", seed)).not.toContain("feather");
  });
});
