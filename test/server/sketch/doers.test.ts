import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * A grown-up said doing what the set draws as a person doing it is that one figure, of their sex
 * where the set has one (seed 9182736: "woman doing a yoga pose on a mat" drew a woman standing
 * in a room, and "a woman doing yoga" a woman beside a man in the lotus position); and someone
 * doing something out of doors is where it is done, by the drawing's own keywords (a surfer had
 * surfed in a kitchen, a climber climbed in a living room).
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
const hex = (name: string) => motifByAnnotation(name)?.hexcode;

describe("a grown-up doing something is the one figure doing it", () => {
  it.each([
    ["a woman doing yoga", "woman in lotus position"],
    ["a man doing yoga in the park", "man in lotus position"],
    ["a woman lifting weights", "woman lifting weights"],
    ["a lady doing a yoga pose", "woman in lotus position"],
  ])("%s: the %s alone", (subject, figure) => {
    const r = read(subject);
    expect(r.understood[0]?.drawnAs).toBe(figure);
    expect(r.standIn).toBeUndefined();
    for (const seed of [1, 2]) {
      const drawn = drawnOnPage(subject, seed);
      expect(drawn.has(hex(figure)), `${subject} at ${seed}`).toBe(true);
      for (const other of ["woman", "man", "person in lotus position", "person lifting weights"])
        if (other !== figure) expect(drawn.has(hex(other)), `${subject} at ${seed}: ${other}`).toBe(false);
    }
  });

  it("a child keeps its own figure, and a grown-up said with a thing is read as before", () => {
    expect(read("a girl doing yoga").understood[0]?.drawnAs).not.toBe("woman in lotus position");
    expect(read("a woman with a cat").understood.map((w) => w.drawnAs)).toEqual(["woman", "cat"]);
  });
});

describe("someone doing something out of doors is where it is done", () => {
  it.each(["a man surfing", "a person climbing", "a skier", "a woman rowing a boat"])(
    "%s is never in a room",
    (subject) => {
      for (const seed of [1, 2, 3, 4])
        expect(pageSvg(subject, seed), `${subject} at ${seed}`).not.toContain('data-place="room"');
    },
  );

  it("someone said indoors still is (a girl at the window, a man in the kitchen)", () => {
    for (const subject of ["a girl at the window", "a man in the kitchen"])
      for (const seed of [1, 2]) expect(pageSvg(subject, seed), `${subject} at ${seed}`).toContain('data-place="room"');
  });
});

// Fresh seed 27602127: "basketball player dunking" bounced the ball on a living room's rug. A ball
// game is played out of doors. Made on the basketball player; held out: the others.
describe("someone playing a ball game is out of doors", () => {
  it.each([
    "basketball player dunking",
    "a woman bouncing a ball",
    "a handball player",
    "a man dribbling a basketball",
  ])("%s is never in a room", (subject) => {
    for (const seed of [0, 1, 2, 3, 4, 5])
      expect(pageSvg(subject, seed), `${subject} at ${seed}`).not.toContain('data-place="room"');
  });
});
