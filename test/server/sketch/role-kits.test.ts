import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Someone named by a role the set has no drawing of is a person with the thing the role is known
 * by, found by any of the role's names in WordNet: the librarian's books, the mail carrier's
 * letter, the refuse collector's bin (fresh samples 49602127 and 51602127 had a garbage man
 * refused, a librarian, a lifeguard and a cheerleader as a plain person to accept). Nothing large
 * or a piece of furniture is held (a waiter had held up a table).
 */
const read = (subject: string) => understandSketch({ subject }, "line-art");
const first = (subject: string) => read(subject).understood[0]?.drawnAs;

describe("a role is a person with its thing", () => {
  // The librarian, the garbage man and the soldier were seen; the other names are held out.
  it.each([
    ["a librarian", "a person holding books"],
    ["garbage man", "a person holding a wastebasket"],
    ["a dustman", "a person holding a wastebasket"],
    ["a postman", "a man holding an envelope"],
    ["a letter carrier", "a man holding an envelope"],
    ["soldier", "a man wearing a military helmet"],
    ["a janitor", "a person holding a broom"],
  ])("%s: %s", (subject, drawn) => {
    const v = read(subject);
    expect(v.unknown).toBeUndefined();
    expect(v.standIn).toBeUndefined();
    expect(first(subject)).toBe(drawn);
  });

  it("nobody holds up a table or a piece of furniture", () => {
    for (const role of ["a waiter", "a waitress", "a busboy", "a bartender", "a hostess", "a carpenter", "a butler"])
      expect(first(role) ?? "", role).not.toMatch(/holding an? (?:table|desk|chair|couch|bed)/);
  });

  // WordNet's ringmaster is "in charge of performances in a circus ring": he had held up a ring
  // for a finger. A word named by the one before it is no thing alone; his kit is his top hat.
  it("a word of a longer name in the definition is no thing of the role: the ringmaster's circus ring", () => {
    expect(first("a ringmaster")).toBe("a person wearing a top hat");
  });

  it("can fail: a role its definition names a thing for keeps that thing", () => {
    expect(first("a drummer")).toBe("a person holding a drum");
  });
});
