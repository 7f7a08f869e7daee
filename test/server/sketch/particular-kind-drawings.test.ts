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

// A kind named by a noun before it that WordNet does not know as one compound ("party hat": the
// sample's, seed 30602127, now a drawing of its own) had the noun left out and the kind said to be
// drawn as the top hat, exactly. Held out: the compounds below are not the sample's and none is
// named in the rule.
describe("a kind named by a noun WordNet does not know as one compound is no particular kind of it", () => {
  it.each([
    ["a bucket hat", "top hat"],
    ["a wizard hat", "top hat"],
    ["a dog with a toy ball", "soccer ball"],
  ])("%s: the %s only once accepted (a stand-in)", (subject, drawing) => {
    const u = read(subject);
    expect(u.understood.find((w) => w.drawnAs === drawing)).toMatchObject({ standIn: true });
  });

  // The rule can fail: a describing word, a place or a vehicle's noun leaves the kind's drawing its own.
  it.each([
    ["a red hat", "top hat"],
    ["a big ball", "soccer ball"],
    ["a toy car", "automobile"],
    ["a garden clock", "alarm clock"],
    ["a strawberry cake", "birthday cake"],
  ])("%s is drawn as the %s, no stand-in", (subject, drawing) => {
    const word = read(subject).understood.find((w) => w.drawnAs === drawing);
    expect(word).toBeDefined();
    expect(word?.standIn).toBeUndefined();
  });
});

// A party hat is a cone with a pompom (own-drawings.ts), no top hat: the themes of a birthday and a
// new year plan one, and it had been drawn as the top hat.
describe("a party hat is drawn as one", () => {
  it.each(["a party hat", "a kitten in a party hat", "new years eve party hat and confetti"])("%s", (subject) => {
    const word = read(subject).understood.find((w) => w.word === "party hat");
    expect(word).toMatchObject({ drawnAs: "party hat" });
    expect(word?.standIn).toBeUndefined();
  });
});
