import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { doerActivity } from "../../../server/sketch/word-readings.js";

/**
 * A doer's name is the person doing it (word-readings.ts `doerActivity`): "golfer" had been a
 * stand-in to accept, "surfer" any person, "swimmer" a runner, "juggler" a singer. Phrases marked
 * held out match no request the rule was made from.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a doer's name is the person doing it", () => {
  it.each([
    ["golfer", "person golfing"],
    ["surfer riding a wave", "person surfing"],
    // Held out.
    ["a swimmer", "person swimming"],
    ["juggler", "person juggling"],
    ["a rower on the lake", "person rowing boat"],
    ["wrestlers", "people wrestling"],
    ["a fencer", "person fencing"],
  ])("%s → the %s, no stand-in", (subject, drawing) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.unknown).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain(drawing);
  });

  it("a name that is a drawing's own, or no doer's, is read as before", () => {
    expect(doerActivity("skier")).toBeUndefined();
    expect(doerActivity("teacher")).toBeUndefined();
    expect(doerActivity("flower")).toBeUndefined();
    expect(doerActivity("paper")).toBeUndefined();
    expect(read("a teacher").understood[0]?.drawnAs).toBe("teacher");
  });
});

describe("a relative is the plain figure of their sex and age, no stand-in", () => {
  it.each([
    ["a mom holding a baby", "woman"],
    ["dad", "man"],
    // Held out.
    ["my aunt", "woman"],
    ["an uncle", "man"],
    ["big sister", "woman"],
  ])("%s → %s", (subject, figure) => {
    const u = read(subject);
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain(figure);
  });

  it("a role with a look of its own drawn as a plain figure is still a stand-in", () => {
    expect(read("a pirate").standIn).toBeDefined();
    expect(read("a librarian").standIn).toBeDefined();
  });
});
