import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 3602127's sweets): a creature named with the food it is made of is not
 * the living creature. "a chocolate bunny" had been read as one thing and drawn as the rabbit,
 * exactly, the chocolate unsaid; it is now a stand-in to accept. The same words read apart ("a
 * chocolate frog", "a marzipan pig") were stand-ins already.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a creature made of food", () => {
  it.each([
    ["a chocolate bunny", "chocolate bunny"],
    ["a chocolate santa", "chocolate santa"],
  ])("%s is a stand-in to accept", (subject, word) => {
    expect(read(subject).standIn?.word).toBe(word);
  });

  it("read apart, such words were stand-ins already", () => {
    expect(read("a chocolate frog").standIn).toBeDefined();
    expect(read("a marzipan pig").standIn).toBeDefined();
  });

  it("the rule can fail: a food named by its shape, or drawn by its own name, is itself", () => {
    expect(read("a gingerbread man").standIn).toBeUndefined();
    expect(read("a chocolate egg").standIn).toBeUndefined();
    expect(read("a hot dog").standIn).toBeUndefined();
  });
});
