/**
 * Fronts a buyer would take (issue 42, the cover sheet): a collage of pages with different
 * subjects (Santa once, not in three of four tiles); the before-and-after page across the whole
 * front, its frame and paper never at the trim and its animals' feet above the author's band; a
 * Christmas book's cover pages in winter; the kids design without children's styling on a book
 * for adults.
 */
import { describe, expect, it } from "vitest";
import { coverLayout } from "../../../engine/books/kdp.js";
import { defaultCoverDesign } from "../../../engine/covers/templates.js";
import { type BookSpec, bookPageCount, type PageSource } from "../../../server/books/spec.js";
import { coverArt, designPages, winterBook } from "../../../server/covers/art.js";
import { beforeAfterPlace, forGrownUps } from "../../../server/covers/front.js";
import { renderDesignedCover } from "../../../server/covers/render.js";
import { renderSketchPage } from "../../../server/sketch/index.js";
import { plainBookSpec } from "../../helpers/book-spec.js";
import { renderPdfRgb } from "../../helpers/pdf.js";

const collage = { ...defaultCoverDesign, template: "collage" as const };
const subjectPage = (subject: string | null): PageSource => ({
  kind: "line-art",
  png: new Uint8Array(0),
  svg: null,
  minStrokePt: 1,
  subject,
});

/** The pages a collage front shows for a 24-page book of these subjects, in turn. */
const collageFront = (subjects: string[], title: string) =>
  designPages(
    collage,
    Array.from({ length: 24 }, (_, i) => subjectPage(subjects[i % subjects.length] as string)),
    [],
    title,
  );

/** A built-in portrait page of `subject` as a book holds it. */
function drawn(subject: string, seed = 3): PageSource {
  const { svg } = renderSketchPage({
    toolId: "doodle/coloring-page",
    hub: "doodle",
    output: "line-art",
    sketch: { layout: "motif", subject, page: "portrait", detail: "simple" },
    seed,
  });
  return { kind: "line-art", png: new Uint8Array(0), svg, minStrokePt: 1, subject };
}

describe("a collage of varied pages", () => {
  it("shows Santa once among a Christmas book's other subjects, each tile a different one", async () => {
    const subjects = [
      "a Christmas tree",
      "a snowman",
      "a gift",
      "a reindeer",
      "a bell",
      "Mrs. Claus",
      "an elf",
      "Santa Claus",
    ];
    const front = await collageFront(subjects, "Christmas Coloring Book for Kids Santa, Snowmen, Reindeer and More");
    const shown = front.map((p) => p.subject);
    expect(shown).toHaveLength(4);
    expect(new Set(shown).size).toBe(4);
    expect(shown.filter((s) => s?.includes("Claus")).length).toBeLessThanOrEqual(1);
    expect(shown[0]).toBe("Santa Claus");
  });

  it("never shows two jungle pages of the same pair of animals while the book has others", async () => {
    const subjects = [
      "a zebra, a snake and an elephant in the jungle",
      "a gorilla, a hippopotamus and a tiger in the jungle",
      "a parrot, a hippopotamus and a lion in the jungle",
      "a snake, a monkey and a giraffe in the jungle",
      "a hippopotamus, a monkey and a zebra in the jungle",
      "a hippopotamus, an elephant and a gorilla in the jungle",
      "a monkey, a tiger and a parrot in the jungle",
      "a monkey, a lion and a snake in the jungle",
      "an elephant, a giraffe and a sloth in the jungle",
      "a tiger, a zebra and a hippopotamus in the jungle",
      "a lion, a gorilla and a leopard in the jungle",
      "a giraffe, a parrot and a monkey in the jungle",
    ];
    const front = await collageFront(subjects, "Jungle Animals Coloring Book Lions, Elephants, Monkeys and More");
    const animals = front.map(
      (p) => new Set((p.subject ?? "").replace(/ in the jungle$/, "").match(/[a-z]+(?=,| and|$)/g)),
    );
    expect(front).toHaveLength(4);
    for (let i = 0; i < animals.length; i++)
      for (let j = i + 1; j < animals.length; j++) {
        const both = [...(animals[i] as Set<string>)].filter((a) => (animals[j] as Set<string>).has(a));
        expect(both.length, `${front[i]?.subject} / ${front[j]?.subject}`).toBeLessThan(2);
      }
  });
});

