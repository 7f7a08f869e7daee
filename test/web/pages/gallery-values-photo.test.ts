import { describe, expect, it } from "vitest";
import { describeValues, valuesSummary } from "../../../web/pages/gallery-values.js";
import { realTool } from "../forms/helpers.js";

describe("a photo page's values in the gallery", () => {
  it("say 'Your photo', never the upload id", () => {
    const tool = realTool("photos/pet-portrait");
    const values = { photo: "mbx0q9a1k2abcdefgh", page: "square", detail: "simple", lineWeight: "bold" };
    expect(describeValues(tool, values)).toContainEqual({ label: "Photo of your pet", value: "Your photo" });
    expect(JSON.stringify(describeValues(tool, values))).not.toContain("mbx0q9a1k2abcdefgh");
    expect(valuesSummary(tool, values)).toBe("Your photo");
  });
});
