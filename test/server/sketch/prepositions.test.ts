import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

// Words that say where a thing is (above, behind, among, beneath, around) are never things:
// "an eagle above the clouds" had left the eagle out, "a cat behind a fence" offered a chair for
// "behind", "a kite flying high" a cloud for "high" (fresh seed 13602127's book: "a pterodactyl
// above the clouds"). Held out: none of these phrases was looked at while the words were added.
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("words of where are no things", () => {
  it.each([
    ["an owl above the clouds", "owl"],
    ["a hot air balloon above the hills", "balloon"],
    ["a dog behind a gate", "dog"],
    ["a deer among the trees", "deer"],
    ["a kite flying high", "kite"],
    ["a duck beneath a bridge", "duck"],
  ])("%s: the %s is drawn, no stand-in, nothing named for the word of where", (subject, thing) => {
    const r = read(subject);
    expect(r.standIn).toBeUndefined();
    expect(r.understood.some((u) => u.drawnAs?.includes(thing))).toBe(true);
    const where = /^(?:above|behind|among|beneath|high|around)$/;
    expect(r.understood.filter((u) => where.test(u.word))).toEqual([]);
  });

  it("a thing the set lacks above the clouds is a stand-in to accept, no longer left out", () => {
    expect(read("a wombat above the clouds").standIn?.word).toBe("wombat");
  });
});
