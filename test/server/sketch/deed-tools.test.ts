import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { instrumentOf } from "../../../server/sketch/lexicon.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * A deed WordNet defines as done with a thing ("rake": move through with or as if with a rake) is
 * drawn as whoever does it holding that thing, when the set draws it; what the deed is done to,
 * when it is a season's own (leaves, snow), sets the page in that season. "raking leaves into a
 * pile" (fresh seed 59602127) had been a maple leaf, the raking left out. A long-handled tool
 * stands at the holder's side, shoulder high, never a toy in the hands nor across the face. The
 * deeds and doers here are held out.
 */
const read = (subject: string) => understandSketch({ subject }, "line-art");

describe("a deed done with a thing is someone holding it", () => {
  it.each([
    ["a boy hammering", "holding a hammer", "hammer"],
    ["shovelling", "a child holding a shovel", "shovel"],
    ["a woman raking", "holding a rake", "rake"],
    ["a farmer shoveling hay", "holding a shovel", "shovel"],
    ["an old man raking leaves", "holding a rake in autumn", "rake"],
    ["a girl shoveling snow", "holding a shovel in winter", "shovel"],
  ])("%s: %s", (subject, drawn, thing) => {
    const v = read(subject);
    expect(v.unknown, subject).toBeUndefined();
    expect(
      v.understood.some((u) => u.drawnAs === drawn),
      JSON.stringify(v.understood),
    ).toBe(true);
    expect(drawnOnPage(subject, 2).has(motifByAnnotation(thing)?.hexcode), subject).toBe(true);
  });

  it("reads the thing from the deed's definition, never from a deed done to or into a thing", () => {
    expect(instrumentOf("hammer")).toBe("hammer");
    expect(instrumentOf("rake")).toBe("rake");
    // "pick": select carefully from a group; "box": put into a box.
    expect(instrumentOf("pick")).toBeUndefined();
    expect(instrumentOf("box")).toBeUndefined();
  });

  it("can fail: picking apples holds no pick", () => {
    expect(read("picking apples").understood.some((u) => /pick/.test(u.drawnAs ?? ""))).toBe(false);
  });

  it.each(["a boy holding a shovel", "a grandma holding a rake"])(
    "%s: the tool stands at the side, shoulder high",
    (subject) => {
      for (const seed of [1, 5]) {
        const placed = placedDrawings(pageSvg(subject, seed));
        const tool = placed.find((p) => p.hexcode === motifByAnnotation(subject.split(" ").at(-1) ?? "")?.hexcode);
        const figure = placed.find((p) => p.pose);
        expect(tool, `${subject} at seed ${seed}`).toBeDefined();
        expect(figure, `${subject} at seed ${seed}`).toBeDefined();
        if (!tool || !figure) continue;
        const fh = figure.box.y1 - figure.box.y0;
        // Two fifths of the figure at least, its top below the head (a quarter of the figure).
        expect(tool.box.y1 - tool.box.y0, `${subject} at seed ${seed}`).toBeGreaterThan(fh * 0.4);
        expect(tool.box.y0, `${subject} at seed ${seed}`).toBeGreaterThan(figure.box.y0 + fh * 0.25);
      }
    },
  );
});
