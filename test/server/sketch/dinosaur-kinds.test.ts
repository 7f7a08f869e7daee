import { describe, expect, it } from "vitest";
import { themeOf, themeSubject } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

// A dinosaur book drew three kinds (T-Rex, sauropod, triceratops), each four times in twelve
// pages, and a stegosaurus or a pterodactyl was a sauropod to accept (fresh seed 13602127's book
// themes: "dinosaurs for kids"). Our own stegosaurus and pterodactyl join them. Held out: these
// phrases were not looked at while the drawings were made.
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
const firstDrawn = (subject: string) => read(subject).understood.find((u) => u.drawnAs)?.drawnAs;

describe("the dinosaurs a page draws", () => {
  it.each([
    ["a stegosaurus by a river", "stegosaurus"],
    ["stegosaurus dinosaur for kids", "stegosaurus"],
    ["a pterodactyl flying over the sea", "pterodactyl"],
    ["two pterodactyls", "pterodactyl"],
  ])("%s draws the %s itself, no stand-in", (subject, drawing) => {
    const r = read(subject);
    expect(r.standIn).toBeUndefined();
    expect(r.unknown).toBeUndefined();
    expect(r.understood.some((u) => u.drawnAs?.includes(drawing) && u.exact)).toBe(true);
  });

  it("dinosaur coloring book for preschool: twelve different pages of five kinds, none drawn more than three times first", () => {
    const theme = themeOf("dinosaur coloring book for preschool") as string;
    const pages = Array.from({ length: 12 }, (_, i) =>
      themeSubject(theme, 20 + i, "dinosaur coloring book for preschool"),
    );
    expect(new Set(pages).size).toBe(12);
    const kinds = pages.map(firstDrawn);
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(5);
    for (const k of new Set(kinds)) expect(kinds.filter((x) => x === k).length, String(k)).toBeLessThanOrEqual(3);
  });

  it("the rule can fail: a kind with no drawing of its own is still a stand-in", () => {
    expect(read("a velociraptor").standIn).toBeDefined();
  });
});

// "dinosaur coloring book for preschool" had been no book: the preschool and the kindergarten
// were not read as whom a book is for, as the kids and the toddlers are.
describe("a book said for preschool, kindergarten or pre-k is its theme", () => {
  it.each([
    ["farm animals for kindergarten", "farm animals"],
    ["ocean animals for pre-k", "ocean animals"],
    ["dinosaur coloring book for preschoolers", "dinosaurs"],
  ])("%s → %s", (said, theme) => {
    expect(themeOf(said)).toBe(theme);
  });

  it("the rule can fail: one thing for preschool is no theme", () => {
    expect(themeOf("a cat for preschool")).toBeUndefined();
  });
});
