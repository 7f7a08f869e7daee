/**
 * How the pages of a batch differ. A batch's seeds follow one another (createBatch), so the
 * request seed's remainder by 8 runs through all eight values over any eight pages of one batch:
 * each page gets its own composition below, not a random draw that may repeat. The request seed
 * is used as sent (not the context seed, which is mixed with the page's words): pages of a theme
 * batch name different subjects and still take different compositions.
 */
const VARIATIONS = 8;

export const variationOf = (seed: number) => (seed >>> 0) % VARIATIONS;

/**
 * Where a lone subject stands (layouts/hero.ts), as fractions of the art box: `x` its centre
 * across the box, `h` its share of the box's height (never under 0.62: the subject stays the
 * page), or on a hilltop; `little`, small ones of its kind on the ground beside it (unasked,
 * listed in `extras`, never touching it) at those centres. Every two differ in place or size by
 * more than a sixth, not only in the way the subject faces: a symmetric drawing (an owl, a
 * cupcake) looks the same mirrored.
 */
export type Arrangement =
  | { kind: "hilltop" }
  /** `face`: the way it faces (true: to the right), else towards the page's middle. */
  | { kind: "placed"; x: number; h: number; little?: number[]; face?: boolean }
  /**
   * Seen close: the subject `zoom` times as large as the box holds it whole, its top just under
   * the box's and the rest cut by the frame (a head and shoulders, an upper body).
   */
  | { kind: "closeup"; zoom: number }
  /**
   * In a place of its own kind (motif.ts `homesOf`): the `home`-th of its four places, standing
   * `h` of the box's height and facing as `face` says. Each place has its own size and the
   * places alternate their facing, so a subject as wide as the page still differs between them.
   */
  | { kind: "home"; home: number; h: number; face: boolean };

// The free preview's seed is 1 (routes/previews.ts): the page a user sees first is the subject
// centred and large, alone. A subject about as wide as tall fills a portrait page's width at the
// span it needs, so placing it elsewhere across or at another size barely changes the page: a
// close view and four places make five of the eight pictures different in kind (a closer view
// showed an owl's eyes alone, or a cat's back), and the two placed alone face opposite ways.
export const arrangements: readonly Arrangement[] = [
  { kind: "home", home: 3, h: 0.74, face: false },
  { kind: "placed", x: 0.5, h: 1, face: false },
  { kind: "hilltop" },
  { kind: "closeup", zoom: 1.3 },
  { kind: "home", home: 0, h: 0.64, face: true },
  { kind: "placed", x: 0.36, h: 0.7, little: [0.87] },
  { kind: "home", home: 2, h: 0.8, face: true },
  { kind: "home", home: 1, h: 0.67, face: false },
];

/**
 * The share of the box's width a place's page gives a subject too wide to stand `h` (the
 * arrangement's share of the height) tall: 82 % at the least, so it still spans the page, to all
 * of it, so it is not one size on every page of a batch.
 */
export const widthShare = (h: number) => Math.min(1, 0.82 + Math.max(0, h - 0.62) * 0.5625);

/**
 * Where a close view would cut the subject (half a hippo, a cottage's gable, a digger cut by the
 * frame; layouts/hero.ts `seenWhole` for a centred close view): by the same `seed mod 8`, whole in one
 * of its four places, each page at a size of its own facing its way (0.62 to 0.94 of the box's
 * height, no two facing one way closer than 0.06, nor to the places of `arrangements`). A
 * subject the width holds to one size (an elephant, a cow, a castle) stands higher up the ground
 * the smaller the size (further off; motif.ts `atHome`), and one too wide to stand that tall
 * takes that step of the width too (`widthShare`): a subject that looks the same mirrored drawn
 * at one size in every place was one picture on every page.
 */
