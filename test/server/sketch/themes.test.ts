import { describe, expect, it } from "vitest";
import { themeOf, themePlans, themeSubject } from "../../../server/sketch/themes.js";
import { drawnAsWritten, understandSketch } from "../../../server/sketch/understand.js";

describe("theme plans", () => {
  const subjects = Object.entries(themePlans).flatMap(([theme, plan]) => plan.map((s) => [theme, s] as const));

  it.each(subjects)("%s: %s is drawn as itself, never as a stand-in", (_, subject) => {
    expect(drawnAsWritten(subject)).toBe(true);
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.understood.some((w) => w.standIn)).toBe(false);
  });

  it("each theme plans at least 8 different subjects", () => {
    for (const [theme, plan] of Object.entries(themePlans)) expect(new Set(plan).size, theme).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ["dinosaurs", "dinosaurs"],
    ["Dinosaurs", "dinosaurs"],
    ["a dinosaur", "dinosaurs"],
    ["the ocean", "ocean"],
    ["sea creatures", "ocean animals"],
    ["farm animals", "farm animals"],
    ["outer space", "space"],
    ["Pets", "pets"],
    ["jungle animals", "jungle animals"],
    ["insects", "bugs"],
    ["vehicles", "vehicles"],
    ["construction vehicles", "construction"],
    ["diggers and trucks", "construction"],
    ["fairy tales", "fairy tale"],
    ["Christmas", "christmas"],
    ["halloween", "halloween"],
    ["fruits", "fruit"],
    ["kawaii food", "food"],
    ["veggies", "vegetables"],
    ["stationery", "school supplies"],
    ["Fruits for kids", "fruit"],
  ])("%s names the theme %s", (phrase, theme) => {
    expect(themeOf(phrase)).toBe(theme);
  });

  it.each([
    "a cat",
    "a dinosaur egg",
    "a bear fishing in a river",
    "a farm with a cow",
    "constructor",
    "toString",
    "dog food",
    "a bowl of fruit",
  ])("%s is no theme: it is drawn as written", (phrase) => {
    expect(themeOf(phrase)).toBeUndefined();
  });

  it("consecutive pages take consecutive subjects: 12 pages of dinosaurs draw at least 8 different subjects", () => {
    const pages = Array.from({ length: 12 }, (_, i) => themeSubject("dinosaurs", 987654 + i));
    expect(new Set(pages).size).toBeGreaterThanOrEqual(8);
  });
});