describe("the before-and-after picture", () => {
  const layout = coverLayout("8.5x11", "white", 48);
  const design = { ...defaultCoverDesign, template: "before-after" as const };

  it("covers the front's width with the page's picture, its animals' feet above the author's band", async () => {
    const page = drawn("a lion, a zebra and a monkey in the jungle");
    const art = (await coverArt(design, [page], [], null, layout)).colored[0];
    if (!art) throw new Error("no art");
    const front = { x: layout.frontFold, width: layout.size.width - layout.frontFold };
    const region = { x: front.x, y: 2.9, width: front.width, height: layout.size.height - 2.9 };
    const keep = { x: front.x, y: 2.95, width: front.width, height: 7.5 };
    const at = beforeAfterPlace(art, region, keep);
    // The picture inside the page's frame covers the region: no frame, no margin, no strip of paper at the trim.
    expect(at.x + art.picture.x * at.width).toBeLessThanOrEqual(region.x + 1e-6);
    expect(at.x + (art.picture.x + art.picture.width) * at.width).toBeGreaterThanOrEqual(
      region.x + region.width - 1e-6,
    );
    expect(at.y + art.picture.y * at.height).toBeLessThanOrEqual(region.y + 1e-6);
    // The drawings whole between the bands: the subject's foot above `keep`'s.
    expect(art.subject.height).toBeLessThan(art.picture.height);
    expect(at.y + (art.subject.y + art.subject.height) * at.height).toBeLessThanOrEqual(keep.y + keep.height + 1e-6);
    expect(at.y + art.subject.y * at.height).toBeGreaterThanOrEqual(keep.y - 1e-6);
  });

  it("prints no line of the page's frame along the front's trim or fold", async () => {
    const page = drawn("a lion, a zebra and a monkey in the jungle");
    const spec = plainBookSpec(
      Array.from({ length: 24 }, () => page),
      {
        title: "Jungle Animals",
        author: "Ada Lovelace",
        bleed: true,
        pageNumbers: false,
        backText: "Animals to color.",
        design: { ...design, palette: "bright" },
      },
    );
    const pdf = await renderDesignedCover(spec);
    const dpi = 40;
    const img = renderPdfRgb(pdf, dpi);
    const l = coverLayout("8.5x11", "white", bookPageCount(spec));
    const px = (inch: number) => Math.round(inch * dpi);
    // Rows of the picture, between the title band and the author band.
    const rows = [px(4.5), px(9.5)];
    const dark = (x: number) => {
      let n = 0;
      for (let y = rows[0] as number; y < (rows[1] as number); y++) {
        const o = (y * img.width + x) * 4;
        if (Math.max(img.data[o] as number, img.data[o + 1] as number, img.data[o + 2] as number) < 90) n++;
      }
      return n / ((rows[1] as number) - (rows[0] as number));
    };
    // Columns of the front's last half inch on either side (the trim's bleed included): no continuous dark line.
    const edges = [
      ...Array.from({ length: px(0.5) }, (_, i) => px(l.frontFold) + 2 + i),
      ...Array.from({ length: px(0.5) }, (_, i) => img.width - 1 - i),
    ];
    for (const x of edges) expect(dark(x), `column ${x}`).toBeLessThan(0.6);
  }, 60_000);
});

describe("a winter book's cover", () => {
  it("is a winter book by its title or by most of its pages", () => {
    expect(winterBook("Christmas Coloring Book for Kids Santa, Snowmen, Reindeer and More", [])).toBe(true);
    expect(winterBook("My Book", [subjectPage("a snowman"), subjectPage("Santa Claus"), subjectPage("a gift")])).toBe(
      true,
    );
    expect(winterBook("Jungle Animals Coloring Book Lions, Elephants, Monkeys and More", [subjectPage("a lion")])).toBe(
      false,
    );
  });
});

describe("the kids design on a book for adults", () => {
  it("drops its children's styling when the book says it is for grown-ups", () => {
    expect(
      forGrownUps({
        title: "Mindful Mandalas",
        subtitle: "Relaxing Patterns to Color for Adults",
        author: "",
        badge: "24 designs",
      }),
    ).toBe(true);
    expect(forGrownUps({ title: "Jungle Animals Coloring Book", subtitle: "", author: "", badge: "Ages 4-8" })).toBe(
      false,
    );
    expect(forGrownUps({ title: "Calm Animals for Kids", subtitle: "", author: "", badge: "" })).toBe(false);
  });

  it("sets an adult book's title in one colour, straight, on a ground without confetti", async () => {
    const page = drawn("a rose");
    const book = (title: string, subtitle: string): BookSpec =>
      plainBookSpec(
        Array.from({ length: 24 }, () => page),
        {
          title,
          subtitle,
          author: "Ada Lovelace",
          bleed: true,
          pageNumbers: false,
          backText: "Pages to color.",
          design: {
            ...defaultCoverDesign,
            template: "kids",
            palette: "ocean",
            fonts: { title: "cinzel", body: "playfair" },
          },
        },
      );
    /** How many distinct strong colours the front's title plate area shows (the letters' fills). */
    const titleColors = async (spec: BookSpec) => {
      const img = renderPdfRgb(await renderDesignedCover(spec), 30);
      const l = coverLayout("8.5x11", "white", bookPageCount(spec));
      const seen = new Set<string>();
      for (let y = Math.round(l.frontSafe.y * 30) + 6; y < Math.round((l.frontSafe.y + 2.4) * 30); y++)
        for (let x = Math.round(l.frontSafe.x * 30); x < Math.round((l.frontSafe.x + l.frontSafe.width) * 30); x++) {
          const o = (y * img.width + x) * 4;
          const [r, g, b] = [img.data[o] as number, img.data[o + 1] as number, img.data[o + 2] as number];
          if (Math.max(r, g, b) - Math.min(r, g, b) < 60) continue;
          seen.add(`${r >> 5},${g >> 5},${b >> 5}`);
        }
      return seen.size;
    };
    const kidsBook = await titleColors(book("Mandala Fun", "Patterns for Kids"));
    const adultBook = await titleColors(book("Mindful Mandalas", "Relaxing Patterns to Color for Adults"));
    // A rainbow of letters and confetti against one ink and the badge (measured: 33 and 12).
    expect(adultBook).toBeLessThan(kidsBook / 2);
  }, 60_000);
});
