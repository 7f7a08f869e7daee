import { describe, expect, it } from "vitest";
import { themePlans } from "../../../server/sketch/themes.js";

/**
 * A book of a habitat's animals names each animal about as often as any other: companions had
 * been taken at fixed places on, so a third of an ocean book's animals were never companions and a
 * third were on two pages in three (a squid on 5 of 12 pages, a whale and a seal on one; fresh seed
 * 54602127). Every habitat's plan is checked, through every run of 12 pages a book may draw.
 */
const habitatPlans = Object.entries(themePlans).filter(([name]) => name.endsWith(" animals"));

/** The animals a page names ("a crab, a squid and a shark in the ocean": crab, squid, shark). */
const animalsOn = (page: string) =>
  page
    .replace(/ (?:in|on|at|under|by) (?:the|a|an) .*$/, "")
    .split(/, | and /)
    .map((s) => s.trim());

describe("a habitat's animals share its pages", () => {
  it("has habitats to check", () => expect(habitatPlans.length).toBeGreaterThan(5));

  it.each(habitatPlans)("%s: no animal on more than 4 of any 12 pages in a row", (_, plan) => {
    const pages = plan.map(animalsOn);
    for (let from = 0; from < pages.length; from++) {
      const count = new Map<string, number>();
      for (let k = 0; k < Math.min(12, pages.length); k++)
        for (const a of new Set(pages[(from + k) % pages.length])) count.set(a, (count.get(a) ?? 0) + 1);
      const most = Math.max(...count.values());
      expect(most, `pages ${from + 1}–${from + 12}: ${JSON.stringify([...count])}`).toBeLessThanOrEqual(4);
    }
  });

  it.each(habitatPlans)("%s: three pages in a row share no animal, and no page is drawn twice", (_, plan) => {
    expect(new Set(plan).size).toBe(plan.length);
    const pages = plan.map(animalsOn);
    for (let i = 0; i + 2 < pages.length; i++) {
      const run = [...(pages[i] ?? []), ...(pages[i + 1] ?? []), ...(pages[i + 2] ?? [])];
      expect(new Set(run).size, `pages ${i + 1}–${i + 3}`).toBe(run.length);
    }
  });
});
