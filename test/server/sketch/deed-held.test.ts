import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// A deed the set draws as the thing it is done with, done to a small thing ("a bunny painting
// eggs", fresh samples seed 62602127 and 63602127): whoever does it holds that thing and what it
// is done to stands beside them (layouts/relation.ts `actionOn`). The egg had been held and the
// painting said nowhere. The first row showed the class; the rest are held out.

const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait", detail: "medium" }, "line-art").understood;

describe("someone doing a deed to a thing holds the deed's tool", () => {
  it.each([
    ["a bunny painting eggs", "painting", "paintbrush", "egg"],
    ["a bear sweeping leaves", "sweeping", "broom", "maple leaf"],
    ["a fox painting a rock", "painting", "paintbrush", "rock"],
  ])("%s: the %s drawn as a %s held, the %s beside", (subject, deed, tool, thing) => {
    const st = parseRelation(subject);
    expect(st?.held?.annotation).toBe(tool);
    expect(st?.other?.annotation).toBe(thing);
    expect(read(subject)).toContainEqual(expect.objectContaining({ word: deed, drawnAs: tool }));
    const held = matchMotifs(tool, 1)[0];
    const done = matchMotifs(thing, 1)[0];
    for (const seed of [0, 1]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      expect(svg, `${subject}, seed ${seed}`).toContain(`data-motif="${held?.hexcode}"`);
      expect(svg, `${subject}, seed ${seed}`).toContain(`data-motif="${done?.hexcode}"`);
    }
  });

  // The rule can fail: a deed drawn as no thing of its own holds what it is done to; a garment the
  // deed makes is held; a drawing the deed's word reaches some other way is no tool of it.
  it.each([
    ["a dog eating a bone", "bone"],
    ["a mouse knitting a scarf", "scarf"],
    ["a monkey peeling a banana", "banana"],
  ])("%s holds the %s, no tool", (subject, thing) => {
    const st = parseRelation(subject);
    expect(st?.relation).toBe("holding");
    expect(st?.other?.annotation).toBe(thing);
    expect(st?.held).toBeUndefined();
  });
});
