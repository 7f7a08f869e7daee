import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, judged on seed 2026120: "realistic horse head" drew a whole rearing horse, and "portrait
 * of a cat wearing glasses" a whole cat with the glasses floating over its head. The phrases here
 * are in no list of the code.
 */
const code = (name: string) => {
  const m = motifByAnnotation(name);
  if (!m) throw new Error(name);
  return m.hexcode;
};

const understood = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait", detail: "medium" }, "line-art");

describe("a head, a face or a portrait asked of an animal the set draws as a face", () => {
  it.each([
    ["a cow head", "cow face", "cow"],
    ["portrait of a pig", "pig face", "pig"],
    ["mouse portrait", "mouse face", "mouse"],
    ["a monkey head", "monkey face", "monkey"],
  ])("%s is its face drawing, said as drawn whole", (subject, face, whole) => {
    const drawn = placedDrawings(pageSvg(subject, 2)).map((p) => p.hexcode);
    expect(drawn).toContain(code(face));
    expect(drawn).not.toContain(code(whole));
    const u = understood(subject);
    expect(u.understood).toEqual([expect.objectContaining({ drawnAs: face, exact: true })]);
    expect(u.standIn).toBeUndefined();
  });

  it("a head said with a describing word is the animal's own: the whole animal", () => {
    const drawn = placedDrawings(pageSvg("a pig with a huge head", 2)).map((p) => p.hexcode);
    expect(drawn).toContain(code("pig"));
    expect(drawn).not.toContain(code("pig face"));
  });
});

describe("glasses are worn across the eyes, never on top of the head", () => {
  const worn = (subject: string, wearer: string, glasses: string) => {
    const placed = placedDrawings(pageSvg(subject, 2));
    const body = placed.find((p) => p.hexcode === code(wearer));
    const g = placed.find((p) => p.hexcode === code(glasses));
    if (!body || !g) throw new Error(`${subject}: ${placed.map((p) => p.hexcode).join(" ")}`);
    return { body: body.box, glasses: g.box };
  };

  it.each([
    ["a mouse face wearing sunglasses", "mouse face", "sunglasses"],
    ["portrait of a rabbit wearing goggles", "rabbit face", "goggles"],
  ])("%s: over the face drawing's eyes, a little above its middle", (subject, wearer, glasses) => {
    const { body, glasses: g } = worn(subject, wearer, glasses);
    const cy = (g.y0 + g.y1) / 2;
    const share = (cy - body.y0) / (body.y1 - body.y0);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.6);
    // Across the face, not off to one side of it.
    const cx = (g.x0 + g.x1) / 2;
    expect(Math.abs(cx - (body.x0 + body.x1) / 2)).toBeLessThan((body.x1 - body.x0) * 0.12);
  });

  it("a figure standing whole wears them on its head's face, under the head's top", () => {
    // A bear of the set is a head; on a page it stands whole, a body under it (body.ts).
    const { body, glasses: g } = worn("a bear wearing sunglasses", "bear", "sunglasses");
    const cy = (g.y0 + g.y1) / 2;
    expect(g.y0).toBeGreaterThan(body.y0);
    expect((cy - body.y0) / (body.y1 - body.y0)).toBeLessThan(0.4);
  });
});
