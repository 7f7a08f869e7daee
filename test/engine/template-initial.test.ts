import { describe, expect, it } from "vitest";
import { renderTemplate } from "../../engine/template.js";

/** The alphabet tool's featured letter (`{{initial subject}}`), read from what people type. */
describe("the letter a subject features", () => {
  it.each([
    ["letter E for elephant", "E"],
    ["the letter B with a bear", "B"],
    ["B is for bear", "B"],
    ["q for queen", "Q"],
    ["an elephant", "E"],
    ["a cat", "C"],
    ["the moon", "M"],
    ["Apple", "A"],
    ["z", "Z"],
  ])("%s → %s", (subject, letter) => {
    expect(renderTemplate("{{initial subject}}", { subject })).toBe(letter);
  });
});
