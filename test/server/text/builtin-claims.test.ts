import { describe, expect, it } from "vitest";
import { createBuiltinTextProvider } from "../../../server/text/index.js";

const provider = createBuiltinTextProvider();

async function description(title: string, seed: number) {
  const r = await provider.generate({ generator: "description", title, seed });
  if (r.kind !== "description") throw new Error(`expected description, got ${r.kind}`);
  return r.description;
}
const everything = (d: Awaited<ReturnType<typeof description>>) =>
  [d.description, ...d.bulletPoints, d.callToAction, ...d.keywords.longTail, ...d.keywords.shortTail, ...d.categories]
    .join("\n")
    .toLowerCase();

// Facts the title never gives: page size, paper, printing, how many designs, or a grown-up reader.
const UNGIVEN = /8\.5|single-sided|bleed-through|printed on its own|no repeated|original designs|\d+ pages/;

describe("built-in texts say only what the user gave", () => {
  it("a kids' book never mentions coffee breaks or adults", async () => {
    for (const title of ["Dinosaur Fun for Kids", "Unicorn Dreams", "Trucks and Diggers"]) {
      for (let seed = 1; seed <= 8; seed++) {
        const text = everything(await description(title, seed));
        expect(text, title).not.toMatch(/coffee|adult|grown-up|stress/);
        expect(text, title).not.toMatch(UNGIVEN);
      }
    }
  });

  it("a title that names no reader assumes none", async () => {
    for (let seed = 1; seed <= 8; seed++) {
      const text = everything(await description("Ocean Friends", seed));
      expect(text).not.toMatch(/adult|grown-up|kids|children|toddler|coffee/);
      expect(text).not.toMatch(UNGIVEN);
      expect(text).toContain("ocean friends");
    }
  });

  it("a book for adults may say so, still without page facts", async () => {
    const text = everything(await description("Mandala Patterns for Stress Relief", 3));
    expect(text).toMatch(/adult|grown-up/);
    expect(text).not.toMatch(UNGIVEN);
  });

  it('the copyright page prints "Independently published", not "Published by Independently published"', async () => {
    const r = await provider.generate({
      generator: "copyright",
      seed: 1,
      title: "Ocean Friends",
      author: "Ana Lee",
      publisher: "Independently published",
      year: 2026,
    });
    if (r.kind !== "text") throw new Error("expected text");
    expect(r.text.split("\n")).toContain("Independently published");
    expect(r.text).not.toContain("Published by");
    expect(r.text).toContain("without the prior written permission of the author");
  });
});
