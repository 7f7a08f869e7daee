import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";

/**
 * Issue 41, class 1 (seed 1602127): a word said after the two or three words naming a drawing,
 * that the drawing is tagged with, is what that drawing shows, not a thing of its own. "video game
 * controller" had been the game pad with a person's head beside it (the controller read by its
 * WordNet sense, someone who controls), offered as a stand-in. Held out: the hockey and keyboard
 * phrases were not looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const words = (subject: string) => read(subject).understood.map((w) => `${w.word}=${w.drawnAs}`);
const drawn = (subject: string) => matchMotifs(subject, 3).map((m) => m.annotation);

describe("a drawing's name said with what it shows", () => {
  it("a video game controller is the game pad alone, no stand-in", () => {
    expect(words("a video game controller")).toEqual(["video game controller=video game"]);
    expect(read("a video game controller").standIn).toBeUndefined();
    expect(drawn("a video game controller")).toEqual(["video game"]);
  });

  it("held out: a puck or a stick is the hockey drawing, not ice and a hockey puck", () => {
    expect(words("an ice hockey puck")).toEqual(["ice hockey puck=ice hockey"]);
    expect(drawn("an ice hockey puck")).toEqual(["ice hockey"]);
    expect(words("a field hockey stick")).toEqual(["field hockey stick=field hockey"]);
    expect(read("a field hockey stick").unknown).toBeUndefined();
    expect(words("a musical keyboard instrument")).toEqual(["musical keyboard instrument=musical keyboard"]);
  });

  it("held out: said as what someone holds, it is still the one thing", () => {
    const held = read("a girl holding a video game controller");
    expect(held.understood.map((w) => w.drawnAs)).toEqual(["girl", "video game"]);
    expect(held.standIn).toBeUndefined();
  });

  it("the rule can fail: a player of the game is a person, and a one-word name keeps its word", () => {
    expect(words("american football player running").join(" ")).not.toMatch(/=american football$/);
    // The basketball is tagged with its hoop; a hoop is no ball.
    expect(words("a basketball hoop").join(" ")).not.toMatch(/=basketball$/);
  });
});
