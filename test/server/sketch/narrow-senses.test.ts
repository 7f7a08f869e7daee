import { describe, expect, it } from "vitest";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Senses refused on purpose (word-match.ts `narrowSenses`): a word alone never draws a drawing
 * named for a narrow sense of it. Seen on the pool's requests: a waiter's tray as an office
 * outbox, "lamp" as a Diwali lamp, "pots" as a honey pot, then a toilet, "letters" as keyboard
 * input. Phrases marked held out match no request the list was made from.
 */
const drawn = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((w) => w.drawnAs);

describe("a word alone never draws its narrow sense", () => {
  it.each([
    ["a waiter carrying a tray", "outbox tray"],
    ["kitchen with hanging pots and herbs", "honey pot"],
    ["kitchen with hanging pots and herbs", "toilet"],
    ["an armchair and a lamp", "diya lamp"],
    ["magic potion bottles", "baby bottle"],
    ["traffic signs", "stop sign"],
    // Held out.
    ["a tray of cookies", "outbox tray"],
    ["a big cooking pot", "toilet"],
    ["a reading lamp", "diya lamp"],
    ["a glass bottle", "baby bottle"],
    ["a sign on a door", "stop sign"],
    ["a horse head", "speaking head"],
    ["a bowl of cereal", "inbox tray"],
  ])("%s never draws a %s", (subject, sense) => {
    expect(drawn(subject)).not.toContain(sense);
  });

  it.each([
    ["a honey pot", "honey pot"],
    ["a baby bottle", "baby bottle"],
    ["a diya lamp", "diya lamp"],
    ["a stop sign", "stop sign"],
    // Held out: the sense said by a keyword of the drawing.
    ["a ramen bowl", "steaming bowl"],
    ["a jar of honey", "honey pot"],
  ])("%s, saying the sense, draws a %s", (subject, sense) => {
    expect(drawn(subject)).toContain(sense);
  });

  it("a cooking pot is the pot of stew", () => {
    expect(drawn("a cooking pot")).toContain("pot of food");
  });
});

// A plant whose drawing has no pot grows from a clay pot (plant-in-pot.test.ts).
describe("a plant in a pot is the plant in its own pot, never a pot of stew", () => {
  it.each(["a cactus in a pot", "kawaii cactus in a pot", /* held out */ "a little fern in a clay pot"])(
    "%s",
    (subject) => {
      const sketch = readSketch({ layout: "motif", subject });
      expect(sketch.subject?.replace(/\bclay pot\b/, "")).not.toMatch(/\bpot\b/);
      expect(drawn(subject)).not.toContain("pot of food");
    },
  );

  it("a thing that is no plant in a pot is still in it", () => {
    expect(readSketch({ layout: "motif", subject: "a cat in a pot" }).subject).toMatch(/pot/);
  });
});

describe("a letter tool's subject that only names the alphabet has no friend of its own", () => {
  it.each(["alphabet letters", "abc", /* held out */ "capital letters", "the alphabet"])("%s", (subject) => {
    const sketch = readSketch({ layout: "letter", letter: "A", subject });
    expect(sketch.subject).toBeUndefined();
    const u = understandSketch({ layout: "letter", letter: "A", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
  });

  it("a friend named stays", () => {
    expect(readSketch({ layout: "letter", letter: "A", subject: "apple" }).subject).toBe("apple");
  });

  it.each([
    ["letter L with a lion", "L", "lion"],
    // Held out.
    ["the letter M with a monkey", "M", "monkey"],
    ["B is for bear", "B", "bear"],
  ])("%s: the friend is %s's %s, never the letter's own words", (subject, letter, friend) => {
    expect(readSketch({ layout: "letter", letter, subject }).subject).toBe(friend);
  });
});
