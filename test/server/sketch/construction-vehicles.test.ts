import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { getIndex } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, batches: a "construction vehicles" book had drawn five vehicles in twelve pages (a
 * toolbox, a ladder, a brick wall, a hammer and wrench); the machines of a site are drawn now.
 */
const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
/** emojibase's subgroup of ground transport (emojibase-data/meta/groups.json). */
const TRANSPORT_GROUND = 54;

describe("construction vehicles", () => {
  it.each([
    ["a bulldozer pushing dirt", "bulldozer"],
    ["a big dump truck", "dump truck"],
    ["a concrete mixer", "cement mixer"],
    ["a steam roller", "steamroller"],
    ["a fork lift", "forklift"],
  ])("%s is drawn as the %s", (subject, drawing) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain(drawing);
  });

  it("a 12-page book of them is at least 9 vehicles", () => {
    for (const first of [0, 5]) {
      const pages = Array.from(
        { length: 12 },
        (_, i) =>
          (plannedValues(general, { subject: "construction vehicles" }, first + i) as { subject: string }).subject,
      );
      const vehicles = pages.filter((page) => {
        const drawn = read(page).understood[0]?.drawnAs ?? "";
        return getIndex().byAnnotation.get(drawn.toLowerCase())?.subgroup === TRANSPORT_GROUND;
      });
      expect(vehicles.length, pages.join(", ")).toBeGreaterThanOrEqual(9);
    }
  });

  it("each machine is drawn on its page", () => {
    for (const [subject, code] of [
      ["a bulldozer", "own-bulldozer"],
      ["a dump truck", "own-dump-truck"],
      ["a cement mixer", "own-cement-mixer"],
      ["a road roller", "own-steamroller"],
      ["a forklift", "own-forklift"],
    ]) {
      const svg = pageSvg(subject as string, 4);
      expect(svg, subject).toContain(`data-motif="${code}"`);
    }
  });
});