export const wholeViews: readonly Arrangement[] = [
  { kind: "home", home: 3, h: 0.74, face: false },
  { kind: "home", home: 0, h: 0.82, face: true },
  { kind: "home", home: 2, h: 0.84, face: false },
  { kind: "home", home: 0, h: 0.64, face: false },
  { kind: "home", home: 3, h: 0.92, face: false },
  { kind: "home", home: 1, h: 0.72, face: true },
  { kind: "home", home: 2, h: 0.94, face: true },
  { kind: "home", home: 1, h: 0.62, face: true },
];

/**
 * The whole views of a subject that looks the same mirrored (`broadLooks`: a ladybug, a pumpkin,
 * a cupcake), whose facing changes nothing: sizes of their own, 0.06 apart with the place page
 * of `arrangements[0]` (0.74) among them, on the pages its close views had.
 */
export const mirroredWholeViews: Readonly<Record<number, Arrangement>> = {
  3: { kind: "home", home: 0, h: 0.62, face: false },
  4: { kind: "home", home: 3, h: 0.86, face: true },
  5: { kind: "home", home: 1, h: 0.68, face: true },
  6: { kind: "home", home: 1, h: 0.94, face: false },
  7: { kind: "home", home: 2, h: 0.8, face: true },
};

/**
 * A swimmer's pages where its broad looks see it close (`broadLooks`): seen close it lost its tail
 * or its head to the frame (a fish, a shark, a whale). It swims whole instead: at the water's
 * surface facing the other way from `arrangements[1]`, and in its water facing the other way from
 * `arrangements[0]`.
 */
export const swimmerViews: Readonly<Record<number, Arrangement>> = {
  3: { kind: "placed", x: 0.5, h: 1, face: true },
  7: { kind: "home", home: 0, h: 0.9, face: true },
};

/**
 * A look turned nose up across the page (layouts/tilt.ts) by the least angle that gives the
 * subject the span plus `steeper` degrees; `face`: the way it faces (true: to the right). Only a
 * swimmer or a flier is turned (layouts/hero.ts `lookOf`); anything else takes `upright` or
 * `level` in its place.
 */
export type WideLook = { kind: "turned"; steeper: number; face: boolean };

/**
 * How a lone subject too wide to span a portrait page standing level (a pig, a bus, a turtle)
 * differs across a batch, by the same `seed mod 8`: turned, or whole in one of its places.
 */
export const wideLooks: readonly (Arrangement | WideLook)[] = [
  { kind: "turned", steeper: 0, face: false },
  { kind: "turned", steeper: 0, face: true },
  { kind: "turned", steeper: 14, face: true },
  wholeViews[3] as Arrangement,
  wholeViews[4] as Arrangement,
  { kind: "turned", steeper: 14, face: false },
  wholeViews[6] as Arrangement,
  wholeViews[7] as Arrangement,
];

/**
 * A lone subject the arrangements cannot move on a portrait page: one that fills the width at the
 * span it needs and looks the same mirrored (a ladybug, a pumpkin, a castle), or a swimmer or a
 * thing of the sky, which has no places of its own. One page stands it in a place (a swimmer or a
 * flier stands smaller and higher instead), one centred, two see it close and centred at two sizes
 * (a mirror-alike subject cut on one side read as half a butterfly), and four turn it, two each
 * way.
 */
export const broadLooks: readonly (Arrangement | WideLook)[] = [
  arrangements[0] as Arrangement,
  arrangements[1] as Arrangement,
  { kind: "turned", steeper: 20, face: true },
  arrangements[3] as Arrangement,
  { kind: "turned", steeper: 0, face: true },
  { kind: "turned", steeper: 30, face: false },
  { kind: "turned", steeper: 10, face: false },
  { kind: "closeup", zoom: 1.1 },
];

/** Which table a lone subject's looks come from (layouts/hero.ts `lookOf`). */
export type LookTable = "arrangements" | "wide" | "broad" | "facing";

/**
 * A thing that stands upright (a castle, a cupcake, a sofa: art.ts `standsUpright`) is never
 * turned: in place of each turned look of its table it stands whole on a hilltop (when the width
 * lets it keep its span) or whole in one of its places at a size its table's other looks do not
 * use.
 */
