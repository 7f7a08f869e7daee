import { describe, expect, it } from "vitest";
import { countedAs, motifByAnnotation } from "../../../server/sketch/art.js";
import { figureOf, type Pose } from "../../../server/sketch/body.js";
import { makeContext } from "../../../server/sketch/context.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { composeSketch, renderSketchPage, renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";
import { inkBounds, type PageBox, placedInk } from "../../../server/sketch/ink-bounds.js";
import { contentBox } from "../../../server/sketch/layouts/common.js";
import { understandSketch } from "../../../server/sketch/understand.js";

// Whole bodies (docs/sketch.md, "Bodies"): a drawing that is only a head stands on the page as a
// whole figure, posed as the phrase says, as large as any subject; nothing else changes.

const request = (
  subject: string,
  seed: number,
  extra: Record<string, string> = {},
  layout = "motif",
  hub = "kids",
): SketchRequest => ({
  toolId: `${hub}/test`,
  hub,
  output: "line-art",
  sketch: { layout, subject, page: "portrait", detail: "medium", ...extra },
  seed,
});

const hexOf = (name: string) => {
  const m = motifByAnnotation(name);
  if (!m) throw new Error(`no drawing "${name}"`);
  return m.hexcode;
};

interface Drawn {
  hex: string;
  pose?: Pose;
  x: number;
  y: number;
  size: number;
  flip: boolean;
  ink: PageBox;
}

/** Every drawing on the page: its square, and the box its ink covers (a figure's as a figure). */
function placed(svg: string): Drawn[] {
  return [
    ...svg.matchAll(
      /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)( translate\(72 0\) scale\(-1 1\))?"><g data-motif="([0-9A-F-]+)"(?: data-pose="(\w+)")?>/g,
    ),
  ].map((m) => {
    const size = Number(m[3]) * 72;
    const [x, y] = [Number(m[1]) + size / 2, Number(m[2]) + size / 2];
    const hex = m[5] as string;
    const pose = m[6] as Pose | undefined;
    return { hex, pose, x, y, size, flip: !!m[4], ink: placedInk(inkBounds(hex, undefined, pose), x, y, size, !!m[4]) };
  });
}

/** A point of a drawing's 72-unit grid where it lands on the page. */
const onPage = (d: Drawn, [gx, gy]: readonly [number, number]) => {
  const k = d.size / 72;
  return [d.x - d.size / 2 + (d.flip ? 72 - gx : gx) * k, d.y - d.size / 2 + gy * k] as const;
};

const inside = (p: readonly [number, number], b: PageBox, pad = 0) =>
  p[0] >= b.x - pad && p[0] <= b.x + b.w + pad && p[1] >= b.y - pad && p[1] <= b.y + b.h + pad;

