import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

// A picture's subject of which no word is read is refused before any charge (400
// unknown-subject), never drawn as the page's fallback: "hands holding each other" drew a smiling
// face. The sample's phrase first; the others were not looked at before the rule was written.
describe("a subject of which nothing is read", () => {
  // "big and simple for ages 2-4" was here: a book said only to be simple is a book of simple
  // things now (style-only.test.ts).
  it.each(["hands holding each other", "a lovely one for everyone", "some lovely little ones", "the very funny one"])(
    "%s is refused, naming the words",
    (subject) => {
      for (const layout of ["motif", "scene"])
        expect(understandSketch({ layout, subject }, "line-art").unknown, layout).toEqual({
          key: "subject",
          words: subject,
        });
    },
  );

  // "tiny cute doodles" is a page of doodles now (doodle-sheet.test.ts).
  it.each(["a cat", "Christmas", "a dog and a ball", "happy birthday Olivia", "tiny cute doodles"])(
    "%s is still drawn",
    (subject) => {
      const read = understandSketch({ layout: "motif", subject }, "line-art");
      expect(read.unknown).toBeUndefined();
      expect(read.understood.length).toBeGreaterThan(0);
    },
  );

  it("a page with no subject, a lettering page and a cover are not asked for one", () => {
    expect(understandSketch({ layout: "motif" }, "line-art").unknown).toBeUndefined();
    expect(understandSketch({ layout: "lettering", subject: "hands" }, "line-art").unknown).toBeUndefined();
    expect(understandSketch({ layout: "cover", subject: "tiny cute doodles" }, "cover").unknown).toBeUndefined();
  });
});
