import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

// A kind's chosen drawing (words.ts `kindDrawings`) that is one particular kind of it: a ball is
// drawn as the soccer ball, a clock as the alarm clock, a hat as the top hat. A tennis ball had
// been said to be drawn exactly as the soccer ball. Held out: none of these compounds is named in
// the rule's code (word-readings.ts `particular`); each is read through WordNet (issue 41, seed
// 25602127).
describe("a compound of a kind is no other particular kind of it", () => {
  it.each([
    ["a tennis ball", "soccer ball"],
    ["a cricket ball", "soccer ball"],
    ["a medicine ball", "soccer ball"],
    ["a cuckoo clock", "alarm clock"],
    ["a sun hat", "top hat"],
  ])("%s is drawn as the %s only once accepted (a stand-in)", (subject, drawing) => {
    const u = read(subject);
    expect(u.understood).toHaveLength(1);
    expect(u.understood[0]).toMatchObject({ drawnAs: drawing, standIn: true });
  });

  // The rule can fail: the kind's own word, a kind drawn by a synonym, a compound of the drawing's
  // own kind, a food and a vehicle of the kind are their drawings.
  it.each([
    ["a ball", "soccer ball"],
    ["a dog with a ball", "soccer ball"],
    ["a sports car", "automobile"],
    ["a pine tree", "evergreen tree"],
    ["a chocolate cake", "birthday cake"],
    ["a layer cake", "birthday cake"],
    ["a tow truck", "delivery truck"],
  ])("%s is drawn as the %s, no stand-in", (subject, drawing) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    const word = u.understood.find((w) => w.drawnAs === drawing);
    expect(word).toBeDefined();
    expect(word?.standIn).toBeUndefined();
  });
});

describe("a phrase's first word is read with the word after it", () => {
  // "beach ball" had been read as "ball beach": beach left out and the ball said to be drawn
  // exactly as the football, where "a beach ball" was a stand-in to accept.
  it.each(["beach ball", "beach ball and sand castle", "Beach Ball with a dog"])(
    "%s: the beach ball is one thing, a stand-in as with its article",
    (subject) => {
      const u = read(subject);
      expect(u.understood.find((w) => w.word === "beach ball")).toMatchObject({ standIn: true });
      expect(u.understood.some((w) => w.word === "beach")).toBe(false);
    },
  );

  it.each(["guinea pig", "cherry blossom tree"])("%s: its first word is no word left out", (subject) => {
    const u = read(subject);
    const first = subject.split(" ")[0];
    expect(u.understood.some((w) => w.word === first && w.drawnAs === null)).toBe(false);
  });
});
