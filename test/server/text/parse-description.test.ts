import { describe, expect, it } from "vitest";
import { parseDescription } from "../../../server/text/index.js";

const kw = Array.from({ length: 12 }, (_, i) => `keyword ${i + 1}`);

// The shape the prompt asks for and the spec's splitter expects (product-spec §7).
const specShaped = [
  "Unwind with cozy animals in this relaxing book.",
  "",
  "- 50 original designs\n- Single-sided pages\n- Large 8.5 x 11 format\n- Perfect gift\n- For all skill levels",
  "",
  "Grab your copy today!",
  "",
  `Keywords:\n${kw.join("\n")}`,
  "",
  "Books › Crafts, Hobbies & Home › Coloring Books for Grown-Ups\nBooks › Self-Help › Stress Management\nBooks › Arts & Photography › Drawing",
].join("\n");

describe("parseDescription", () => {
  it("splits the spec-shaped answer into its five sections", () => {
    const d = parseDescription(specShaped, "Cozy Animals");
    expect(d.title).toBe("Cozy Animals");
    expect(d.description).toBe("Unwind with cozy animals in this relaxing book.");
    expect(d.bulletPoints).toEqual([
      "50 original designs",
      "Single-sided pages",
      "Large 8.5 x 11 format",
      "Perfect gift",
      "For all skill levels",
    ]);
    expect(d.callToAction).toBe("Grab your copy today!");
    expect(d.keywords.longTail).toEqual(kw.slice(0, 7));
    expect(d.keywords.shortTail).toEqual(kw.slice(7));
    expect(d.categories).toHaveLength(3);
    expect(d.categories[1]).toBe("Books › Self-Help › Stress Management");
  });

  it("is the same with CRLF line ends and extra blank lines", () => {
    const messy = `\r\n\r\n${specShaped.replace(/\n\n/g, "\n\n\n \n").replace(/\n/g, "\r\n")}\r\n\r\n`;
    expect(parseDescription(messy, "Cozy Animals")).toEqual(parseDescription(specShaped, "Cozy Animals"));
  });

  it("accepts comma-separated keywords on the header line", () => {
    const answer = `A book.\n\n- One\n- Two\n\nBuy it now!\n\nKeywords: ${kw.join(", ")}\n\nBooks › Children's Books`;
    const d = parseDescription(answer, "T");
    expect(d.keywords.longTail).toEqual(kw.slice(0, 7));
    expect(d.keywords.shortTail).toEqual(kw.slice(7));
    expect(d.categories).toEqual(["Books › Children's Books"]);
  });

  it("places sections by markdown headings, keeping a two-paragraph description together", () => {
    const answer = [
      "**Title:** Cozy Animals",
      "",
      "### Main Description",
      "First paragraph.",
      "",
      "Second paragraph.",
      "",
      "**Key Features & Benefits:**",
      "1. **Relaxing:** calm designs",
      "2. **Giftable:** a lovely present",
      "",
      "**Call to Action:** Order now!",
      "",
      "### Keywords",
      "**Long-tail:** cozy animal coloring book, animal coloring pages for adults",
      "**Short-tail:** animals, coloring",
      "",
      "## Suggested Categories",
      "- Coloring Books for Grown-Ups > Animals",
      "- Stress Management",
    ].join("\n");
    const d = parseDescription(answer, "Cozy Animals");
    expect(d.description).toBe("First paragraph.\n\nSecond paragraph.");
    expect(d.bulletPoints).toEqual(["Relaxing: calm designs", "Giftable: a lovely present"]);
    expect(d.callToAction).toBe("Order now!");
    expect(d.keywords).toEqual({
      longTail: ["cozy animal coloring book", "animal coloring pages for adults"],
      shortTail: ["animals", "coloring"],
    });
    expect(d.categories).toEqual(["Coloring Books for Grown-Ups > Animals", "Stress Management"]);
  });

  it("handles a missing call to action and a missing bullet section", () => {
    const noCta = parseDescription("Desc.\n\n- A\n- B\n\nKeywords:\na\nb\n\nBooks › Art", "T");
    expect(noCta.callToAction).toBe("");
    expect(noCta.bulletPoints).toEqual(["A", "B"]);
    expect(noCta.keywords.longTail).toEqual(["a", "b"]);
    expect(noCta.categories).toEqual(["Books › Art"]);

    const noBullets = parseDescription("Desc.\n\nBuy it today!\n\nKeywords:\na, b", "T");
    expect(noBullets.description).toBe("Desc.");
    expect(noBullets.bulletPoints).toEqual([]);
    expect(noBullets.callToAction).toBe("Buy it today!");
    expect(noBullets.keywords.longTail).toEqual(["a", "b"]);
  });

  it("keeps a second description paragraph out of the bullet points", () => {
    const d = parseDescription("Para one.\n\nPara two.\n\n* A\n* B\n\nBuy now.\n\nKeywords:\nk", "T");
    expect(d.description).toBe("Para one.\n\nPara two.");
    expect(d.bulletPoints).toEqual(["A", "B"]);
    expect(d.callToAction).toBe("Buy now.");
  });

  it("drops a title the model echoed first and numbered bullet points still count", () => {
    const d = parseDescription("Cozy Animals\n\nDesc.\n\n1. A\n2. B\n3. C\n\nBuy now.", "Cozy Animals");
    expect(d.description).toBe("Desc.");
    expect(d.bulletPoints).toEqual(["A", "B", "C"]);
    expect(d.callToAction).toBe("Buy now.");
  });

  it("gives empty sections, not a crash, for an empty answer", () => {
    expect(parseDescription("", "T")).toEqual({
      title: "T",
      description: "",
      bulletPoints: [],
      callToAction: "",
      keywords: { longTail: [], shortTail: [] },
      categories: [],
    });
  });
});
