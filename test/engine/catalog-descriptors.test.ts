import { describe, expect, it } from "vitest";
import { validateValues } from "../../engine/compile.js";
import { renderTool } from "../../engine/render.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { describeInvariants } from "./suites/invariants.js";

const catalog = loadCatalog();

// Every descriptor of the real catalogue, one test each: a new file is covered without editing this.
describeInvariants("the catalogue", catalog);

describe("spec tools' prompts and sketches", () => {
  it("Cover Generator asks for a 2D cover with title, optional subtitle, illustration and age range", () => {
    const tool = catalog.byId.get("kids/cover-generator")!;
    const values = { title: "Dino Days", subtitle: "Roar!", mainElement: "a T-rex", ageRange: "8-12-years" };
    const parsed = validateValues(tool, values);
    if (!parsed.ok) throw new Error(parsed.message);
    const { prompt, sketch } = renderTool(tool, parsed.values);
    expect(prompt).toContain("2D book cover");
    for (const part of ['"Dino Days"', '"Roar!"', "a T-rex", "Ages 8-12"]) expect(prompt).toContain(part);
    expect(sketch).toMatchObject({ layout: "cover", title: "Dino Days", subtitle: "Roar!", caption: "Ages 8-12" });
    const without = validateValues(tool, { ...values, subtitle: "" });
    if (!without.ok) throw new Error(without.message);
    expect(renderTool(tool, without.values).prompt).not.toContain("subtitle");
  });

  it("choices enter prompts lower-cased, object options by their own prompt text", () => {
    const cover = catalog.byId.get("kids/cover-simple")!;
    expect(renderTool(cover, { subject: "pets", colorTheme: "neon", artStyle: "flat-design" }).prompt).toContain(
      "flat design art style",
    );
    const building = catalog.byId.get("cozy/building")!;
    expect(renderTool(building, { building: "bakery", theme: "space" }).prompt).toContain("space-themed bakery");
    expect(renderTool(building, { building: "bakery", theme: "japanese" }).prompt).toContain("japanese bakery");
  });

  it("Alphabet Art features the upper-cased first letter of the subject", () => {
    const tool = catalog.byId.get("kids/alphabet")!;
    expect(renderTool(tool, { subject: "zebra" }).sketch).toMatchObject({ layout: "letter", letter: "Z" });
  });
});
