import { describe, expect, it } from "vitest";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/*
 * Fresh seed 45602127: "old man with a beard" drew the set's old man clean-shaven and said the
 * beard left out (the set's bearded man is a young one). Our old man with a beard is the set's old
 * man with the bearded man's beard, white. Made on that request; held out: the others.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;

describe("an old man with a beard", () => {
  it.each([
    "old man with a beard",
    "grandpa with a long white beard",
    "an old man with a beard reading a book",
    "a grandfather with a beard",
  ])("%s: drawn bearded, nothing left out", (subject) => {
    const words = read(subject);
    expect(words.map((w) => w.drawnAs)).toContain("old man: beard");
    expect(words.filter((w) => w.drawnAs === null).map((w) => w.word)).not.toContain("beard");
    const drawn = placedDrawings(pageSvg(subject, 1)).map((p) => p.hexcode);
    expect(drawn).toContain("own-old-man-beard");
  });

  it("an old man said with no beard stays the set's, clean-shaven", () => {
    expect(read("old man").map((w) => w.drawnAs)).toEqual(["old man"]);
    expect(placedDrawings(pageSvg("an old man", 1)).map((p) => p.hexcode)).not.toContain("own-old-man-beard");
  });
});
