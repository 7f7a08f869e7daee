import { describe, expect, it } from "vitest";
import { coverage } from "../../../scripts/bench/coverage.js";

describe("coverage of 500 common subjects", () => {
  const lines = coverage();
  const by = new Map(lines.map((l) => [l.subject, l]));

  it("draws at least 90% as themselves or a close relative", () => {
    expect(lines).toHaveLength(500);
    const close = lines.filter((l) => l.kind !== "refused").length;
    expect(close / lines.length).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    ["guinea pig", "hamster"],
    ["tuna", "fish"],
    ["lynx", "cat"],
    // A queen is a woman, crowned (gendered-people.test.ts): the set's princess.
    ["queen", "princess"],
    ["caterpillar", "bug"],
    ["lettuce", "leafy green"],
    ["slug", "snail"],
    ["sea lion", "seal"],
    ["hot air balloon", "hot air balloon"],
    ["xylophone", "drum"],
    ["platypus", "beaver"],
    ["scones", "bread"],
  ])("reviewed: %s is drawn as %s (never an unrelated drawing)", (subject, drawn) => {
    expect(by.get(subject)?.drawnAs).toBe(drawn);
  });
});