const overlap = (a: PageBox, b: PageBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The subject's figure on the page of a request, checked to be a whole body in `pose`. */
function figureOn(req: SketchRequest, head: string, pose: Pose) {
  const drawn = placed(renderSketchSvg(req));
  const fig = drawn.find((d) => d.hex === hexOf(head) && d.pose);
  expect({ head, pose: fig?.pose }).toEqual({ head, pose });
  if (!fig?.pose) throw new Error(`${head}: no figure`);
  const shape = figureOf({ ...(motifByAnnotation(head) as NonNullable<ReturnType<typeof motifByAnnotation>>), pose });
  if (!shape) throw new Error(`${head}: no body`);
  // The body: the figure's ink is at least 1.6 times as tall as its head's.
  const k = fig.size / 72;
  const headH = (shape.head.y1 - shape.head.y0) * k;
  expect(fig.ink.h / headH).toBeGreaterThanOrEqual(1.6);
  return { fig, shape, drawn, box: contentBox(makeContext(req)) };
}

/** Lone head subjects: seed 1 is the centred page (variety.ts), seed 2 the hilltop, seed 3 to one side. */
const lone: Array<[string, string, number, Pose]> = [
  ["a bear", "bear", 1, "wave"],
  ["a fox", "fox", 2, "sit"],
  ["a lion", "lion", 3, "stand"],
  ["a wolf", "wolf", 6, "stand"],
  ["a panda", "panda", 1, "wave"],
  ["a koala", "koala", 4, "sit"],
  ["a hamster", "hamster", 2, "sit"],
  ["a girl", "girl", 1, "wave"],
  ["a boy", "boy", 3, "stand"],
  ["a princess", "princess", 1, "wave"],
  ["a robot", "robot", 3, "stand"],
  ["a bear fishing in a river", "bear", 1, "sit"],
  ["a panda reading", "panda", 1, "read"],
  ["a koala waving", "koala", 3, "wave"],
];

describe("a head-only drawing stands whole", () => {
  it.each(lone)(
    "%s: %s whole (seed %s) in the %s pose, spanning at least 0.6 of the art box",
    (phrase, head, seed, pose) => {
      const req = request(phrase, seed);
      const { fig, drawn, box } = figureOn(req, head, pose);
      const room = req.seed === 2 ? 0.55 : 0.6;
      expect(fig.ink.h / box.h).toBeGreaterThanOrEqual(room);
      // Nothing else drawn touches it.
      for (const other of drawn.filter((d) => d !== fig))
        expect({ other: other.hex, overlap: overlap(other.ink, fig.ink) }).toEqual({
          other: other.hex,
          overlap: false,
        });
    },
  );

  it("a fisher sits whole on the bank with the relation's rod and water, drawn once", () => {
    for (const seed of [1, 2, 3]) {
      const svg = renderSketchSvg(request("a bear fishing in a river", seed));
      expect(svg).toContain('data-pose="sit"');
      expect(svg.split('data-prop="fishing rod with its line and a fish"').length - 1).toBe(1);
      expect(svg.split('data-prop="water with ripples"').length - 1).toBe(1);
      expect(svg).not.toContain(`data-motif="${hexOf("fishing pole")}"`);
    }
  });

  it("in a scene the head subject has its body too", () => {
    for (const seed of [1, 4]) {
      const req = request("a fox", seed, { setting: "forest" }, "scene");
      const drawn = placed(renderSketchSvg(req));
      const fox = drawn.find((d) => d.hex === hexOf("fox"));
      expect(fox?.pose).toBeDefined();
      expect((fox?.ink.h ?? 0) / contentBox(makeContext(req)).h).toBeGreaterThan(0.45);
    }
  });

  it.each(["a teddy bear", "a cat", "a dog", "a unicorn", "a monkey"])(
    "%s has its own body: drawn as it is",
    (phrase) => {
      for (const seed of [1, 2, 3]) expect(renderSketchSvg(request(phrase, seed))).not.toContain("data-pose");
    },
  );

  it.each(["a tiger face", "a lion head", "a fox portrait"])("%s asks for the face: drawn as a face", (phrase) => {
    for (const seed of [1, 2, 3])
      expect(renderSketchSvg(request(phrase, seed, {}, "motif", "adult"))).not.toContain("data-pose");
  });

  it("a drawing with its own body has no figure", () => {
    for (const name of ["teddy bear", "cat", "unicorn"])
      expect(figureOf({ ...(motifByAnnotation(name) as { hexcode: string; annotation: string }), pose: "stand" })).toBe(
        undefined,
      );
  });
});

describe("a head subject in a relation takes the relation's pose", () => {
  const seeds = [2, 5, 11];

  it("a lion reading a book: the book open between its paws", () =>
    seeds.forEach((seed) => {
      const { fig, shape, drawn } = figureOn(request("a lion reading a book", seed), "lion", "hold");
      const book = drawn.find((d) => d.hex === hexOf("open book"));
      if (!book) throw new Error("no book");
      expect(inside(onPage(fig, shape.hands), book.ink, 4)).toBe(true);
    }));

  it("a koala holding a balloon: the balloon in its hands", () =>
    seeds.forEach((seed) => {
      const { fig, shape, drawn } = figureOn(request("a koala holding a balloon", seed), "koala", "hold");
      const balloon = drawn.find((d) => d.hex === hexOf("balloon"));
      if (!balloon) throw new Error("no balloon");
      expect(inside(onPage(fig, shape.hands), balloon.ink, 4)).toBe(true);
    }));

  it.each([
    ["cozy", "a girl under a tree", "garden", "girl", "stand"],
    ["kids", "a girl reading under a tree", "park", "girl", "read"],
    ["kids", "a bear under a tree", "forest", "bear", "stand"],
  ] as const)(
    "%s scene, %s: the tree rises over the scene, the subject at its foot 40 %% of the box",
    (hub, phrase, setting, head, pose) =>
      seeds.forEach((seed) => {
        const { fig, box } = figureOn(request(phrase, seed, { setting }, "scene", hub), head, pose);
        expect(fig.ink.h / box.h).toBeGreaterThanOrEqual(0.4);
      }),
  );

  it("a girl reading under a tree: an open book in her hands, at the tree's foot, at least half as tall", () =>
    seeds.forEach((seed) => {
      const { fig, drawn } = figureOn(request("a girl reading under a tree", seed), "girl", "read");
      const tree = drawn.find((d) => d.hex === hexOf("evergreen tree"));
      if (!tree) throw new Error("no tree");
      expect(fig.ink.y).toBeGreaterThanOrEqual(tree.ink.y + tree.ink.h * 0.35);
      expect(fig.ink.h).toBeGreaterThanOrEqual(tree.ink.h * 0.5);
      expect(fig.ink.x + fig.ink.w / 2).toBeGreaterThan(tree.ink.x);
      expect(fig.ink.x + fig.ink.w / 2).toBeLessThan(tree.ink.x + tree.ink.w);
    }));

  it.each([
    ["a bear riding a bike", "bear", "bicycle"],
    ["a fox riding a horse", "fox", "horse"],
  ])("%s: seated on the ride, hands forward over it", (phrase, head, ride) =>
    seeds.forEach((seed) => {
      const { fig, shape, drawn, box } = figureOn(request(phrase, seed), head, "ride");
      const under = drawn.find((d) => d.hex === hexOf(ride));
      if (!under) throw new Error(`no ${ride}`);
      const seat = onPage(fig, shape.seat);
      expect(inside(seat, under.ink)).toBe(true);
      expect(seat[1]).toBeLessThan(under.ink.y + under.ink.h * 0.45);
      // The hands reach out over the ride, not back behind the rider.
      const [hx, hy] = onPage(fig, shape.hands);
      expect(hx).toBeGreaterThan(under.ink.x);
      expect(hx).toBeLessThan(under.ink.x + under.ink.w);
      expect(hy).toBeGreaterThan(under.ink.y - under.ink.h * 0.15);
      expect(hy).toBeLessThan(under.ink.y + under.ink.h * 0.5);
      // Forward: on the side the ride faces (left unless mirrored).
      expect(fig.flip ? hx > seat[0] : hx < seat[0]).toBe(true);
      // Together the two fill the art box like a lone subject.
      const top = Math.min(fig.ink.y, under.ink.y);
      expect((under.ink.y + under.ink.h - top) / box.h).toBeGreaterThan(0.6);
    }),
  );

  it.each([
    ["a girl riding a horse", "girl", "horse"],
    ["a fox riding a horse", "fox", "horse"],
    ["a boy riding a zebra", "boy", "zebra"],
    ["a monkey riding an elephant", "monkey", "elephant"],
    ["a princess riding a unicorn", "princess", "unicorn"],
  ])("%s: the rider in front of the animal, seated on its back, the animal large", (phrase, rider, ride) =>
    seeds.forEach((seed) => {
      const req = request(phrase, seed);
      const { svg, extras } = composeSketch(req);
      const drawn = placedDrawings(svg);
      const a = drawn.find((d) => d.hexcode === hexOf(rider));
      // The set's unicorn is a head: a rider sits on our whole unicorn, counted as the unicorn.
      const b = drawn.find((d) => countedAs(d.hexcode) === hexOf(ride));
      if (!a || !b) throw new Error(`${phrase}: rider or ride missing`);
      if (ride === "unicorn") expect(b.hexcode).not.toBe(hexOf("unicorn"));
      expect(extras).toEqual([]);
      // In front: drawn after the animal, so no part of the rider hides behind its neck.
      expect(a.order).toBeGreaterThan(b.order);
      // Seated on the back: the rider's foot in the animal's upper part, over its body.
      const rh = b.box.y1 - b.box.y0;
      expect(a.box.y1).toBeGreaterThan(b.box.y0 + rh * 0.05);
      expect(a.box.y1).toBeLessThan(b.box.y0 + rh * 0.75);
      expect(a.box.y0).toBeLessThan(b.box.y0 + rh * 0.2);
      const cx = (a.box.x0 + a.box.x1) / 2;
      expect(cx).toBeGreaterThan(b.box.x0);
      expect(cx).toBeLessThan(b.box.x1);
      // The animal is the larger, over half the art box tall; with its rider it fills the box.
      const box = contentBox(makeContext(req));
      expect(rh / box.h).toBeGreaterThan(0.5);
      expect(a.box.y1 - a.box.y0).toBeLessThan(rh);
      expect((b.box.y1 - Math.min(a.box.y0, b.box.y0)) / box.h).toBeGreaterThan(0.7);
    }),
  );

  it("a bear wearing a crown: the crown on the whole figure's head", () =>
    seeds.forEach((seed) => {
      const { fig, shape, drawn } = figureOn(request("a bear wearing a crown", seed), "bear", "stand");
      const crown = drawn.find((d) => d.hex === hexOf("crown"));
      if (!crown) throw new Error("no crown");
      const [hx0, hy0] = onPage(fig, [shape.head.x0, shape.head.y0]);
      const [hx1, hy1] = onPage(fig, [shape.head.x1, shape.head.y1]);
      const head = { x: Math.min(hx0, hx1), y: hy0, w: Math.abs(hx1 - hx0), h: hy1 - hy0 };
      expect(crown.ink.y + crown.ink.h).toBeGreaterThan(head.y);
      expect(crown.ink.y + crown.ink.h).toBeLessThan(head.y + head.h * 0.4);
      expect(inside([crown.ink.x + crown.ink.w / 2, head.y], head)).toBe(true);
    }));

  it("a fox as a firefighter: whole, the helmet on its head", () =>
    seeds.forEach((seed) => {
      const req = request("fox", seed, { subject2: "firefighter" });
      const { fig, shape, drawn } = figureOn(req, "fox", "stand");
      const helmet = drawn.find((d) => d.hex === hexOf("rescue worker’s helmet"));
      if (!helmet) throw new Error("no helmet");
      const [hx0, hy0] = onPage(fig, [shape.head.x0, shape.head.y0]);
      const [hx1, hy1] = onPage(fig, [shape.head.x1, shape.head.y1]);
      const head = { x: Math.min(hx0, hx1), y: hy0, w: Math.abs(hx1 - hx0), h: hy1 - hy0 };
      expect(inside([helmet.ink.x + helmet.ink.w / 2, helmet.ink.y + helmet.ink.h], head)).toBe(true);
      expect(helmet.ink.y + helmet.ink.h).toBeLessThan(head.y + head.h * 0.5);
    }));

  it("understood stays as asked: the bear is exact, nothing is claimed for the body", () => {
    const u = understandSketch({ layout: "motif", subject: "a bear riding a bike" }, "line-art").understood;
    expect(u.find((w) => w.drawnAs === "bear")?.exact).toBe(true);
    expect(composeSketch(request("a bear riding a bike", 5)).extras).toEqual([]);
  });
});

describe("figures pass the gate at every level", () => {
  it.each(["a bear", "a bear fishing in a river", "a girl reading under a tree", "a bear riding a bike"])(
    "%s: the figure at simple < medium < detailed areas, each through the gate",
    (phrase) => {
      const counts = ["simple", "medium", "detailed"].map((detail) => {
        const page = renderSketchPage(request(phrase, 1, { detail, lineWeight: "medium" }));
        expect({ detail, passed: page.quality?.passed }).toEqual({ detail, passed: true });
        expect(page.svg).toContain("data-pose");
        return page.quality?.regions ?? 0;
      });
      expect(counts[0]).toBeLessThan(counts[1] as number);
      expect(counts[1]).toBeLessThan(counts[2] as number);
    },
  );
});
