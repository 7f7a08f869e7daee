import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";
import { pageSvg } from "./helpers.js";

/**
 * A theme that is a place draws each page's subject there (seed 8120001: "outer space" drew the
 * sun in a sky with clouds and birds, the space plan's page read alone). Checked over every page
 * of each plan, so the rule holds for subjects no list here names.
 */
const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
const planned = (subject: string, seed: number) =>
  (plannedValues(general, { subject }, seed) as { subject: string }).subject;

describe("a theme that is a place draws its pages there", () => {
  it("every page of a space book is in space, none under a sky", () => {
    for (let seed = 0; seed < 12; seed++) {
      const subject = planned("outer space", seed);
      expect(subject, `seed ${seed}`).toMatch(/ in space$/);
      expect(pageSvg(subject, seed), subject).toContain('data-place="space"');
    }
  });

  it.each([
    ["farm", "farm setting"],
    ["the ocean", "ocean setting"],
    ["jungle", "jungle setting"],
    ["bugs", "garden setting"],
  ])("every page of %s is said to be drawn in its setting", (theme, setting) => {
    for (let seed = 0; seed < 12; seed++) {
      const subject = planned(theme, seed);
      const read = understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
      expect(
        read.understood.map((w) => w.drawnAs),
        subject,
      ).toContain(setting);
      expect(read.standIn, subject).toBeUndefined();
    }
  });

  it("the place never changes what the subject is drawn as: a star in space is one star, not a page of stars", () => {
    const read = understandSketch({ layout: "motif", subject: "a star in space", page: "portrait" }, "line-art");
    expect(read.understood[0]?.drawnAs).toBe("star");
    // …and a heart in space is a heart there (the same rule, another shape).
    const heart = understandSketch({ layout: "motif", subject: "a heart in space", page: "portrait" }, "line-art");
    expect(heart.understood.map((w) => w.drawnAs)).not.toContain("a repeating pattern");
  });

  it("pets keep no place (a pet fish is not in a living room), and a single thing asked is not a theme", () => {
    expect(planned("pets", 7)).not.toMatch(/ in the house$/);
    expect(planned("a rocket", 3)).toBe("a rocket");
  });
});

describe("a habitat page on land keeps swimmers with swimmers", () => {
  // Seed 6402318: "arctic animals" drew a whale on the mountain's grass beside a fox and an owl.
  const swims = (s: string) => /whale|dolphin|shark|fish|seal|octopus|squid|otter|narwhal|orca/.test(s);
  it.each(["arctic animals", "polar animals"])("%s: no page mixes them, and swimmers are in the sea", (theme) => {
    for (let seed = 0; seed < 8; seed++) {
      const subject = planned(theme, seed);
      const animals = subject.replace(/ (?:in|on|at) the .*$/, "").split(/, | and /);
      const kinds = new Set(animals.map(swims));
      expect(kinds.size, subject).toBe(1);
      if (kinds.has(true)) expect(subject, subject).toMatch(/in the ocean$/);
    }
  });

  it("in a place of water, or with no other swimmer (a pet fish), the page is as before", () => {
    expect(planned("pond animals", 2)).toMatch(/at the pond$/);
    expect(planned("pets", 7)).not.toMatch(/ocean/);
  });
});
