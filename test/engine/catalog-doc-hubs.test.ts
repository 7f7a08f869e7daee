import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../server/catalog/load.js";
import { hubListingProblems } from "./suites/doc-hubs.js";

// docs/catalog.md's "Hub listings" name each hub and its routes-only tools; the catalogue is the truth.
const guide = readFileSync(new URL("../../docs/catalog.md", import.meta.url), "utf8");
const catalog = loadCatalog();

describe("docs/catalog.md's hub listings", () => {
  it("name every hub, and only tools of that hub without a card as routes only", () => {
    expect(hubListingProblems(guide, catalog)).toEqual([]);
  });

  it("catch a card called a route only, a missing tool, an unknown hub and a hub left out", () => {
    const [kids, ...rest] = catalog.hubs;
    const card = kids?.cards[0]?.split("/")[1];
    const text = [
      "### Hub listings",
      `- **${kids?.title}**: routes only: \`${card}\`, \`no-such-tool\`.`,
      "- **Nowhere Hub**: routes only: `x`.",
      ...rest.slice(1).map((h) => `- **${h.title}**: no tool is kept off the grid.`),
    ].join("\n");
    expect(hubListingProblems(text, catalog)).toEqual([
      `kids/${card} is a card, not a route only`,
      "kids/no-such-tool is not a tool",
      '"Nowhere Hub" names routes-only tools but is not a hub',
      `hub "${rest[0]?.title}" is not listed`,
      '"Nowhere Hub" is not a hub',
    ]);
  });

  it("count nothing, so a new tool needs no edit here", () => {
    expect(guide.split("### Hub listings")[1]?.split("\n## ")[0]).not.toMatch(/\b\d+ tools\b|: all \d+/);
  });
});
