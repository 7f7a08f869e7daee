import { describe, expect, it } from "vitest";
import { parseIdeas } from "../../../server/text/index.js";

describe("parseIdeas (product-spec §7: only bullet lines are kept)", () => {
  it("keeps the bullet lines of a typical answer and drops the preamble", () => {
    const answer =
      "Here are 3 ideas for your ocean coloring book:\n\n- A sea turtle gliding past a coral reef\n- An octopus juggling shells\n- A whale under a rainbow\n\nEnjoy!";
    expect(parseIdeas(answer, 10)).toEqual([
      "A sea turtle gliding past a coral reef",
      "An octopus juggling shells",
      "A whale under a rainbow",
    ]);
  });

  it("accepts *, • and – bullets, strips bold and quotes, and caps at count", () => {
    const answer =
      '* **Sea Turtle Reef:** A turtle swimming\n• "A crab on the beach"\n– A lighthouse at night\n- A fourth idea';
    expect(parseIdeas(answer, 3)).toEqual([
      "Sea Turtle Reef: A turtle swimming",
      "A crab on the beach",
      "A lighthouse at night",
    ]);
  });

  it("falls back to numbered lines when there are no bullets", () => {
    const answer =
      "Sure! Here you go:\r\n1. A dragon reading a book\r\n2) A castle in the clouds\r\n\r\n3. A knight and a unicorn\r\n";
    expect(parseIdeas(answer, 10)).toEqual([
      "A dragon reading a book",
      "A castle in the clouds",
      "A knight and a unicorn",
    ]);
  });

  it("ignores indented sub-points under numbered ideas", () => {
    const answer =
      "1. **Space picnic**\n   - astronauts eating sandwiches\n2. **Moon garden**\n   - flowers in craters";
    expect(parseIdeas(answer, 10)).toEqual(["Space picnic", "Moon garden"]);
  });

  it("takes plain lines when the model used no markers at all", () => {
    const answer = "Here are some ideas:\nA fox in the snow\nA bear fishing in a river\n";
    expect(parseIdeas(answer, 10)).toEqual(["A fox in the snow", "A bear fishing in a river"]);
  });

  it("drops empty bullets and repeats", () => {
    expect(parseIdeas("- \n- A cat\n-   \n- a cat\n- A dog", 10)).toEqual(["A cat", "A dog"]);
  });

  it("returns nothing for an empty answer", () => {
    expect(parseIdeas("", 5)).toEqual([]);
    expect(parseIdeas("\n\n", 5)).toEqual([]);
  });
});