const uprightLooks: Record<LookTable, Record<number, Arrangement>> = {
  arrangements: {},
  wide: {
    0: wholeViews[0] as Arrangement,
    1: wholeViews[1] as Arrangement,
    2: wholeViews[2] as Arrangement,
    5: wholeViews[5] as Arrangement,
  },
  broad: {
    2: arrangements[2] as Arrangement,
    4: mirroredWholeViews[4] as Arrangement,
    5: mirroredWholeViews[5] as Arrangement,
    6: mirroredWholeViews[6] as Arrangement,
  },
  facing: {
    2: arrangements[2] as Arrangement,
    4: wholeViews[4] as Arrangement,
    5: wholeViews[5] as Arrangement,
  },
};

export function upright(look: Arrangement | WideLook, variation: number, table: LookTable): Arrangement | WideLook {
  return look.kind === "turned" ? (uprightLooks[table][variation] ?? look) : look;
}

/**
 * A wide thing on the ground that is not upright (a hippo, a pig, a bus) is never turned either:
 * in place of each turned look it stands level and whole across the page in one of its places,
 * at a size and facing no other page of the batch has (a hippo climbing a slope at 35° was no
 * page a seller would use).
 */
const levelWide: Record<number, Arrangement> = {
  0: arrangements[0] as Arrangement,
  1: wholeViews[1] as Arrangement,
  2: wholeViews[2] as Arrangement,
  5: wholeViews[5] as Arrangement,
};

export function level(look: Arrangement | WideLook, variation: number, table: LookTable): Arrangement | WideLook {
  if (look.kind !== "turned") return look;
  return (table === "wide" ? levelWide[variation] : undefined) ?? upright(look, variation, table);
}

/**
 * The looks of a subject that fills the width and does not look the same mirrored (a horse, a cat,
 * a train): its places differ by the way it faces, so it stands in two, one facing each way; it
 * is turned either way (two angles facing right), and whole in two more places at sizes of their
 * own.
 */
export const facingLooks: readonly (Arrangement | WideLook)[] = [
  arrangements[0] as Arrangement,
  arrangements[1] as Arrangement,
  { kind: "turned", steeper: 20, face: true },
  wholeViews[3] as Arrangement,
  { kind: "turned", steeper: 0, face: true },
  { kind: "turned", steeper: 10, face: false },
  arrangements[6] as Arrangement,
  wholeViews[7] as Arrangement,
];

/**
 * How the pages of a batch of one two-thing phrase differ ("a cat on a rock", a theme plan's "a
 * T-Rex and a volcano"), by the same `seed mod 8`. Above one another (on, over, in, riding,
 * wearing, holding, under, fishing, over a fence), the pair is drawn at `scale` of its size (never
 * so small that it spans under 60 % of the box's height where it did at full size), centred
 * (`anchor` 0.5, facing the way the seed chose) or against the left (0) or right (1) side facing
 * into the page, raised on a hill by `lift` of the box's height. A pair that already fills the
 * box's width keeps its size and place across, so its looks differ in height: every two lifts
 * differ by at least 3 % of the box (about 30 px of a 1024 px page, far more than a line's
 * width). Beside one another, `anchor` picks the subject's side and `share` its part of the width.
 */
export interface PairLook {
  scale: number;
  anchor: number;
  lift: number;
  share: number;
}

export const pairLooks: readonly PairLook[] = [
  { scale: 1, anchor: 0.5, lift: 0, share: 0.56 },
  { scale: 0.86, anchor: 0, lift: 0.09, share: 0.62 },
  { scale: 0.96, anchor: 1, lift: 0.03, share: 0.5 },
  { scale: 0.9, anchor: 0.5, lift: 0.15, share: 0.6 },
  { scale: 0.86, anchor: 1, lift: 0.06, share: 0.54 },
  { scale: 0.98, anchor: 0, lift: 0.21, share: 0.58 },
  { scale: 0.9, anchor: 0, lift: 0.12, share: 0.64 },
  { scale: 0.9, anchor: 1, lift: 0.18, share: 0.52 },
];
