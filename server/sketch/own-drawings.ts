/**
 * Drawings of our own, in the style of the Fluent set (flat fills on a 32-unit grid, no strokes)
 * for popular colouring subjects the set has no drawing of. Each joins the drawing index
 * (art.ts) as if it were an emoji, under a code of its own, so `understood` names it exactly and
 * the line art and the colour covers draw it as they draw any other.
 */
export interface OwnDrawing {
  /** Its code in the index (never a Unicode sequence). */
  hexcode: string;
  label: string;
  tags: string[];
  /** The emojibase group and subgroup it belongs with (emojibase-data/meta/groups.json). */
  group: number;
  subgroup: number;
  body: string;
  /**
   * Drawn only where a layout names it, never found by a word: the whole body of the set's
   * drawing with this code (a head), counted as that drawing wherever a page's drawings are.
   */
  wholeOf?: string;
  /** It stands on a base, never turned on a slope (art.ts `standsUpright`), whatever its subgroup. */
  upright?: true;
  /**
   * It stands in only for a kind of itself (an altar for the table), never for a word WordNet
   * puts near it by another path: the table had stood in for a bridge and a phone booth.
   */
  kindsOnly?: true;
  /**
   * Drawn only where a layout names it, never found by a word: the set's drawings with these
   * codes as a holder with something in it (relation.ts, "a kitten in a teacup"), counted as
   * the first of them. The set's hot drinks have steam rising from them, which had crossed the
   * kitten's body.
   */
  holds?: string[];
}

/**
 * A flower pot: a rim over a tapering terracotta body with a band round it. A plant said in a pot
 * whose own drawing has none (a cactus, a tulip) grows from it; the set has no empty pot (its
 * "pot" is a pot of stew).
 */
const flowerPot = [
  '<path fill="#C8623F" d="M6 18.5h20l-2.2 10.2a1.6 1.6 0 0 1-1.6 1.3H9.8a1.6 1.6 0 0 1-1.6-1.3Z"/>',
  '<path fill="#B5553A" d="M7.1 22.2h17.8l-.42 2H7.52Z"/>',
  '<path fill="#D9734E" d="M5 12.5h22a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5v-3A1.5 1.5 0 0 1 5 12.5Z"/>',
].join("");

/** x of a lighthouse's side at height y: the tower narrows from 9 units wide at 26 to 5.6 at 11. */
const side = (y: number, left: boolean) => {
  const inset = ((26 - y) * 1.7) / 15;
  return (left ? 11.5 + inset : 20.5 - inset).toFixed(2);
};
const band = (y0: number, y1: number, fill: string) =>
  `<path fill="${fill}" d="M${side(y0, true)} ${y0}L${side(y1, true)} ${y1}H${side(y1, false)}L${side(y0, false)} ${y0}Z"/>`;

const lighthouse = [
  // Beams of light either side of the lantern.
  `<path fill="#fff3b0" d="M13.6 7.2L4.5 4.6v5.6zM18.4 7.2l9.1-2.6v5.6z"/>`,
  // Rocks at its foot.
  `<path fill="#9e9e9e" d="M3.5 30c.4-2.6 2.4-4 5-3.6c1-1.5 3-2 5-1.3h5c2-.7 4-.2 5 1.3c2.6-.4 4.6 1 5 3.6z"/>`,
  // The tower in red and white bands, a door and a window.
  band(26, 21, "#e53935"),
  band(21, 16, "#f5f5f5"),
  band(16, 11, "#e53935"),
  `<path fill="#a1887f" d="M14.8 26v-2.4c0-.7.5-1.2 1.2-1.2s1.2.5 1.2 1.2V26z"/>`,
  `<rect width="1.6" height="2.2" x="15.2" y="17.6" fill="#81d4fa" rx=".8"/>`,
  // The gallery, the lantern room with its light, the dome.
  `<rect width="8.8" height="1.4" x="11.6" y="9.8" fill="#455a64" rx=".5"/>`,
  `<rect width="4.8" height="4" x="13.6" y="5.8" fill="#ffe082"/>`,
  `<rect width=".5" height="4" x="15.75" y="5.8" fill="#455a64"/>`,
  `<path fill="#e53935" d="M13 6c.6-2.2 1.6-3.2 3-3.2s2.4 1 3 3.2z"/>`,
  `<circle cx="16" cy="2.6" r=".6" fill="#455a64"/>`,
].join("");

/** A triceratops facing left: a frill with its rim, three broad horns and a beak, four stout legs, a tapering tail. */
const triceratops = [
  // The far legs and the tail, behind the body.
  `<path fill="#7cb342" d="M13.6 21h2.8v5.4c0 .5-.4.9-.9.9h-1c-.5 0-.9-.4-.9-.9zM22.4 20.6h2.8v5.8c0 .5-.4.9-.9.9h-1c-.5 0-.9-.4-.9-.9z"/>`,
  `<path fill="#8bc34a" d="M24.5 15.8c3.2.4 5.4 2.2 6.3 5.2c-2.6-.9-4.8-1.1-7-.9z"/>`,
  // The body, with spots.
  `<path fill="#8bc34a" d="M9.6 16.6c0-4.6 4.2-6.9 9-6.7c5.2.2 8 3.4 7.6 8.2c-.3 3.5-3.6 5-8.4 5c-4.6 0-8.2-1.6-8.2-6.5"/>`,
  `<circle cx="16.4" cy="13.6" r="1.3" fill="#aed581"/><circle cx="20.6" cy="12.9" r="1.1" fill="#aed581"/><circle cx="19.4" cy="17.2" r="1.2" fill="#aed581"/>`,
  // The near legs.
  `<path fill="#8bc34a" d="M10.8 20.2h3v6.4c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9zM19.6 20.8h3v5.8c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9z"/>`,
  // The frill behind the head, the head, its beak and horns, an eye.
  `<path fill="#ffb74d" d="M6.2 10.4c1.2-3.6 5.6-4.6 8.4-2c1.6 1.6 1.8 4.4.4 6.6l-5.4 1.4z"/>`,
  `<path fill="#ffe0b2" d="M8 10.6c1-2.2 3.8-2.8 5.5-1.2c1 1 1.2 2.8.3 4.3l-3.8 1z"/>`,
  `<path fill="#8bc34a" d="M2.8 16.2c-.2-3 2.2-5 5.2-5c3.2 0 5.2 2.2 4.8 5c-.3 2.4-2.6 3.6-5.2 3.4l-3.2-.4c-1-.2-1.6-1.6-1.6-3"/>`,
  `<path fill="#bcaaa4" d="M3 15.4l-2 1.9l2.5 1.1z"/>`,
  `<path fill="#fff8e1" d="M4 13.6l-1-3.6l3.2 2.6zM6.6 11.8l-2.2-5.4l4.8 4.7zM9.6 11.6l-.2-5.7l2.8 5.9z"/>`,
  `<circle cx="7.2" cy="14.1" r=".8" fill="#212121"/>`,
].join("");

/**
 * A stegosaurus facing left: a row of plates along its arched back, a small head low on its
 * neck, four pillar legs and a tail ending in two spikes.
 */
const stegosaurus = [
  // The far legs, the plates and the tail's spikes, behind the body.
  `<path fill="#26a69a" d="M13.4 20.6h2.8v5.8c0 .5-.4.9-.9.9h-1c-.5 0-.9-.4-.9-.9zM22 20.2h2.8v6.2c0 .5-.4.9-.9.9h-1c-.5 0-.9-.4-.9-.9z"/>`,
  `<path fill="#ffb74d" d="M8.6 15.4l1.2-4.6l2.6 3.6zM11.4 12.6l1.4-5.8l3 4.6zM15.2 10.8l2-6.6l2.8 6.2zM19.6 10.6l2.6-5.4l1.6 6.4zM23.2 12.2l3.4-3.6l-.2 5.4z"/>`,
  `<path fill="#fff8e1" d="M27.6 16.6l.4-3.8l1.4 3.9zM29.4 17.2l1.4-3.3l.6 3.8z"/>`,
  // The tail and the body.
  `<path fill="#4db6ac" d="M25.2 14.6c2.8.5 5 1.6 6.4 3.4c-2 .7-4.2 1.1-6.4 1.9z"/>`,
  `<path fill="#4db6ac" d="M7 17.6c0-5.2 4.6-8 10.6-8c5.6 0 9.6 3.2 9.6 7.6c0 3.4-3.6 4.8-9.8 4.8c-5.8 0-10.4-1-10.4-4.4"/>`,
  // The neck and the head, low at the front, an eye.
  `<path fill="#4db6ac" d="M9.6 15.4c-1.8.4-3 1.1-4.2 1.9l.8 2.6c1.2-.3 2.4-.4 3.6-.2z"/>`,
  `<path fill="#4db6ac" d="M.8 19.2c0-1.4 1.6-2.5 3.6-2.5c1.9 0 3.4 1 3.4 2.3c0 1.3-1.5 2.1-3.4 2.1c-2 0-3.6-.6-3.6-1.9"/>`,
  `<circle cx="3.4" cy="18.6" r=".45" fill="#212121"/>`,
  // The near legs.
  `<path fill="#4db6ac" d="M9.8 19.6h3v7c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9zM18.8 20.6h3v6c0 .5-.4.9-.9.9h-1.2c-.5 0-.9-.4-.9-.9z"/>`,
].join("");

/**
 * A pterodactyl in flight, facing left: its wings spread wide either side of a small body, a long
 * beak and a crest swept back from its head, its feet trailing.
 */
const pterodactyl = [
  // The wings, each with a paler membrane inside it.
  `<path fill="#9575cd" d="M14 14.2L1.6 10.2c1.2 3 3 5.6 6 7.6c2.2-.7 4.2-.3 6.2.8zM18 14.2l12.4-4c-1.2 3-3 5.6-6 7.6c-2.2-.7-4.2-.3-6.2.8z"/>`,
  `<path fill="#b39ddb" d="M13.6 15.4L5.2 12.8c1.2 1.8 2.4 3.2 4 4.2c1.6-.4 3-.2 4.4.6zM18.4 15.4l8.4-2.6c-1.2 1.8-2.4 3.2-4 4.2c-1.6-.4-3-.2-4.4.6z"/>`,
  // The feet, trailing under the body.
  `<path fill="#ffcc80" d="M14.6 19.4l-.8 3h1.3l.9-2.8zM17.4 19.4l.8 3h-1.3l-.9-2.8z"/>`,
  // The body.
  `<path fill="#7e57c2" d="M13.2 15.6c0-2.2 1.2-3.6 2.8-3.6s2.8 1.4 2.8 3.6c0 2.6-1.2 4.4-2.8 4.4s-2.8-1.8-2.8-4.4"/>`,
  // The crest, the head and its long beak, an eye.
  `<path fill="#ff8a65" d="M17.4 9.6l4.6-2.4l-2.2 3.6z"/>`,
  `<path fill="#7e57c2" d="M14.2 11.2c0-1.6 1.2-2.6 2.6-2.6c1.6 0 2.6 1.1 2.4 2.6c-.2 1.4-1.2 2.2-2.6 2.2c-1.3 0-2.4-.8-2.4-2.2"/>`,
  `<path fill="#ffcc80" d="M14.6 10.4L6.8 12l7.8.6z"/>`,
  `<circle cx="16.2" cy="10.8" r=".6" fill="#212121"/>`,
].join("");

/**
 * The set's horse (Fluent Emoji, MIT, as every drawing here) in parts: its mane and tail and its
 * forelock in a creature's colours, the rest as the set draws it.
 */
const mane = (fill: string) =>
  `<path fill="${fill}" d="M8.986 5.288h-1.39v-2.29h5.738c.235 0 .426.19.426.426c0 .663-.345 1.244-.865 1.575h2.668c.24 0 .435.196.435.436A3.07 3.07 0 0 1 14.622 8h2.582c.228 0 .412.185.412.413a4.01 4.01 0 0 1-4.006 4.012h-2.625V8.51H8.986zm19.017 1.36V5.485c0-.268.217-.485.484-.485C29.323 5 30 5.678 30 6.514v1.989c0 1.38-1.118 2.5-2.497 2.5H26.35a.356.356 0 0 0-.356.356V16h-1.997V9.504c0-1.38 1.118-2.5 2.497-2.5h1.154c.196 0 .356-.16.356-.356M3.713 4.725A2.006 2.006 0 0 1 5.698 3h1.768a2.006 2.006 0 0 1-2.004 2.008H3.955a.246.246 0 0 1-.242-.283"/>`;
const forelock = (fill: string) =>
  `<path fill="${fill}" d="M2.998 6.918c-.336.363-.739.78-.739.78c-.22.256-.31.605-.231.945c.154.675.839 1.008 1.48.75l.769-.311z"/>`;
const horseLegs = `<path fill="#e0e0e0" d="M18.976 23.175v-7.789l4.149-.16v7.028l-.024.009l-3.875 3.88a.86.86 0 0 0-.25.604v.937a.316.316 0 0 1-.315.316h-1.367a.316.316 0 0 1-.315-.316v-.937c0-.762.296-1.48.834-2.018l.882-.878c.18-.18.28-.423.28-.676m-14.76.242a.38.38 0 0 0 .538 0l.873-.876a.38.38 0 0 0 0-.538l-.392-.392a.84.84 0 0 1-.244-.59v-2.36c0-.366.297-.662.662-.662h7.337v-2H5.652a2.66 2.66 0 0 0-2.659 2.662v2.36c0 .757.295 1.469.83 2.004z"/>`;
const horseBody = `<path fill="#fafafa" d="M16.01 12h7.04a4.916 4.916 0 0 1 4.913 4.92v7.18a2.57 2.57 0 0 1-.562 1.604l-3.234 4.048a.66.66 0 0 1-.515.248h-1.217a.232.232 0 0 1-.186-.371l2.239-2.989a2.4 2.4 0 0 0-.48-3.36l-2.512-1.887A1.96 1.96 0 0 0 20.319 21h-8.004a4.9 4.9 0 0 1-1.965-.406a.26.26 0 0 0-.287.056l-.88.88a.66.66 0 0 0 .016.952l1.262 1.274a.84.84 0 0 0 .59.244h.457c.264 0 .478.215.478.479v1.043a.48.48 0 0 1-.479.478h-.456a2.8 2.8 0 0 1-2.002-.83l-1.245-1.256a2.73 2.73 0 0 1-.811-1.91a2.65 2.65 0 0 1 .778-1.888l.642-.643a.26.26 0 0 0 .019-.348A4.95 4.95 0 0 1 7.4 16.712L6.29 8.667a.297.297 0 0 0-.405-.235l-1.648.665L2.5 8.5l.473-1.554l3.37-3.651a.28.28 0 0 0 .075-.195v-.83a.27.27 0 0 1 .415-.227l2.016 1.51c.467.367.839.703 1.111 1.195l3.038 5.477A3.44 3.44 0 0 0 16.011 12"/>`;
const horseEye = `<path fill="#1c1c1c" d="M5.5 7a.49.49 0 0 1-.5-.483v-.534c0-.267.223-.483.5-.483c.275 0 .499.216.499.483v.534a.49.49 0 0 1-.5.483"/>`;
const unicornHorn = `<path fill="#ffd54f" d="M3.7 4.1L2.3.5l3.3 3z"/><path fill="#f9a825" d="M3.1 2.6l1.3-.3l.2.3l-1.3.4zM3.5 3.6l1.5-.4l.3.3l-1.5.4z"/>`;
/**
 * A unicorn with a whole body, for a rider to sit on (the set's unicorn is a head): the horse in a
 * unicorn's colours, with a spiralled horn on its forelock. Kept out of the word index: a unicorn
 * alone is still the set's head on a body.
 */
const unicorn = [mane("#f48fb1"), horseLegs, horseBody, horseEye, unicornHorn, forelock("#f8bbd0")].join("");

/**
 * A feathered wing rising from a horse's back and sweeping back over it: the long flight
 * feathers in three scallops, the short coverts at its root.
 */
const wing = [
  `<path fill="#E3F2FD" d="M14.6 13.4C13.9 9.2 15.8 5.2 20.4 2.4C23 .9 26.5.6 28.9 1.2C27.7 2.1 26.9 2.9 26.5 3.8C27.9 3.6 29.1 3.8 30.1 4.4C28.7 5.2 27.7 6 27.1 6.9C28.3 7 29.3 7.4 29.9 8C28.3 8.6 26.9 9.4 25.9 10.3C26.7 10.6 27.3 11 27.7 11.6C25.4 11.8 23 12.4 21.3 13.4Z"/>`,
  `<path fill="#BBDEFB" d="M15.6 13.1C15.4 9.9 17.1 6.7 20.8 4.5C21.6 5.9 22.2 7.5 22.3 9.3C21.6 10.5 21 11.8 20.5 13.2Z"/>`,
].join("");

/** The whole horse in a winged horse's colours (white, a pale blue mane), no horn: a pegasus's body. */
const pegasusBody = [mane("#90CAF9"), horseLegs, horseBody, horseEye, forelock("#E3F2FD")].join("");

/**
 * A fireplace: a brick surround with its bricks, a wooden mantel shelf, an arched firebox with two
 * crossed logs and a fire of two flames, a stone hearth in front.
 */
const fireplace = [
  `<path fill="#B86B52" d="M3.2 8.4h25.6V28.8H3.2z"/>`,
  `<path fill="#D08A6F" d="M4.4 10h5.2v2.4H4.4zM11 10h5.2v2.4H11zM22.4 10h5.2v2.4h-5.2zM7.6 13.6h5v2.4h-5zM4.4 17.2h3.2v2.4H4.4zM24.4 17.2h3.2v2.4h-3.2zM4.4 24h3.4v2.4H4.4zM24.2 21.2h3.4v2.4h-3.4zM17.6 10.2h3.6v2.2h-3.6zM19.6 13.6h5v2.4h-5z"/>`,
  `<rect x="1.4" y="6.2" width="29.2" height="2.8" rx=".7" fill="#8D5A3B"/>`,
  `<path fill="#4A3630" d="M8.8 28.8V19.4C8.8 15.6 11.9 13.4 16 13.4S23.2 15.6 23.2 19.4V28.8Z"/>`,
  `<path fill="#FF8A3D" d="M16 26.6C12.7 25.9 12.2 22.6 14.1 20.2C14.3 21.8 15 22.6 15.8 22.8C15.3 20.6 16.3 18.2 18.2 17.1C17.9 19.5 19.6 20.9 19.8 23C20 25.1 18.4 26.7 16 26.6Z"/>`,
  `<path fill="#FFD54F" d="M16.1 26.4C14.6 26 14.3 24.4 15.3 23.2C15.6 24 16.1 24.3 16.6 24.3C16.4 23.2 17 22.1 17.8 21.6C17.8 23 18.6 23.6 18.5 24.7C18.4 25.8 17.4 26.5 16.1 26.4Z"/>`,
  `<rect x="10.2" y="26" width="11.6" height="2.2" rx="1.1" fill="#A1887F" transform="rotate(-6 16 27.1)"/>`,
  `<rect x="10.6" y="26.4" width="11" height="2.2" rx="1.1" fill="#8D6E63" transform="rotate(7 16 27.5)"/>`,
  `<rect x="1.4" y="28.6" width="29.2" height="2.4" rx=".6" fill="#B0BEC5"/>`,
].join("");

/** A five-armed sea star, arms a little curled, bumps along each arm. */
const starfish = `<path fill="#FF8A3D" d="M11.33 10.84C12.79 9.79 13.89 8.51 14.21 3.92A2.3 2.3 0 0 1 18.8 4.24C18.48 8.83 18.45 9.79 19.91 10.84C21.37 11.9 22.92 12.56 27.39 11.45A2.3 2.3 0 0 1 28.5 15.91C24.04 17.02 23.12 17.29 22.56 19.01C22.01 20.72 21.86 22.4 24.3 26.3A2.3 2.3 0 0 1 20.4 28.74C17.96 24.84 17.42 24.05 15.62 24.05C13.82 24.05 12.18 24.43 9.22 27.96A2.3 2.3 0 0 1 5.69 25C8.65 21.48 9.23 20.72 8.68 19.01C8.12 17.29 7.25 15.85 2.98 14.13A2.3 2.3 0 0 1 4.71 9.86C8.97 11.58 9.87 11.9 11.33 10.84Z"/><circle cx="15.85" cy="10.15" r="1.25" fill="#FFD88A"/><circle cx="16.34" cy="6.48" r="1.0" fill="#FFD88A"/><circle cx="21.96" cy="14.93" r="1.25" fill="#FFD88A"/><circle cx="25.61" cy="14.26" r="1.0" fill="#FFD88A"/><circle cx="19.31" cy="22.22" r="1.25" fill="#FFD88A"/><circle cx="21.08" cy="25.48" r="1.0" fill="#FFD88A"/><circle cx="11.56" cy="21.95" r="1.25" fill="#FFD88A"/><circle cx="9" cy="24.64" r="1.0" fill="#FFD88A"/><circle cx="9.42" cy="14.49" r="1.25" fill="#FFD88A"/><circle cx="6.07" cy="12.89" r="1.0" fill="#FFD88A"/><circle cx="15.62" cy="16.75" r="1.6" fill="#FFD88A"/>`;

/**
 * A dragonfly seen from above: four long wings, each with a pale window, a round head with two
 * large eyes, a thorax and a long tail in five segments of two shades.
 */
const dragonfly = [
  ["#9EDCF7", '<ellipse cx="8.6" cy="8.4" rx="7.4" ry="2.5" transform="rotate(-9 8.6 8.4)"/>'],
  ["#9EDCF7", '<ellipse cx="23.4" cy="8.4" rx="7.4" ry="2.5" transform="rotate(9 23.4 8.4)"/>'],
  ["#9EDCF7", '<ellipse cx="9.2" cy="13" rx="6.8" ry="2.2" transform="rotate(11 9.2 13)"/>'],
  ["#9EDCF7", '<ellipse cx="22.8" cy="13" rx="6.8" ry="2.2" transform="rotate(-11 22.8 13)"/>'],
  ["#E1F5FE", '<ellipse cx="7.4" cy="8.6" rx="3.8" ry="1.1" transform="rotate(-9 7.4 8.6)"/>'],
  ["#E1F5FE", '<ellipse cx="24.6" cy="8.6" rx="3.8" ry="1.1" transform="rotate(9 24.6 8.6)"/>'],
  ["#E1F5FE", '<ellipse cx="8.2" cy="12.8" rx="3.4" ry="1" transform="rotate(11 8.2 12.8)"/>'],
  ["#E1F5FE", '<ellipse cx="23.8" cy="12.8" rx="3.4" ry="1" transform="rotate(-11 23.8 12.8)"/>'],
  ...[14.6, 17.8, 21, 24.2, 27.4].map(
    (y, i) =>
      [
        i % 2 ? "#00897B" : "#26A69A",
        `<rect x="14.8" y="${y}" width="2.4" height="${i === 4 ? 3 : 3.4}" rx="1.2"/>`,
      ] as const,
  ),
  ["#26A69A", '<ellipse cx="16" cy="11" rx="2.5" ry="3.6"/>'],
  ["#26A69A", '<circle cx="16" cy="5.6" r="2.4"/>'],
  ["#1E88E5", '<circle cx="14.5" cy="4.9" r="1.4"/>'],
  ["#1E88E5", '<circle cx="17.5" cy="4.9" r="1.4"/>'],
]
  .map(([fill, shape]) => shape.replace("/>", ` fill="${fill}"/>`))
  .join("");

/** An ice pop on its wooden stick: two flavours meeting in a wavy line, a shine down one side. */
const popsicle = [
  '<path fill="#FFB74D" d="M9.5 13H22.5V21.5A1.6 1.6 0 0 1 20.9 23.1H11.1A1.6 1.6 0 0 1 9.5 21.5Z"/>',
  '<path fill="#F06292" d="M9.5 10.5A6.5 6.5 0 0 1 22.5 10.5V15Q20.9 16.8 19.25 15Q17.6 13.2 16 15Q14.4 16.8 12.75 15Q11.1 13.2 9.5 15Z"/>',
  '<rect x="11.3" y="7.6" width="1.8" height="12.4" rx="0.9" fill="#FCE4EC"/>',
  '<path fill="#D7A86E" d="M14.6 23.1H17.4V29.4A1.4 1.4 0 0 1 14.6 29.4Z"/>',
].join("");

/**
 * A cup without a handle on its saucer, a band round its rim and a heart on its front: the set's
 * teacup and hot drink without the steam over them, for a creature sitting in one.
 */
const teacup = [
  '<path fill="#D6D6D6" d="M2.5 27h27c0 1.8-3.6 3-8 3h-11c-4.4 0-8-1.2-8-3Z"/>',
  '<path fill="#F5F5F5" d="M4.5 11h23c0 7.6-3.2 12.6-7.6 14.6l-.4 1.6h-7l-.4-1.6C7.7 23.6 4.5 18.6 4.5 11Z"/>',
  '<path fill="#F48FB1" d="M4.85 13.6h22.3l-.3 2.2H5.15Z"/>',
  '<path fill="#E91E63" d="M16 24c-2.6-1.7-4-3.1-4-4.6a2 2 0 0 1 4-.6a2 2 0 0 1 4 .6c0 1.5-1.4 2.9-4 4.6Z"/>',
].join("");

/**
 * The lower half of an egg broken open from the inside, its rim in zigzags: what a creature
 * hatches out of (relation.ts `hatching`), its inside seen over the back of the rim.
 */
const eggshell = [
  '<path fill="#EFE3C8" d="M4.6 15.2L8 12.3L11.2 15L14.6 11.8L17.8 14.9L21.2 11.9L24.2 14.8L27.4 12.6L27.4 16Z"/>',
  '<path fill="#FFF8E7" d="M4.6 15.2L8 12.3L11.2 15L14.6 11.8L17.8 14.9L21.2 11.9L24.2 14.8L27.4 12.6V16.4C27.4 24.6 22.4 30 16 30C9.6 30 4.6 24.6 4.6 16.4Z"/>',
  '<path fill="#F2D9A8" d="M9.2 21.6a1.3 1 0 1 0 2.6 0a1.3 1 0 1 0-2.6 0ZM19.6 24.8a1.1 0.9 0 1 0 2.2 0a1.1 0.9 0 1 0-2.2 0ZM21.8 19.4a0.9 0.7 0 1 0 1.8 0a0.9 0.7 0 1 0-1.8 0Z"/>',
].join("");

/**
 * A painted Easter egg, wider below: a zigzag band, a stripe, a row of dots and a wavy band,
 * three dots at its top. The set's egg is plain, and a plain oval was drawn for "easter egg".
 */
const easterEgg =
  '<path fill="#FFE08A" d="M16 2L18.08 2.35L18.93 2.7L19.56 3.05L20.09 3.4L20.55 3.75L20.95 4.1L21.32 4.45L21.65 4.8L21.96 5.15L22.24 5.5L22.51 5.85L22.75 6.2L22.98 6.55L23.2 6.9L23.41 7.25L23.6 7.6L23.78 7.95L23.95 8.3L24.11 8.65L24.27 9L24.41 9.35L24.55 9.7L24.68 10.05L24.8 10.4L24.91 10.75L25.02 11.1L25.12 11.45L25.22 11.8L25.31 12.15L25.39 12.5L25.47 12.85L25.54 13.2L25.61 13.55L25.67 13.9L25.72 14.25L25.77 14.6L25.82 14.95L25.86 15.3L25.89 15.65L25.92 16L25.95 16.35L25.97 16.7L25.98 17.05L25.99 17.4L26 17.75L26 18.1L25.99 18.45L25.98 18.8L25.95 19.15L25.92 19.5L25.88 19.85L25.83 20.2L25.77 20.55L25.7 20.9L25.63 21.25L25.54 21.6L25.44 21.95L25.34 22.3L25.22 22.65L25.09 23L24.95 23.35L24.8 23.7L24.64 24.05L24.46 24.4L24.27 24.75L24.06 25.1L23.84 25.45L23.6 25.8L23.34 26.15L23.06 26.5L22.75 26.85L22.42 27.2L22.06 27.55L21.65 27.9L21.2 28.25L20.69 28.6L20.09 28.95L19.37 29.3L18.4 29.65L16 30L16 30L13.6 29.65L12.63 29.3L11.91 28.95L11.31 28.6L10.8 28.25L10.35 27.9L9.94 27.55L9.58 27.2L9.25 26.85L8.94 26.5L8.66 26.15L8.4 25.8L8.16 25.45L7.94 25.1L7.73 24.75L7.54 24.4L7.36 24.05L7.2 23.7L7.05 23.35L6.91 23L6.78 22.65L6.66 22.3L6.56 21.95L6.46 21.6L6.37 21.25L6.3 20.9L6.23 20.55L6.17 20.2L6.12 19.85L6.08 19.5L6.05 19.15L6.02 18.8L6.01 18.45L6 18.1L6 17.75L6.01 17.4L6.02 17.05L6.03 16.7L6.05 16.35L6.08 16L6.11 15.65L6.14 15.3L6.18 14.95L6.23 14.6L6.28 14.25L6.33 13.9L6.39 13.55L6.46 13.2L6.53 12.85L6.61 12.5L6.69 12.15L6.78 11.8L6.88 11.45L6.98 11.1L7.09 10.75L7.2 10.4L7.32 10.05L7.45 9.7L7.59 9.35L7.73 9L7.89 8.65L8.05 8.3L8.22 7.95L8.4 7.6L8.59 7.25L8.8 6.9L9.02 6.55L9.25 6.2L9.49 5.85L9.76 5.5L10.04 5.15L10.35 4.8L10.68 4.45L11.05 4.1L11.45 3.75L11.91 3.4L12.44 3.05L13.07 2.7L13.92 2.35L16 2Z"/><path fill="#F06292" d="M7.85 8.83L7.65 9.32L7.46 9.81L7.7 10.1L8.19 9.61L8.68 9.12L9.16 8.64L9.65 9.05L10.14 9.54L10.63 10.03L11.12 9.88L11.61 9.39L12.09 8.91L12.58 8.78L13.07 9.27L13.56 9.76L14.05 10.15L14.54 9.66L15.02 9.18L15.51 8.69L16 9L16.49 9.49L16.98 9.98L17.46 9.94L17.95 9.45L18.44 8.96L18.93 8.73L19.42 9.22L19.91 9.71L20.39 10.19L20.88 9.72L21.37 9.23L21.86 8.74L22.35 8.95L22.84 9.44L23.32 9.92L23.81 9.99L24.3 9.5L24.22 9.01L24.08 8.68L24.29 9.17L25.16 11.77L25.02 11.28L24.79 11.61L24.3 12.1L23.81 12.59L23.32 12.52L22.84 12.04L22.35 11.55L21.86 11.34L21.37 11.83L20.88 12.32L20.39 12.79L19.91 12.31L19.42 11.82L18.93 11.33L18.44 11.56L17.95 12.05L17.46 12.54L16.98 12.58L16.49 12.09L16 11.6L15.51 11.29L15.02 11.78L14.54 12.26L14.05 12.75L13.56 12.36L13.07 11.87L12.58 11.38L12.09 11.51L11.61 11.99L11.12 12.48L10.63 12.63L10.14 12.14L9.65 11.65L9.16 11.24L8.68 11.72L8.19 12.21L7.7 12.7L7.21 12.41L6.8 11.92L6.93 11.43Z"/><path fill="#4FC3F7" d="M6.2 15.2L6.2 15.2L6.2 15.2L6.7 15.2L7.25 15.2L7.79 15.2L8.34 15.2L8.89 15.2L9.43 15.2L9.98 15.2L10.53 15.2L11.08 15.2L11.62 15.2L12.17 15.2L12.72 15.2L13.26 15.2L13.81 15.2L14.36 15.2L14.91 15.2L15.45 15.2L16 15.2L16.55 15.2L17.09 15.2L17.64 15.2L18.19 15.2L18.74 15.2L19.28 15.2L19.83 15.2L20.38 15.2L20.92 15.2L21.47 15.2L22.02 15.2L22.57 15.2L23.11 15.2L23.66 15.2L24.21 15.2L24.75 15.2L25.3 15.2L25.8 15.2L25.8 15.2L25.8 15.2L25.94 17.4L25.94 17.4L25.85 17.4L25.3 17.4L24.75 17.4L24.21 17.4L23.66 17.4L23.11 17.4L22.57 17.4L22.02 17.4L21.47 17.4L20.92 17.4L20.38 17.4L19.83 17.4L19.28 17.4L18.74 17.4L18.19 17.4L17.64 17.4L17.09 17.4L16.55 17.4L16 17.4L15.45 17.4L14.91 17.4L14.36 17.4L13.81 17.4L13.26 17.4L12.72 17.4L12.17 17.4L11.62 17.4L11.08 17.4L10.53 17.4L9.98 17.4L9.43 17.4L8.89 17.4L8.34 17.4L7.79 17.4L7.25 17.4L6.7 17.4L6.15 17.4L6.06 17.4L6.06 17.4Z"/><path fill="#81C784" d="M7.94 25.02L7.93 24.6L8.35 24.1L8.78 23.72L9.2 23.6L9.63 23.8L10.05 24.23L10.48 24.72L10.9 25.09L11.33 25.19L11.75 24.98L12.18 24.55L12.6 24.05L13.03 23.69L13.45 23.61L13.88 23.84L14.3 24.28L14.73 24.77L15.15 25.12L15.58 25.19L16 24.94L16.42 24.49L16.85 24L17.27 23.67L17.7 23.62L18.12 23.88L18.55 24.34L18.97 24.82L19.4 25.14L19.82 25.17L20.25 24.9L20.67 24.43L21.1 23.95L21.52 23.65L21.95 23.63L22.37 23.92L22.8 24.4L23.22 24.87L23.65 25.16L23.98 25.16L24.16 24.86L22.7 26.86L22.41 27.16L22.41 27.16L22.68 26.87L22.8 26.4L22.37 25.92L21.95 25.63L21.52 25.65L21.1 25.95L20.67 26.43L20.25 26.9L19.82 27.17L19.4 27.14L18.97 26.82L18.55 26.34L18.12 25.88L17.7 25.62L17.27 25.67L16.85 26L16.42 26.49L16 26.94L15.58 27.19L15.15 27.12L14.73 26.77L14.3 26.28L13.88 25.84L13.45 25.61L13.03 25.69L12.6 26.05L12.18 26.55L11.75 26.98L11.33 27.19L10.9 27.09L10.48 26.72L10.05 26.23L9.63 25.8L9.2 25.6L8.78 25.72L8.67 26.1L9.08 26.6L9.46 27.02Z"/><path fill="#BA68C8" d="M9.4 20.8a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0ZM13 20.8a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0ZM16.6 20.8a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0ZM20.2 20.8a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0Z"/><path fill="#F06292" d="M12.6 5.6a0.8 0.8 0 1 0 1.6 0a0.8 0.8 0 1 0-1.6 0ZM15.2 5.6a0.8 0.8 0 1 0 1.6 0a0.8 0.8 0 1 0-1.6 0ZM17.8 5.6a0.8 0.8 0 1 0 1.6 0a0.8 0.8 0 1 0-1.6 0Z"/>';

/** A gingerbread cookie man: icing at his wrists and ankles, three buttons, eyes and a smile. */
const gingerbreadMan = `<path fill="#D3883E" d="M13.75 12.1A5.3 5.3 0 1 1 18.25 12.1Q18.7 12.7 21 12.7L26.9 12.7A3.3000000000000007 3.3000000000000007 0 0 1 26.9 19.3L23.13 19.3Q21.43 19.3 22.29 20.77L25.18 25.74A3.1 3.1 0 0 1 19.82 28.86L17.51 24.88Q16 23 14.49 24.88L12.18 28.86A3.1 3.1 0 0 1 6.82 25.74L9.71 20.77Q10.57 19.3 8.87 19.3L5.1 19.3A3.3000000000000007 3.3000000000000007 0 0 1 5.1 12.7L11 12.7Q13.3 12.7 13.75 12.1Z"/><path fill="#FFFFFF" d="M23.95 14.06L23.86 14.18L23.77 14.31L23.67 14.45L23.58 14.62L23.5 14.81L23.44 15.02L23.42 15.25L23.44 15.48L23.5 15.69L23.58 15.88L23.67 16.05L23.77 16.19L23.86 16.32L23.95 16.44L24.03 16.54L24.1 16.62L24.14 16.69L24.17 16.74L24.18 16.76L24.18 16.76L24.18 16.75L24.18 16.74L24.18 16.74L24.17 16.76L24.14 16.81L24.1 16.88L24.03 16.96L23.95 17.06A0.7 0.7 0 0 0 25.05 17.94L25.05 17.94L25.14 17.82L25.23 17.69L25.33 17.55L25.42 17.38L25.5 17.19L25.56 16.98L25.58 16.75L25.56 16.52L25.5 16.31L25.42 16.12L25.33 15.95L25.23 15.81L25.14 15.68L25.05 15.56L24.97 15.46L24.9 15.38L24.86 15.31L24.83 15.26L24.82 15.24L24.82 15.24L24.82 15.25L24.82 15.26L24.82 15.26L24.83 15.24L24.86 15.19L24.9 15.12L24.97 15.04L25.05 14.94A0.7 0.7 0 0 0 23.95 14.06Z"/><path fill="#FFFFFF" d="M6.95 14.06L6.86 14.18L6.77 14.31L6.67 14.45L6.58 14.62L6.5 14.81L6.44 15.02L6.42 15.25L6.44 15.48L6.5 15.69L6.58 15.88L6.67 16.05L6.77 16.19L6.86 16.32L6.95 16.44L7.03 16.54L7.1 16.62L7.14 16.69L7.17 16.74L7.18 16.76L7.18 16.76L7.18 16.75L7.18 16.74L7.18 16.74L7.17 16.76L7.14 16.81L7.1 16.88L7.03 16.96L6.95 17.06A0.7 0.7 0 0 0 8.05 17.94L8.05 17.94L8.14 17.82L8.23 17.69L8.33 17.55L8.42 17.38L8.5 17.19L8.56 16.98L8.58 16.75L8.56 16.52L8.5 16.31L8.42 16.12L8.33 15.95L8.23 15.81L8.14 15.68L8.05 15.56L7.97 15.46L7.9 15.38L7.86 15.31L7.83 15.26L7.82 15.24L7.82 15.24L7.82 15.25L7.82 15.26L7.82 15.26L7.83 15.24L7.86 15.19L7.9 15.12L7.97 15.04L8.05 14.94A0.7 0.7 0 0 0 6.95 14.06Z"/><path fill="#FFFFFF" d="M20.2 26.75L20.32 26.76L20.46 26.77L20.61 26.77L20.78 26.76L20.96 26.74L21.15 26.68L21.33 26.59L21.5 26.47L21.65 26.34L21.76 26.19L21.85 26.05L21.92 25.92L21.98 25.79L22.03 25.68L22.08 25.59L22.11 25.51L22.14 25.45L22.17 25.42L22.18 25.4L22.17 25.41L22.16 25.42L22.14 25.43L22.13 25.43L22.15 25.43L22.19 25.42L22.25 25.42L22.34 25.43L22.45 25.44A0.7 0.7 0 0 0 22.59 24.05L22.59 24.05L22.46 24.04L22.33 24.03L22.17 24.02L22.01 24.03L21.83 24.06L21.64 24.12L21.45 24.21L21.28 24.32L21.14 24.46L21.03 24.6L20.94 24.74L20.86 24.88L20.8 25L20.75 25.12L20.71 25.21L20.67 25.29L20.64 25.35L20.62 25.38L20.61 25.39L20.61 25.39L20.63 25.38L20.65 25.37L20.65 25.37L20.64 25.37L20.6 25.37L20.53 25.37L20.45 25.37L20.34 25.36A0.7 0.7 0 0 0 20.2 26.75Z"/><path fill="#FFFFFF" d="M8.84 25.03L8.89 25.14L8.95 25.26L9.03 25.4L9.12 25.54L9.23 25.68L9.37 25.82L9.54 25.94L9.73 26.02L9.92 26.08L10.1 26.11L10.26 26.12L10.42 26.12L10.55 26.11L10.68 26.1L10.78 26.08L10.87 26.08L10.93 26.08L10.97 26.08L10.99 26.08L10.98 26.08L10.97 26.07L10.95 26.06L10.95 26.06L10.96 26.07L10.98 26.1L11.01 26.16L11.05 26.24L11.09 26.34A0.7 0.7 0 0 0 12.37 25.77L12.37 25.77L12.32 25.66L12.26 25.53L12.19 25.4L12.1 25.26L11.98 25.11L11.84 24.98L11.67 24.86L11.49 24.77L11.3 24.72L11.12 24.69L10.95 24.68L10.8 24.68L10.66 24.69L10.54 24.7L10.43 24.71L10.34 24.72L10.28 24.72L10.24 24.72L10.22 24.72L10.23 24.72L10.25 24.73L10.26 24.74L10.27 24.74L10.26 24.73L10.23 24.69L10.2 24.64L10.17 24.56L10.12 24.46A0.7 0.7 0 0 0 8.84 25.03Z"/><circle cx="13.9" cy="6.5" r="1.05" fill="#2E1A0E"/><circle cx="18.1" cy="6.5" r="1.05" fill="#2E1A0E"/><path fill="#2E1A0E" d="M13.7 9.2Q16 12.1 18.3 9.2Q16 10.5 13.7 9.2Z"/><circle cx="16" cy="15.3" r="1.2" fill="#F8312F"/><circle cx="16" cy="18.4" r="1.2" fill="#00D26A"/><circle cx="16" cy="21.4" r="1.1" fill="#00A6ED"/>`;

/** A hot air balloon: five panels, a cap, a band, four ropes to a wicker basket with its rim. */
const hotAirBalloon = `<path fill="#F8312F" d="M16 1.2L13.73 1.45L12.81 1.7L12.12 1.95L11.55 2.2L11.06 2.45L10.62 2.7L10.23 2.95L9.87 3.2L9.54 3.45L9.24 3.7L8.95 3.95L8.69 4.2L8.45 4.45L8.22 4.7L8 4.95L7.8 5.2L7.61 5.45L7.44 5.7L7.27 5.95L7.11 6.2L6.96 6.45L6.83 6.7L6.7 6.95L6.58 7.2L6.46 7.45L6.36 7.7L6.26 7.95L6.17 8.2L6.09 8.45L6.01 8.7L5.94 8.95L5.88 9.2L5.82 9.45L5.78 9.7L5.73 9.95L5.69 10.2L5.66 10.45L5.64 10.7L5.62 10.95L5.61 11.2L5.6 11.45L5.6 11.6L5.62 12L5.67 12.4L5.76 12.8L5.88 13.2L6.03 13.6L6.21 14L6.43 14.4L6.68 14.8L6.96 15.2L7.26 15.6L7.59 16L7.95 16.4L8.32 16.8L8.72 17.2L9.14 17.6L9.58 18L10.02 18.4L10.48 18.8L10.95 19.2L11.43 19.6L11.91 20L12.4 20.4L12.4 20.4L19.6 20.4L19.6 20.4L20.09 20L20.57 19.6L21.05 19.2L21.52 18.8L21.98 18.4L22.42 18L22.86 17.6L23.28 17.2L23.68 16.8L24.05 16.4L24.41 16L24.74 15.6L25.04 15.2L25.32 14.8L25.57 14.4L25.79 14L25.97 13.6L26.12 13.2L26.24 12.8L26.33 12.4L26.38 12L26.4 11.6L26.4 11.45L26.39 11.2L26.38 10.95L26.36 10.7L26.34 10.45L26.31 10.2L26.27 9.95L26.22 9.7L26.18 9.45L26.12 9.2L26.06 8.95L25.99 8.7L25.91 8.45L25.83 8.2L25.74 7.95L25.64 7.7L25.54 7.45L25.42 7.2L25.3 6.95L25.17 6.7L25.04 6.45L24.89 6.2L24.73 5.95L24.56 5.7L24.39 5.45L24.2 5.2L24 4.95L23.78 4.7L23.55 4.45L23.31 4.2L23.05 3.95L22.76 3.7L22.46 3.45L22.13 3.2L21.77 2.95L21.38 2.7L20.94 2.45L20.45 2.2L19.88 1.95L19.19 1.7L18.27 1.45L16 1.2Z"/><path fill="#FFC83D" d="M16 1.2L14.46 1.45L13.83 1.7L13.36 1.95L12.97 2.2L12.64 2.45L12.34 2.7L12.07 2.95L11.83 3.2L11.61 3.45L11.4 3.7L11.21 3.95L11.03 4.2L10.86 4.45L10.71 4.7L10.56 4.95L10.43 5.2L10.3 5.45L10.18 5.7L10.06 5.95L9.96 6.2L9.86 6.45L9.76 6.7L9.67 6.95L9.59 7.2L9.52 7.45L9.44 7.7L9.38 7.95L9.32 8.2L9.26 8.45L9.21 8.7L9.16 8.95L9.12 9.2L9.08 9.45L9.05 9.7L9.02 9.95L8.99 10.2L8.97 10.45L8.95 10.7L8.94 10.95L8.93 11.2L8.93 11.45L8.93 11.6L8.94 12L8.98 12.4L9.03 12.8L9.12 13.2L9.22 13.6L9.35 14L9.49 14.4L9.66 14.8L9.85 15.2L10.06 15.6L10.28 16L10.52 16.4L10.78 16.8L11.05 17.2L11.34 17.6L11.63 18L11.94 18.4L12.25 18.8L12.57 19.2L12.89 19.6L13.22 20L13.55 20.4L13.55 20.4L15.14 20.4L15.14 20.4L15.02 20L14.9 19.6L14.79 19.2L14.68 18.8L14.57 18.4L14.46 18L14.35 17.6L14.25 17.2L14.16 16.8L14.07 16.4L13.98 16L13.9 15.6L13.83 15.2L13.76 14.8L13.7 14.4L13.65 14L13.61 13.6L13.57 13.2L13.54 12.8L13.52 12.4L13.51 12L13.5 11.6L13.5 11.45L13.51 11.2L13.51 10.95L13.51 10.7L13.52 10.45L13.53 10.2L13.54 9.95L13.55 9.7L13.56 9.45L13.57 9.2L13.59 8.95L13.6 8.7L13.62 8.45L13.64 8.2L13.66 7.95L13.69 7.7L13.71 7.45L13.74 7.2L13.77 6.95L13.8 6.7L13.83 6.45L13.87 6.2L13.9 5.95L13.94 5.7L13.99 5.45L14.03 5.2L14.08 4.95L14.13 4.7L14.19 4.45L14.25 4.2L14.31 3.95L14.38 3.7L14.45 3.45L14.53 3.2L14.61 2.95L14.71 2.7L14.81 2.45L14.93 2.2L15.07 1.95L15.24 1.7L15.46 1.45L16 1.2Z"/><path fill="#FFC83D" d="M16 1.2L16.54 1.45L16.76 1.7L16.93 1.95L17.07 2.2L17.19 2.45L17.29 2.7L17.39 2.95L17.47 3.2L17.55 3.45L17.62 3.7L17.69 3.95L17.75 4.2L17.81 4.45L17.87 4.7L17.92 4.95L17.97 5.2L18.01 5.45L18.06 5.7L18.1 5.95L18.13 6.2L18.17 6.45L18.2 6.7L18.23 6.95L18.26 7.2L18.29 7.45L18.31 7.7L18.34 7.95L18.36 8.2L18.38 8.45L18.4 8.7L18.41 8.95L18.43 9.2L18.44 9.45L18.45 9.7L18.46 9.95L18.47 10.2L18.48 10.45L18.49 10.7L18.49 10.95L18.49 11.2L18.5 11.45L18.5 11.6L18.49 12L18.48 12.4L18.46 12.8L18.43 13.2L18.39 13.6L18.35 14L18.3 14.4L18.24 14.8L18.17 15.2L18.1 15.6L18.02 16L17.93 16.4L17.84 16.8L17.75 17.2L17.65 17.6L17.54 18L17.43 18.4L17.32 18.8L17.21 19.2L17.1 19.6L16.98 20L16.86 20.4L16.86 20.4L18.45 20.4L18.45 20.4L18.78 20L19.11 19.6L19.43 19.2L19.75 18.8L20.06 18.4L20.37 18L20.66 17.6L20.95 17.2L21.22 16.8L21.48 16.4L21.72 16L21.94 15.6L22.15 15.2L22.34 14.8L22.51 14.4L22.65 14L22.78 13.6L22.88 13.2L22.97 12.8L23.02 12.4L23.06 12L23.07 11.6L23.07 11.45L23.07 11.2L23.06 10.95L23.05 10.7L23.03 10.45L23.01 10.2L22.98 9.95L22.95 9.7L22.92 9.45L22.88 9.2L22.84 8.95L22.79 8.7L22.74 8.45L22.68 8.2L22.62 7.95L22.56 7.7L22.48 7.45L22.41 7.2L22.33 6.95L22.24 6.7L22.14 6.45L22.04 6.2L21.94 5.95L21.82 5.7L21.7 5.45L21.57 5.2L21.44 4.95L21.29 4.7L21.14 4.45L20.97 4.2L20.79 3.95L20.6 3.7L20.39 3.45L20.17 3.2L19.93 2.95L19.66 2.7L19.36 2.45L19.03 2.2L18.64 1.95L18.17 1.7L17.54 1.45L16 1.2Z"/><path fill="#00A6ED" d="M10.01 3.1Q16 4.6 21.99 3.1A10.4 10.4 0 0 0 10.01 3.1Z"/><path fill="#8C5A3C" d="M11.94 21L12.66 21L12.06 25L11.34 25Z"/><path fill="#8C5A3C" d="M14.39 21L15.11 21L14.96 25L14.24 25Z"/><path fill="#8C5A3C" d="M16.89 21L17.61 21L17.76 25L17.04 25Z"/><path fill="#8C5A3C" d="M19.34 21L20.06 21L20.66 25L19.94 25Z"/><path fill="#00A6ED" d="M10.9 19.5H21.1L20.6 21.0Q20.4 21.7 19.6 21.7H12.4Q11.6 21.7 11.4 21.0Z"/><path fill="#D3883E" d="M11.5 26H20.5L19.9 29.7Q19.7 30.8 18.6 30.8H13.4Q12.3 30.8 12.1 29.7Z"/><rect x="10.4" y="24.5" width="11.2" height="2.4" rx="1.2" fill="#A56953"/>`;

/**
 * A songbird facing left (a robin, a sparrow, a finch): a round body and head, a folded wing with
 * its flight feathers, a fanned tail, a pale breast, a short beak, two legs on their toes.
 */
const songbird = [
  `<path fill="#3F7FD6" d="M21.2 15.4L30.1 18.1Q30.8 18.4 30.4 19L28.6 22.5Q28.3 23 27.7 22.7L20.4 19.7Z"/>`,
  `<path fill="#F4A13A" d="M13.1 21.6h1.1v5.2h-1.1zM16.7 21.6h1.1v5.2h-1.1zM11.4 26.4h3.7v1.1h-3.7zM15 26.4h3.7v1.1H15z"/>`,
  `<ellipse cx="15.2" cy="17.4" rx="8.4" ry="6" fill="#5C9DED"/>`,
  `<path fill="#FFD7A8" d="M7.4 15.6Q7.6 22.6 14.8 23.3Q18.9 23.4 20.6 21.1Q13.4 21.2 7.4 15.6Z"/>`,
  `<circle cx="9.8" cy="11.4" r="5" fill="#5C9DED"/>`,
  `<path fill="#3F7FD6" d="M12.4 15.8Q17.6 12.6 23.4 15.3Q22.6 19.9 17.2 20.5Q13.2 20.5 12.4 15.8Z"/>`,
  `<path fill="#2F6BC0" d="M16 17.9Q19.3 16.6 22.4 17.5Q21.1 19.5 18 19.7Q16.6 19.5 16 17.9Z"/>`,
  `<path fill="#F4A13A" d="M5.3 10.3L1.3 11.9L5.3 13.3Z"/>`,
  `<circle cx="8.5" cy="10.3" r="1.2" fill="#212121"/><circle cx="8.1" cy="9.9" r=".4" fill="#fff"/>`,
].join("");

/**
 * A hen standing, facing left: a round body with a wing on it, a fan of tail feathers behind, a
 * comb and a wattle, two thin legs on flat feet. The set's chicken is its head alone: on
 * a farm or beside a pig it had been a head lying in the grass.
 */
const hen = [
  `<path fill="#E8DCC8" d="M21.6 15.2Q22.8 7.6 27.4 5.2Q29.6 7 29.2 11.2Q30.9 11.6 30.6 14.8Q29.8 18.6 25.4 20Z"/>`,
  `<path fill="#D9CBB2" d="M22.6 14.6Q24.6 9.4 27.4 7.6M23.6 16.4Q26.6 12.6 29.4 12.8" stroke="#C9B89A" stroke-width=".8" stroke-linecap="round"/>`,
  `<path fill="#F4A13A" d="M13.9 25.6h1.1v3.6h-1.1zM17.6 25.6h1.1v3.6h-1.1z"/>`,
  `<path fill="#F4A13A" d="M12.75 28.8h3.4v1.1h-3.4zM16.45 28.8h3.4v1.1h-3.4z"/>`,
  `<path fill="#F5EFE4" d="M6.2 12.6Q6 8 9.8 6.6Q13.6 5.8 14.6 10.4Q15.2 13.2 17.2 13.2Q22.4 12.8 24.8 16.4Q26.4 22.4 21.4 25.6Q17.4 27.6 12.6 26.2Q7.6 24.4 7.2 18.8Q7 16 6.2 12.6Z"/>`,
  `<path fill="#E3D7C3" d="M12.6 17.4Q18.2 14.6 22.8 17.6Q22.2 22.6 17.4 23.4Q13.4 23.4 12.6 17.4Z"/>`,
  `<path fill="#E53935" d="M7.6 6.8Q7 4.4 8.8 4.2Q9.6 2.4 11.4 3.4Q13.2 3 13.2 5.2Q14.4 6.4 12.8 7.4Q10.2 6.4 7.6 6.8Z"/>`,
  `<path fill="#E53935" d="M6.4 12.2Q5.2 13.2 5.6 14.8Q6.6 16 7.6 14.6Q7.8 13 6.4 12.2Z"/>`,
  `<path fill="#F4A13A" d="M6.6 9.4L3 10.9L6.5 12.2Z"/>`,
  `<circle cx="9.4" cy="9.6" r="1.1" fill="#212121"/><circle cx="9.05" cy="9.25" r=".35" fill="#fff"/>`,
].join("");

/**
 * A party hat: a cone with bands round it and dots between them, a pompom on its point and a trim
 * round its foot. The set's only hat is the top hat, which a birthday's or a new year's hat is not.
 */
const partyHat = (() => {
  // Half the cone's width at a height, and how far its bands sag in the middle (seen from a little above).
  const half = (y: number) => (10 * (y - 4.5)) / 21.5;
  const sag = (y: number) => (2.4 * half(y)) / 10;
  const f = (n: number) => n.toFixed(2);
  const arc = (y: number, fromLeft: boolean) => {
    const [a, b] = fromLeft ? [16 - half(y), 16 + half(y)] : [16 + half(y), 16 - half(y)];
    return `${fromLeft ? "M" : "L"}${f(a)} ${f(y)}Q16 ${f(y + 2 * sag(y))} ${f(b)} ${f(y)}`;
  };
  const ring = (y0: number, y1: number, fill: string) =>
    `<path fill="${fill}" d="${arc(y0, true)}${arc(y1, false)}Z"/>`;
  const dot = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#FFFFFF"/>`;
  return [
    `<path fill="#F8312F" d="M16 4.5L26 26Q16 31.8 6 26Z"/>`,
    ring(9.6, 12, "#FCD53F"),
    ring(15.6, 18.2, "#00A6ED"),
    ring(21.6, 24, "#FCD53F"),
    dot(14.6, 14.4, 0.75),
    dot(17.6, 14.6, 0.75),
    dot(12.1, 20.6, 0.9),
    dot(16, 21.4, 0.9),
    dot(19.9, 20.6, 0.9),
    `<path fill="#F4F4F4" d="M5.2 25.2Q16 31.4 26.8 25.2Q28.4 26.4 27.2 28Q16 34 4.8 28Q3.6 26.4 5.2 25.2Z"/>`,
    // The pompom: a ball of eight tufts.
    `<path fill="#FFB02E" d="${Array.from({ length: 8 }, (_, k) => {
      const a = (k * Math.PI) / 4;
      const [x, y] = [16 + 2.2 * Math.cos(a), 3.6 + 2.2 * Math.sin(a)];
      return `${k ? "L" : "M"}${f(x)} ${f(y)}`;
    }).join("")}Z"/>`,
    ...Array.from({ length: 8 }, (_, k) => {
      const a = (k * Math.PI) / 4;
      return `<circle cx="${f(16 + 2.2 * Math.cos(a))}" cy="${f(3.6 + 2.2 * Math.sin(a))}" r="1.25" fill="#FFB02E"/>`;
    }),
  ].join("");
})();

/** A writing desk: its top, a pedestal of three drawers with knobs, a drawer under the top and a leg. */
const desk = [
  // Top
  `<path fill="#8D5A3B" d="M1.6 11.2h28.8v2.6H1.6z"/>`,
  // Pedestal of drawers on the left
  `<path fill="#B86B52" d="M3 13.8h11v15.6H3z"/>`,
  `<path fill="#D08A6F" d="M4.2 15h8.6v3.9H4.2zM4.2 20h8.6v3.9H4.2zM4.2 25h8.6v3.4H4.2z"/>`,
  `<path fill="#FFD833" d="M7.4 16.4h2.2v1.1H7.4zM7.4 21.4h2.2v1.1H7.4zM7.4 26.2h2.2v1.1H7.4z"/>`,
  // The back panel between, and the leg on the right
  `<path fill="#A0522D" d="M14 13.8h12.4v5.2H14z"/>`,
  `<path fill="#B86B52" d="M26.4 13.8h2.6v15.6h-2.6z"/>`,
  // A drawer under the top in the middle, with its knob
  `<path fill="#D08A6F" d="M15.2 14.6h10v2.8h-10z"/>`,
  `<path fill="#FFD833" d="M19.1 15.5h2.2v1H19.1z"/>`,
].join("");

/** A table seen from the front: its top and apron, the front legs and the back legs between them. */
const table = [
  // Legs at the back (shorter, darker), then the top and its apron, then the front legs
  `<path fill="#8D5A3B" d="M7.6 16h1.8v10.6H7.6zM22.6 16h1.8v10.6h-1.8z"/>`,
  `<path fill="#B86B52" d="M3.4 15.2h25.2v2.6H3.4z"/>`,
  `<path fill="#D08A6F" d="M1.4 12.6h29.2a.8.8 0 0 1 .8.8v1.2a.8.8 0 0 1-.8.8H1.4a.8.8 0 0 1-.8-.8v-1.2a.8.8 0 0 1 .8-.8z"/>`,
  `<path fill="#A0522D" d="M4 17.8h2.4l-.3 11.4H4.3zM25.6 17.8H28l-.3 11.4h-1.8z"/>`,
].join("");

/** A bookcase of three shelves of books standing, one leaning, and a small plant in a pot. */
const bookshelf = (() => {
  const books: Array<[number, number, number, string]> = [
    // shelf 1 (top at y 3.6, shelf board at 10.2)
    [7, 4.4, 2, "#F8312F"],
    [9.2, 5.2, 1.8, "#00A6ED"],
    [11.2, 4.2, 2.2, "#FCD53F"],
    [13.6, 5.6, 1.6, "#00D26A"],
    [15.4, 4.6, 2, "#8D65C5"],
    [20.6, 6.6, 4.2, "#FF822D"],
    // shelf 2 (board at 18.2)
    [7, 12.6, 1.8, "#00D26A"],
    [9, 12, 2.2, "#F70A8D"],
    [11.4, 13, 1.8, "#FCD53F"],
    [17.6, 12.4, 2, "#00A6ED"],
    [19.8, 13.2, 1.8, "#F8312F"],
    [21.8, 12.2, 2.2, "#8D65C5"],
    // shelf 3 (board at 26.2)
    [7, 20.6, 2.2, "#FF822D"],
    [9.4, 21.2, 1.8, "#00A6ED"],
    [11.4, 20.4, 2, "#F8312F"],
    [13.6, 21.6, 1.8, "#FCD53F"],
    [15.6, 20.8, 2.2, "#00D26A"],
  ];
  const bottoms = [10.2, 18.2, 26.2];
  const shelfOf = (y: number) => bottoms.find((b) => b > y) as number;
  const out = [
    `<path fill="#8D5A3B" d="M5 2h22v28H5z"/>`,
    `<path fill="#F4E3D7" d="M6.4 3.4h19.2v6.8H6.4zM6.4 11.6h19.2v6.6H6.4zM6.4 19.6h19.2v6.6H6.4z"/>`,
    `<path fill="#B86B52" d="M6.4 10.2h19.2v1.4H6.4zM6.4 18.2h19.2v1.4H6.4zM6.4 26.2h19.2v2.4H6.4z"/>`,
  ];
  for (const [x, y, w, c] of books) {
    const b = shelfOf(y);
    out.push(`<rect x="${x}" y="${y}" width="${w}" height="${(b - y).toFixed(2)}" fill="${c}"/>`);
    out.push(`<rect x="${x}" y="${(y + 1).toFixed(2)}" width="${w}" height=".6" fill="#FFFFFF"/>`);
  }
  // A book leaning on the second shelf, and a small plant pot on the third
  out.push(`<path fill="#00A6ED" d="M13.6 18.2l2.6-5.6 1.8.8-2.2 4.8z"/>`);
  out.push(
    `<path fill="#C8623F" d="M19.6 23h4.4l-.6 3.2h-3.2z"/><path fill="#00D26A" d="M21.8 23c-1.6-1-2.2-2.4-1.6-3.4 1 .2 1.6 1.2 1.6 2.4.2-1.6 1-2.6 2-2.6.4 1.2-.4 2.8-2 3.6z"/>`,
  );
  return out.join("");
})();

/** A kitchen stove: its back panel of knobs, the cooktop with two burners, the oven door with a window and a handle. */
const stove = [
  // Back panel with its knobs
  `<path fill="#B4BFCA" d="M4.4 3.6h23.2v5H4.4z"/>`,
  `<circle cx="9" cy="6.1" r="1.3" fill="#636363"/><circle cx="13.6" cy="6.1" r="1.3" fill="#636363"/><circle cx="18.4" cy="6.1" r="1.3" fill="#636363"/><circle cx="23" cy="6.1" r="1.3" fill="#636363"/>`,
  // The cooktop and its two burners seen edge-on
  `<path fill="#636363" d="M3.4 8.6h25.2v1.8H3.4z"/>`,
  `<path fill="#321B0F" d="M7 7.6h6.4v1H7zM18.6 7.6H25v1h-6.4z"/>`,
  // Body, the oven door with its handle and window, feet
  `<path fill="#E1D8EC" d="M4 10.4h24v18H4z"/>`,
  `<path fill="#B4BFCA" d="M6.4 14.2h19.2v12H6.4z"/>`,
  `<path fill="#636363" d="M9 17.4h14v6.6H9z"/>`,
  `<path fill="#9AA6B2" d="M8.4 12h15.2v1.4H8.4z"/>`,
  `<path fill="#636363" d="M5 28.4h3v1.8H5zM24 28.4h3v1.8h-3z"/>`,
].join("");

/** A painter's easel on three legs, a canvas on its ledge with a painting of hills under the sun. */
const easel = [
  // The back leg, then the two front legs
  `<path fill="#8D5A3B" d="M15.2 2.4h1.6v27.6h-1.6z"/>`,
  `<path fill="#B86B52" d="M13.8 2.6l1.7.3-7.3 27.3-1.7-.4zM18.2 2.6l-1.7.3 7.3 27.3 1.7-.4z"/>`,
  // The canvas with a painting: a sky, a sun, two hills
  `<path fill="#F4F4F4" d="M6 5.2h20v15H6z"/>`,
  `<path fill="#00A6ED" d="M7 6.2h18v13H7z"/>`,
  `<circle cx="21.4" cy="9.6" r="2" fill="#FCD53F"/>`,
  `<path fill="#00D26A" d="M7 19.2v-4.4c2.4-2.8 5.2-3.4 8.4-1.2 2.6-2 6.4-2 9.6 1.4v4.2z"/>`,
  // The ledge it rests on
  `<path fill="#A0522D" d="M4.6 20.2h22.8v1.8H4.6z"/>`,
].join("");

/** The rake's teeth, seven of them under its bar. */
const tines = [6, 9.2, 12.4, 15.6, 18.8, 22, 25.2].map((x) => `M${x} 27h1.4v3.6a.7.7 0 0 1-1.4 0z`).join("");
/** A garden rake standing on its head: a long handle, a metal bar and its teeth. */
const rake = [
  `<path fill="#B86B52" d="M15.1 1.2h1.8v23h-1.8z"/>`,
  `<path fill="#9AA6B2" d="M14.3 22.4h3.4v3h-3.4z"/>`,
  `<path fill="#B4BFCA" d="M4.8 24.8h22.4a.9.9 0 0 1 .9.9v.6a.9.9 0 0 1-.9.9H4.8a.9.9 0 0 1-.9-.9v-.6a.9.9 0 0 1 .9-.9z"/>`,
  `<path fill="#9AA6B2" d="${tines}"/>`,
].join("");
/** A spade-shaped shovel standing on its blade: a D-grip, the shaft, the collar and the blade. */
const shovel = [
  `<path fill="#B86B52" d="M12 1.4h8a1 1 0 0 1 1 1v2.6a1 1 0 0 1-1 1h-8a1 1 0 0 1-1-1V2.4a1 1 0 0 1 1-1zm1.6 1.7v1.6h4.8V3.1z" fill-rule="evenodd"/>`,
  `<path fill="#B86B52" d="M15.1 6h1.8v11h-1.8z"/>`,
  `<path fill="#9AA6B2" d="M13.6 15.6h4.8v3.4h-4.8z"/>`,
  `<path fill="#B4BFCA" d="M9.4 18.4h13.2v6.4c0 2.6-3 5.2-6.6 6.4-3.6-1.2-6.6-3.8-6.6-6.4z"/>`,
].join("");
/** A watering can seen from the side: the handle over it, the spout up to its rose, a grip behind. */
const wateringCan = [
  // The handle over the top
  `<path fill="#00A36C" d="M10 12.5a6.2 6.2 0 0 1 12.4 0h-2.2a4 4 0 0 0-8 0z"/>`,
  // The spout, from the body's side up to the rose
  `<path fill="#00A36C" d="M9 23.2L3.6 13.4l1.9-1 5.8 8.4z"/>`,
  `<path fill="#00D26A" d="M1.2 11.6l3.9-2.6 1.9 2.9-3.9 2.6z"/>`,
  // The body and a band round it
  `<path fill="#00D26A" d="M9 12.5h15a1 1 0 0 1 1 1V29a1.5 1.5 0 0 1-1.5 1.5h-12A1.5 1.5 0 0 1 10 29z"/>`,
  `<path fill="#00A36C" d="M9.4 16.6h15.6v2.4H9.6z"/>`,
  // The back handle
  `<path fill="#00A36C" d="M25 15.5h2.2a2.3 2.3 0 0 1 2.3 2.3v4.4a2.3 2.3 0 0 1-2.3 2.3H25v-2h2a.6.6 0 0 0 .6-.6v-3.8a.6.6 0 0 0-.6-.6h-2z"/>`,
].join("");
/** A wheelbarrow from the side: the wheel in front under the tray, the leg and handles behind. */
const wheelbarrow = [
  // The legs and handles at the back
  `<path fill="#8D5A3B" d="M20.8 21h1.8v6.8h-1.8z"/>`,
  `<path fill="#8D5A3B" d="M18 19.6l11.6-5.6.8 1.6-11.6 5.6z"/>`,
  // The tray
  `<path fill="#F8312F" d="M3 12.2h22.4a.8.8 0 0 1 .7 1.1l-3.4 8.2a1 1 0 0 1-.9.6H8.6a1 1 0 0 1-.9-.6L2.3 13.3a.8.8 0 0 1 .7-1.1z"/>`,
  `<path fill="#C92432" d="M2.6 12.2h23.2v1.8H2.6z"/>`,
  // The wheel and its hub
  `<circle cx="9" cy="25.4" r="4.6" fill="#433B47"/>`,
  `<circle cx="9" cy="25.4" r="1.6" fill="#B4BFCA"/>`,
].join("");
/** A ribbed metal trash can with its lid on. */
const trashCan = [
  `<path fill="#9AA6B2" d="M8 9.4h16l-1.4 20a1.6 1.6 0 0 1-1.6 1.5H11a1.6 1.6 0 0 1-1.6-1.5z"/>`,
  `<path fill="#B4BFCA" d="M11.6 11.6h1.6l.5 16.6h-1.6zM15.2 11.6h1.6v16.6h-1.6zM18.8 11.6h1.6l-.5 16.6h-1.6z"/>`,
  `<path fill="#B4BFCA" d="M6.4 6.6h19.2a.8.8 0 0 1 .8.8v1.6a.8.8 0 0 1-.8.8H6.4a.8.8 0 0 1-.8-.8V7.4a.8.8 0 0 1 .8-.8z"/>`,
  `<path fill="#9AA6B2" d="M13.4 3.4h5.2a.8.8 0 0 1 .8.8v2.4h-1.8V5.2h-3.2v1.4h-1.8V4.2a.8.8 0 0 1 .8-.8z"/>`,
].join("");

/** An open treasure chest: the lid up behind a heap of gold, coins and a gem; planks, bands, a keyhole. */
const treasureChest = `<path fill="#A0522D" d="M3.6 15V7.4A12.4 5.6 0 0 1 28.4 7.4V15Z"/><path fill="#9AA6B2" d="M5.6 4.35A12.4 5.6 0 0 1 8.2 3.05V15H5.6Z"/><path fill="#9AA6B2" d="M23.8 3.05A12.4 5.6 0 0 1 26.4 4.35V15H23.8Z"/><path fill="#FFD833" d="M3.6 16V12.8A2.9 2.9 0 0 1 9 11.2A2.9 2.9 0 0 1 14 10.4A2.9 2.9 0 0 1 18 10.4A2.9 2.9 0 0 1 23 11.2A2.9 2.9 0 0 1 28.4 12.8V16Z"/><circle cx="9" cy="10.4" r="1.8" fill="#FFB02E"/><circle cx="23" cy="10.4" r="1.8" fill="#FFB02E"/><path fill="#F8312F" d="M14.4 8.3H17.6L18.9 9.9L16 13.1L13.1 9.9Z"/><path fill="#B76A2B" d="M2.5 14.4H29.5V28.3Q29.5 29.6 28.2 29.6H3.8Q2.5 29.6 2.5 28.3Z"/><rect x="2.5" y="20.6" width="27" height="4.4" fill="#D3883E"/><rect x="5.6" y="14.4" width="2.8" height="15.2" fill="#9AA6B2"/><rect x="23.6" y="14.4" width="2.8" height="15.2" fill="#9AA6B2"/><rect x="2.2" y="14" width="27.6" height="2.8" rx="0.9" fill="#B4BFCA"/><rect x="12.9" y="15.6" width="6.2" height="7.2" rx="1.4" fill="#FFB02E"/><path fill="#321B0F" d="M16 17.3A1.25 1.25 0 0 1 16.75 19.55L17.2 21.3H14.8L15.25 19.55A1.25 1.25 0 0 1 16 17.3Z"/>`;

/**
 * An excavator facing left: crawler tracks with their wheels, the turret and cab with its window,
 * an exhaust, the boom rising to the left and the arm coming down to a toothed bucket.
 */
const excavator = [
  // The tracks and their wheels.
  `<rect width="21.5" height="6.4" x="8" y="23" fill="#455a64" rx="3.2"/>`,
  `<circle cx="11.3" cy="26.2" r="1.7" fill="#90a4ae"/><circle cx="16.1" cy="26.2" r="1.7" fill="#90a4ae"/>`,
  `<circle cx="20.9" cy="26.2" r="1.7" fill="#90a4ae"/><circle cx="25.9" cy="26.2" r="1.7" fill="#90a4ae"/>`,
  // The turret, the exhaust and the cab with its window.
  `<rect width="1.3" height="4" x="13" y="14.6" fill="#455a64" rx=".4"/>`,
  `<rect width="18" height="5" x="11.2" y="18" fill="#fbc02d" rx="1"/>`,
  `<rect width="9" height="9.4" x="19.4" y="8.8" fill="#fdd835" rx="1.2"/>`,
  `<rect width="6" height="4.8" x="20.9" y="10.3" fill="#81d4fa" rx=".6"/>`,
  // The boom up to the left, the arm down, the bucket with its teeth.
  `<path fill="#f9a825" d="M15.6 19.2L18.8 17L10.6 6.6L7.6 8.4Z"/>`,
  `<path fill="#fbc02d" d="M7 7.6L10.2 8.8L6.4 19.2L3.6 18.2Z"/>`,
  `<path fill="#757575" d="M2.4 17.6H8.6L7.6 22.6Q5.2 24.2 2.9 22.2Z"/>`,
  `<path fill="#455a64" d="M2.9 22.2L2 24L3.8 23.2ZM5.2 23.5L4.8 25.1L6.4 23.6Z"/>`,
].join("");

/** Wheels of a vehicle: a tyre and its hub at each (x, y), `r` units round. */
const wheels = (r: number, at: ReadonlyArray<[number, number]>) =>
  at
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#37474f"/><circle cx="${x}" cy="${y}" r="${(r * 0.45).toFixed(2)}" fill="#b0bec5"/>`,
    )
    .join("");

/** A cab facing left from x to x + 8.4, its roof at y, with a window and a headlight. */
const cab = (x: number, y: number, fill: string) =>
  [
    `<path fill="${fill}" d="M${x} 20.6V${y + 2.6}c0-1.4 1-2.6 2.4-2.6h5.2c.5 0 .8.4.8.8V20.6z"/>`,
    `<path fill="#81d4fa" d="M${x + 1.4} ${y + 7}V${y + 3}c0-.6.4-1 1-1h3.8c.4 0 .6.2.6.6V${y + 7}z"/>`,
    `<rect width="1.4" height="1.6" x="${x - 0.4}" y="17.4" fill="#fff59d" rx=".4"/>`,
  ].join("");

/** A truck's chassis under its cab and load, and its three wheels (the dump truck, the cement mixer). */
const chassis = `<rect width="27" height="2.8" x="2.6" y="20.2" fill="#546e7a" rx=".6"/>`;
const truckWheels = wheels(3.2, [
  [7, 24.4],
  [19.4, 24.4],
  [25.8, 24.4],
]);

/** A bulldozer facing left: crawler tracks, the body and cab, an exhaust, the blade at the front on its arm. */
const bulldozer = [
  `<rect width="20.5" height="6.6" x="9" y="22.6" fill="#455a64" rx="3.3"/>`,
  `<circle cx="12.3" cy="25.9" r="1.8" fill="#90a4ae"/><circle cx="17.3" cy="25.9" r="1.8" fill="#90a4ae"/>`,
  `<circle cx="21.9" cy="25.9" r="1.8" fill="#90a4ae"/><circle cx="26.4" cy="25.9" r="1.8" fill="#90a4ae"/>`,
  `<rect width="1.3" height="5" x="24.8" y="10.4" fill="#455a64" rx=".4"/>`,
  `<rect width="17" height="6.4" x="11" y="16.2" fill="#fbc02d" rx="1"/>`,
  `<path fill="#fdd835" d="M13.4 16.2V8.6c0-.6.4-1 1-1h7.4c.6 0 1 .4 1 1v7.6z"/>`,
  `<rect width="6" height="5.2" x="15" y="9.2" fill="#81d4fa" rx=".6"/>`,
  `<path fill="#f9a825" d="M11.4 19.2L6.4 21.4V24l5-2.2z"/>`,
  `<path fill="#757575" d="M2 28.6c1.8-3.4 1.8-9 0-12.4h3.4c1.6 2.4 2.2 8.6.6 12.4z"/>`,
].join("");

/** A dump truck facing left: the cab, the tipper body with its ribs behind it, three wheels. */
const dumpTruck = [
  chassis,
  cab(2.6, 9.4, "#fbc02d"),
  `<path fill="#f9a825" d="M12.2 20.2L11.4 8.6h18.4l-1.6 11.6z"/>`,
  `<path fill="#fbc02d" d="M15.2 10h1.4l-.2 8.8h-1.4zM19.8 10h1.4v8.8h-1.4zM24.4 10h1.4l-.2 8.8h-1.4z"/>`,
  `<path fill="#8d6e63" d="M12 8.6c1.6-2.6 4.4-3.6 7-3.4c2.6-1.4 6.4-1 8.6 1c1 .6 1.6 1.4 2.2 2.4z"/>`,
  truckWheels,
].join("");

/** A cement mixer facing left: the cab, the drum with its spiral bands turned up to the back, the chute. */
const cementMixer = [
  chassis,
  cab(2.6, 9.4, "#e53935"),
  `<path fill="#90a4ae" d="M26.4 20.2v-5.6h2v5.6z"/>`,
  `<path fill="#eceff1" d="M12.6 16.6c-.8-4 1.6-7.4 5.6-8.4l8.6-1.8c1.8-.4 3 .8 3.2 2.6c.4 3-1 6.8-3.2 7.6l-9.2 2.4c-2.4.6-4.6-.4-5-2.4"/>`,
  `<path fill="#ef5350" d="M15.6 8.9l2.8-.7l-1.2 10.7l-2.6.6zM21.4 7.6l2.8-.6l-.6 10.2l-2.8.7z"/>`,
  `<path fill="#78909c" d="M29.6 12.8l1.6 1l-2.8 4.4l-1.6-1z"/>`,
  truckWheels,
].join("");

/** A steamroller (a road roller) facing left: the wide roller drum under its hood, the body, the seat under a canopy on posts, a back wheel. */
const roadRoller = [
  `<path fill="#f9a825" d="M2.2 17.8c0-1.4 1.2-2.6 2.6-2.6h8.4c1.4 0 2.6 1.2 2.6 2.6v1.4H2.2z"/>`,
  // The drum, a wide cylinder seen a little from the side: its near end an ellipse.
  `<rect width="13.2" height="10.4" x="1.6" y="18.8" fill="#78909c" rx="2.6"/>`,
  `<path fill="#90a4ae" d="M6.6 18.8h1.4v10.4H6.6zM10.6 18.8H12v10.4h-1.4z"/>`,
  `<path fill="#b0bec5" d="M3.8 18.8c1.3 0 2.4 2.3 2.4 5.2s-1.1 5.2-2.4 5.2s-2.4-2.3-2.4-5.2s1.1-5.2 2.4-5.2"/>`,
  `<rect width="15" height="6.4" x="13" y="15.6" fill="#fbc02d" rx="1.2"/>`,
  `<path fill="#455a64" d="M16.4 15.6V8.4h1.2v7.2zM26 15.6V8.4h1.2v7.2z"/>`,
  `<rect width="14" height="2.2" x="15" y="6.4" fill="#fdd835" rx=".8"/>`,
  `<path fill="#8d6e63" d="M20 15.6v-3.2c0-.6.4-1 1-1h3c.6 0 1 .4 1 1v3.2z"/>`,
  wheels(4.4, [[23.4, 24.8]]),
].join("");

/** A forklift facing left: the mast with a crate on its forks, the body under its guard on posts, two wheels. */
const forklift = [
  `<path fill="#455a64" d="M5 27.4V4.6h1.6v22.8zM7.6 27.4V4.6h1.2v22.8z"/>`,
  `<path fill="#37474f" d="M.8 27.4v-1.6h8v1.6z"/>`,
  `<rect width="6.4" height="6.4" x="1.2" y="19.4" fill="#a1887f" rx=".4"/>`,
  `<path fill="#d7ccc8" d="M1.2 22h6.4v1.2H1.2z"/>`,
  `<path fill="#fb8c00" d="M9.4 26V17c0-1 .8-1.8 1.8-1.8h9.4l2.2-3h5.4c1.2 0 2.2 1 2.2 2.2V26z"/>`,
  `<path fill="#455a64" d="M11.2 15.2V6.2h1.2v9zM20 15.2v-9h1.2v9z"/>`,
  `<rect width="12.2" height="1.8" x="10.2" y="4.8" fill="#546e7a" rx=".6"/>`,
  `<path fill="#8d6e63" d="M14.6 15.2v-3c0-.6.4-1 1-1h2.6c.6 0 1 .4 1 1v3z"/>`,
  wheels(3, [
    [13.4, 26.6],
    [25.4, 26.6],
  ]),
].join("");

/** The set's deciduous tree, its trunk and crown, for our trees in fruit and in flower. */
const treeTrunkAndCrown = [
  '<path fill="#6d4534" d="M18 22.24h-4v7.78h4z"/>',
  '<path fill="#44911b" d="M25.9 15.2c.38-.76.6-1.62.6-2.53c0-2.91-2.19-5.3-5-5.63V7c0-2.76-2.24-5-5-5s-5 2.24-5 5v.04a5.662 5.662 0 0 0-4.4 8.16c-1.26.94-2.1 2.43-2.1 4.12c0 2.84 2.32 5.16 5.16 5.16h12.68c2.84 0 5.16-2.32 5.16-5.16c0-1.69-.84-3.18-2.1-4.12"/>',
].join("");

/**
 * A fruit tree: the set's deciduous tree (its trunk and crown) with round fruit hanging in the
 * crown, each with a stalk. An apple, a cherry, a lemon or an orange tree (WordNet's fruit trees)
 * is drawn as it; the plain tree had been drawn bare.
 */
const fruitTree = [
  treeTrunkAndCrown,
  ...(
    [
      [11, 8.6],
      [16.4, 5.6],
      [21.6, 10.2],
      [8.4, 16.2],
      [14, 12.6],
      [19.4, 15.8],
      [24, 19.4],
      [12.4, 19.6],
    ] as const
  ).map(
    ([x, y]) =>
      `<path fill="#5d3b2b" d="M${x - 0.25} ${y - 2.6}h.5v1.2h-.5z"/><circle cx="${x}" cy="${y}" r="1.55" fill="#e53935"/>`,
  ),
].join("");

/** A Christmas bauble: a round ornament with its cap and hanging loop, a zigzag band round its middle, dots above and below, a shine. */
const bauble = [
  `<circle cx="16" cy="3.6" r="1.9" fill="#ffb300"/><circle cx="16" cy="3.6" r=".9" fill="#fff"/>`,
  `<circle cx="16" cy="18.6" r="10.6" fill="#e53935"/>`,
  `<path fill="#c62828" d="M5.96 15.2H26.04Q27.16 18.60 26.04 22.0H5.96Q4.84 18.60 5.96 15.2Z"/>`,
  `<path fill="#fff59d" d="M6.09 16.80 L9.40 20.40 L12.70 16.80 L16.00 20.40 L19.30 16.80 L22.60 20.40 L25.91 16.80 L25.91 18.10 L22.60 21.70 L19.30 18.10 L16.00 21.70 L12.70 18.10 L9.40 21.70 L6.09 18.10Z"/>`,
  `<circle cx="10.6" cy="11.4" r="1" fill="#ffd54f"/><circle cx="16" cy="10.2" r="1" fill="#ffd54f"/><circle cx="21.4" cy="11.4" r="1" fill="#ffd54f"/><circle cx="10.6" cy="25.8" r="1" fill="#ffd54f"/><circle cx="16" cy="27" r="1" fill="#ffd54f"/><circle cx="21.4" cy="25.8" r="1" fill="#ffd54f"/>`,
  `<path fill="#ef9a9a" d="M9.4 14.6c.6-2.4 2.2-4.2 4.4-5c.6-.2 1 .4.6.8c-1.8 1.2-3 2.8-3.6 4.6c-.2.6-1.6.4-1.4-.4"/>`,
  `<rect width="6" height="3.4" x="13" y="5.6" fill="#ffb300" rx=".8"/>`,
  `<path fill="#ffca28" d="M14.4 5.6v3.4h1.2V5.6zM16.8 5.6v3.4H18V5.6z"/>`,
].join("");

/** A regular polygon of `n` corners round (16, 16.6), one corner up (or a side up, `flat`). */
const polygon = (n: number, r: number, flat = false) => {
  const points = Array.from({ length: n }, (_, i) => {
    const a = ((i + (flat ? 0.5 : 0)) / n) * Math.PI * 2 - Math.PI / 2;
    return `${(16 + r * Math.cos(a)).toFixed(2)} ${(16.6 + r * Math.sin(a)).toFixed(2)}`;
  });
  return `M${points.join("L")}Z`;
};

/** A shape for little ones: flat colour, a paler ring inside it, and a smiling face. */
const shapeWithFace = (outline: string, inner: string, fill: string, pale: string) =>
  [
    `<path fill="${fill}" d="${outline}"/>`,
    `<path fill="${pale}" d="${inner}"/>`,
    `<circle cx="13" cy="15.6" r="1.3" fill="#3e2723"/><circle cx="19" cy="15.6" r="1.3" fill="#3e2723"/>`,
    `<path fill="#3e2723" d="M12.6 18.6c1.9 2.4 4.9 2.4 6.8 0c-.1 2.6-1.7 3.9-3.4 3.9s-3.3-1.3-3.4-3.9z"/>`,
  ].join("");

/** Whether a drawing is one of the plain shapes below: a pentagon, not the Pentagon building. */
export const isShapeDrawing = (hexcode: string) => hexcode.startsWith("own-shape-");

/** The plain shapes little ones learn, each a page of its own ("pentagon", "a big triangle"). */
const shapes: ReadonlyArray<[string, string, string, string, string, string[]]> = [
  [
    "circle",
    "M16 3.6a13 13 0 1 1 0 26a13 13 0 1 1 0-26z",
    "M16 6.6a10 10 0 1 1 0 20a10 10 0 1 1 0-20z",
    "#ef5350",
    "#ffcdd2",
    ["round"],
  ],
  [
    "oval",
    "M16 5.1c7.6 0 12 5.2 12 11.5s-4.4 11.5-12 11.5s-12-5.2-12-11.5s4.4-11.5 12-11.5z",
    "M16 8.1c5.6 0 9 3.9 9 8.5s-3.4 8.5-9 8.5s-9-3.9-9-8.5s3.4-8.5 9-8.5z",
    "#ab47bc",
    "#e1bee7",
    ["ellipse", "egg shape"],
  ],
  ["triangle", "M16 3.4L29.2 28H2.8Z", "M16 8.6L25 25.4H7Z", "#66bb6a", "#c8e6c9", []],
  ["square", "M4 4.6H28V28.6H4Z", "M7 7.6H25V25.6H7Z", "#42a5f5", "#bbdefb", []],
  ["rectangle", "M2.5 8.1H29.5V25.1H2.5Z", "M5.5 11.1H26.5V22.1H5.5Z", "#ffa726", "#ffe0b2", ["oblong"]],
  [
    "diamond",
    "M16 2.6L28 16.6L16 30.6L4 16.6Z",
    "M16 6.9L24.3 16.6L16 26.3L7.7 16.6Z",
    "#26c6da",
    "#b2ebf2",
    ["rhombus"],
  ],
  ["pentagon", polygon(5, 13.4), polygon(5, 10.2), "#ffca28", "#fff9c4", []],
  ["hexagon", polygon(6, 13.4), polygon(6, 10.2), "#8d6e63", "#d7ccc8", []],
  ["octagon", polygon(8, 13.6, true), polygon(8, 10.4, true), "#ec407a", "#f8bbd0", []],
];

/** The names of the plain shapes drawn with a face (a page for little ones, no ornament's motif). */
export const facedShapes: ReadonlySet<string> = new Set(shapes.map(([name]) => name));

/**
 * A tree in flower: the fruit tree's trunk and crown with five-petalled blossoms in the crown
 * instead of fruit. A cherry blossom tree had been the blossom alone, its tree left out.
 */
const blossomingTree = [
  treeTrunkAndCrown,
  ...(
    [
      [11, 7.4],
      [16.4, 4.8],
      [21.8, 9.2],
      [8.6, 15.2],
      [14.6, 11.4],
      [20, 15],
      [24.2, 19.4],
      [12.6, 19.6],
    ] as const
  ).map(([x, y]) => {
    const petals = Array.from({ length: 5 }, (_, k) => {
      const a = (k * 2 * Math.PI) / 5 - Math.PI / 2;
      return `<circle cx="${(x + 1.05 * Math.cos(a)).toFixed(2)}" cy="${(y + 1.05 * Math.sin(a)).toFixed(2)}" r="0.8" fill="#ffb0cf"/>`;
    }).join("");
    return `${petals}<circle cx="${x}" cy="${y}" r="0.55" fill="#ffd23f"/>`;
  }),
].join("");

/** A half ring about (16, 25) from radius `outer` in to `inner`, as path data. */
const halfRing = (outer: number, inner: number) =>
  `M${16 - outer} 25A${outer} ${outer} 0 0 1 ${16 + outer} 25H${16 + inner}A${inner} ${inner} 0 0 0 ${16 - inner} 25Z`;

/** A macaron: two low domed shells, as wide as each other, with a thick band of filling between them (no bun: a hamburger's top is tall). */
const macaron = [
  // The lower shell, the filling, the upper shell: both shells low domes, as wide as each other.
  '<path fill="#f48fb1" d="M4.6 19.8h22.8c.7 0 1.2.6 1 1.3c-.8 3-4.9 4.9-12.4 4.9s-11.6-1.9-12.4-4.9c-.2-.7.3-1.3 1-1.3Z"/>',
  '<rect width="24" height="4.2" x="4" y="15.8" fill="#fff3e0" rx="2.1"/>',
  '<path fill="#f48fb1" d="M4 15.4c0-4.2 5.2-7.4 12-7.4s12 3.2 12 7.4c0 .6-.5 1-1 1H5c-.6 0-1-.4-1-1Z"/>',
].join("");

/** A milkshake: a tall glass of it under a swirl of cream, a cherry on top, a striped straw. */
const milkshake = [
  // The straw behind the cream.
  '<path fill="#42a5f5" d="M18.6 9.6L23.4.9l1.3.7l-4.8 8.7Z"/>',
  // The glass, a band round it.
  '<path fill="#f8bbd0" d="M8.6 12.4h14.8l-1.7 16.2a1.6 1.6 0 0 1-1.6 1.4h-8.2a1.6 1.6 0 0 1-1.6-1.4Z"/>',
  '<path fill="#f48fb1" d="M9.5 19.2h13l-.25 2.4h-12.5Z"/>',
  // The cream.
  '<path fill="#fffde7" d="M7.8 13.2c-1.4 0-2-1.8-.9-2.6c-.4-2 1.2-3.5 3.1-3c.5-2.1 2.9-3.1 4.8-2c1.2-1.3 3.5-1.2 4.4.4c2-.4 3.6 1.2 3.1 3.1c1.4.7 1.1 2.9-.5 3.1c-4.6.4-9.4.4-14-.1Z"/>',
  // The cherry and its stem.
  '<path fill="#6d4c41" d="M16.4 3.2c.3-1.5 1.3-2.5 2.8-2.8l.2.7c-1.2.3-2 1.1-2.3 2.3Z"/>',
  '<circle cx="16" cy="4.4" r="1.8" fill="#e53935"/>',
].join("");

/** A potion bottle: a round flask with a long neck and a cork, a bubbling brew in it, bubbles over it. */
const potionBottle = [
  '<circle cx="16" cy="20.4" r="9.2" fill="#e1bee7"/>',
  '<rect width="6" height="8" x="13" y="5.6" fill="#e1bee7"/>',
  // The brew in its lower part.
  '<path fill="#ab47bc" d="M6.84 19.6h18.32a9.2 9.2 0 1 1-18.32 0Z"/>',
  '<circle cx="12.6" cy="23" r="1.2" fill="#f3e5f5"/>',
  '<circle cx="17.8" cy="25.6" r=".9" fill="#f3e5f5"/>',
  '<circle cx="19.8" cy="22" r=".8" fill="#f3e5f5"/>',
  // The lip and the cork.
  '<rect width="8" height="2" x="12" y="4.6" fill="#ba68c8" rx="1"/>',
  '<rect width="4.8" height="3.8" x="13.6" y="1.2" fill="#a1887f" rx=".8"/>',
  // Bubbles rising from it.
  '<circle cx="22.4" cy="8" r="1.1" fill="#e1bee7"/>',
  '<circle cx="24.8" cy="4.6" r=".8" fill="#e1bee7"/>',
].join("");

/** A witch's cauldron: a round black pot on three short legs, a green brew at its rim dripping over, bubbles rising. */
const cauldron = [
  // Two legs in front (the third behind the pot).
  '<path fill="#37474f" d="M8 25.5h2.6l-.5 4a.8.8 0 0 1-.8.7h-.9a.8.8 0 0 1-.8-.8ZM21.4 25.5H24l-.4 4a.8.8 0 0 1-.8.7h-.9a.8.8 0 0 1-.8-.8Z"/>',
  // The pot's round body and its thick rim.
  '<path fill="#455a64" d="M5.6 14.5h20.8c1.6 3.7 1.5 8.3-1 11.2c-2.1 2.4-5.6 3.3-9.4 3.3s-7.3-.9-9.4-3.3c-2.5-2.9-2.6-7.5-1-11.2Z"/>',
  '<rect width="24.4" height="3.4" x="3.8" y="11.6" fill="#546e7a" rx="1.7"/>',
  // The brew at the brim, two drips over the rim.
  '<ellipse cx="16" cy="11.7" fill="#7cb342" rx="10.4" ry="1.5"/>',
  '<path fill="#7cb342" d="M8.2 13h2.2v2.6a1.1 1.1 0 0 1-2.2 0ZM22 13h2.2v3.6a1.1 1.1 0 0 1-2.2 0Z"/>',
  // Bubbles rising from it.
  '<circle cx="12.2" cy="8" r="1.8" fill="#aed581"/>',
  '<circle cx="18.6" cy="6.6" r="1.3" fill="#aed581"/>',
  '<circle cx="20.8" cy="9.4" r="1.1" fill="#aed581"/>',
  '<circle cx="15" cy="3.6" r=".9" fill="#aed581"/>',
].join("");

/** An arched bridge seen from the side: a hump of stone over a round arch, a railing on posts along it, water under it. */
const deckY = (x: number) => {
  // The deck's top: the body's quadratic from (2, 20) to (30, 20) about (16, 2).
  const t = (x - 2) / 28;
  return (1 - t) * (1 - t) * 20 + 2 * (1 - t) * t * 2 + t * t * 20;
};
const bridge = [
  // The water under it.
  '<path fill="#4fc3f7" d="M1 26.6c1.6-.8 3.2-.8 4.8 0s3.2.8 4.8 0s3.2-.8 4.8 0s3.2.8 4.8 0s3.2-.8 4.8 0s3.2.8 4.8 0V30H1Z"/>',
  // The stone body: a hump over a round arch, its feet in the water.
  '<path fill="#bcaaa4" d="M2 20Q16 2 30 20V28.6H25.5A9.5 9 0 0 0 6.5 28.6H2Z"/>',
  // Stones round the arch.
  '<path fill="#a1887f" d="M6.5 28.6A9.5 9 0 0 1 25.5 28.6H23.3A7.3 6.8 0 0 0 8.7 28.6Z"/>',
  // The railing: posts standing on the deck, a rail over them following its curve.
  ...[4.5, 9, 13.5, 18.5, 23, 27.5].map(
    (x) =>
      `<rect width="1.1" height="3.6" x="${(x - 0.55).toFixed(2)}" y="${(deckY(x) - 3.4).toFixed(2)}" fill="#8d6e63"/>`,
  ),
  '<path fill="#8d6e63" d="M2 16.2Q16 -1.6 30 16.2V17.6Q16 -.2 2 17.6Z"/>',
].join("");

/** A waterfall: water falling between two rocky cliffs into a pool, foam at its foot, bushes on the cliff tops. */
const waterfall = [
  // The pool it falls into.
  '<ellipse cx="16" cy="27.4" fill="#4fc3f7" rx="14.6" ry="3.2"/>',
  // The falling water, with streaks down it.
  '<path fill="#81d4fa" d="M11.2 5.4h9.6l.4 20.2H10.8Z"/>',
  '<path fill="#4fc3f7" d="M13.2 7h1v16.4h-1ZM16.4 6.2h1v18.6h-1ZM19 8h1v14.2h-1Z"/>',
  // The cliffs either side.
  '<path fill="#8d6e63" d="M1.4 28V12.4c0-3 1.6-5.8 4.2-6.8L11.6 5v22.4C8 27.8 4.4 28 1.4 28Z"/>',
  '<path fill="#8d6e63" d="M30.6 28V10c0-3.2-1.8-5.8-4.6-6.6L20.4 3v24.4c3.6.6 7.2.8 10.2.6Z"/>',
  // Cracks in the rock.
  '<path fill="#6d4c41" d="M4 14.5l3.4-1.2l.4 1l-3.4 1.2ZM5 21l4-.8l.2 1l-4 .8ZM24 11.5l4 1l-.3 1l-4-1ZM23.5 19.5l3.6-.4l.1 1l-3.6.4Z"/>',
  // Foam where it lands.
  '<path fill="#e1f5fe" d="M9.6 26.2a2 2 0 0 1 3-1.6a2.2 2.2 0 0 1 3.4-.4a2.2 2.2 0 0 1 3.4.4a2 2 0 0 1 3 1.6c0 1-1 1.6-2 1.6h-8.8c-1 0-2-.6-2-1.6Z"/>',
  // Bushes on the cliff tops.
  '<path fill="#66bb6a" d="M2.4 8.4a2.4 2.4 0 0 1 3.2-2.6a2.6 2.6 0 0 1 4.6.2a2.2 2.2 0 0 1 1.4 2.4Z"/>',
  '<path fill="#66bb6a" d="M20.6 5.8a2.2 2.2 0 0 1 2.4-2.6a2.8 2.8 0 0 1 4.8.4a2.4 2.4 0 0 1 2.4 2.6Z"/>',
].join("");

/**
 * The set's old man with a beard: his face, wrinkles and ears as the set draws them (its "old
 * man"), and the bearded man's beard along his jaw and round his mouth, white. "an old man with a
 * beard" had been drawn clean-shaven, the beard said left out.
 */
const oldManBeard = [
  '<path fill="#fdbb11" d="M10 18a3 3 0 1 1-6 0a3 3 0 0 1 6 0m18 0a3 3 0 1 1-6 0a3 3 0 0 1 6 0"/>',
  '<path fill="#ffc83d" d="M15.146 4.5c-5.188 0-9.18 4.4-8.88 9.5l.798 10.4c.3 3.3 2.794 5.6 5.987 5.6h5.987c3.093 0 5.687-2.3 5.987-5.6l.698-10.4c.4-5.2-3.692-9.5-8.88-9.5z"/>',
  '<path fill="#ed9200" d="m15.287 17.527l-.99 3.17a1.005 1.005 0 0 0 .97 1.303h1.466c.688 0 1.173-.662.97-1.304l-.99-3.17c-.213-.701-1.203-.701-1.426 0"/>',
  '<path fill="#990839" d="M16 23.895a5.6 5.6 0 0 1-2.583-.612c-.255-.13-.53.158-.369.39A3.53 3.53 0 0 0 16 25.25a3.53 3.53 0 0 0 2.952-1.577c.16-.241-.114-.52-.369-.39a5.6 5.6 0 0 1-2.583.612"/>',
  '<path fill="#fff" d="M9.015 17.367a2.607 2.607 0 0 1 5.085.128a.428.428 0 0 1-.425.505H9.518a.512.512 0 0 1-.503-.633m13.97 0a2.62 2.62 0 0 0-2.527-1.967a2.6 2.6 0 0 0-2.557 2.096a.428.428 0 0 0 .424.504h4.157a.512.512 0 0 0 .503-.633"/>',
  '<path fill="#7d4533" d="M10.259 17.557a1.664 1.664 0 1 1 3.268.443h-3.209a1.7 1.7 0 0 1-.06-.443m11.483 0c0-.926-.75-1.664-1.668-1.664a1.65 1.65 0 0 0-1.659 1.664q0 .236.06.443h3.208c.04-.148.06-.285.06-.443"/>',
  '<path fill="#000" d="M11.927 16.611a.947.947 0 0 1 .84 1.389h-1.679a.947.947 0 0 1 .84-1.389m8.135 0a.947.947 0 0 0-.84 1.389h1.679a.947.947 0 0 0-.84-1.389"/>',
  '<path fill="#fff" d="M11.65 16.92c0 .166-.132.3-.295.3a.3.3 0 0 1-.296-.3c0-.166.132-.3.296-.3s.296.134.296.3m8.195 0c0 .166-.133.3-.297.3a.3.3 0 0 1-.296-.3c0-.166.133-.3.296-.3c.164 0 .297.134.297.3"/>',
  '<path fill="#9b9b9b" d="m8.963 12.987l.002-.002l.003-.002l.009-.007l.022-.018l.067-.05q.083-.061.222-.15c.186-.117.45-.262.783-.394a5.3 5.3 0 0 1 2.783-.295a.995.995 0 1 1-.31 1.967a3.3 3.3 0 0 0-1.742.18a2.8 2.8 0 0 0-.56.297l-.014.011a.995.995 0 0 1-1.266-1.536m13.973-.001l-.002-.002l-.003-.002l-.009-.007l-.022-.018l-.067-.05a4 4 0 0 0-.222-.15a5 5 0 0 0-.783-.394a5.3 5.3 0 0 0-2.783-.295a.995.995 0 1 0 .31 1.967a3.3 3.3 0 0 1 1.742.18a3 3 0 0 1 .56.297l.014.011a.995.995 0 0 0 1.265-1.537M9 10c0 .624-.286 1.182-.734 1.548l.004.002l-1.404 1.15a1 1 0 0 0-.366.773V17a1.074 1.074 0 0 1-1.071-.997l-.408-5.715A2 2 0 1 1 9 10m14 0c0 .624.286 1.182.734 1.548l-.004.002l1.404 1.15a1 1 0 0 1 .366.773V17c.563 0 1.031-.435 1.071-.997l.408-5.715Q27 10.147 27 10a2 2 0 1 0-4 0"/>',
  '<path fill="#d67d00" d="M18.719 18.628a.5.5 0 0 1 .706.038c.195.219.377.37.613.474c.24.106.574.18 1.094.18a.5.5 0 1 1 0 1c-.612 0-1.094-.086-1.498-.265c-.41-.18-.702-.44-.954-.721a.5.5 0 0 1 .039-.706m-6.001.027a.5.5 0 0 1 .724.69h-.001l-.002.003l-.004.004l-.011.011a2 2 0 0 1-.168.151A3.56 3.56 0 0 1 11 20.32a.5.5 0 0 1-.001-1a2.56 2.56 0 0 0 1.702-.65zM13 8.5a.5.5 0 0 1 .5-.5h5a.5.5 0 0 1 0 1h-5a.5.5 0 0 1-.5-.5m-2 2a.5.5 0 0 1 .5-.5h9a.5.5 0 0 1 0 1h-9a.5.5 0 0 1-.5-.5"/>',
  // The beard, drawn over his chin.
  '<path fill="#eeeeee" d="M25.7 14.3L25 24.5c-.3 3.3-2.5 5.5-6 5.5h-6c-3.5 0-5.7-2.2-6-5.5l-.6-10.2l3 8.9c.1.5.7.6 1 .3l.8-.7c.7-.6 1.5-.8 2.3-.8h5c.9 0 1.7.2 2.3.8l.8.7c.3.3.9.1 1-.3zM13 26c0 .9.8 1.7 1.8 1.7c.2 0 .3-.2.3-.3v-.1c0-.5.4-.9.9-.9s.9.4.9.9v.1c0 .2.2.3.3.3c.9 0 1.8-.7 1.8-1.7v-1.5c0-.5-.346-.9-1-.9h-4c-.634 0-1 .4-1 .9z"/>',
].join("");

/**
 * The set's drawings drawn again, by icon name: their own art read as something else on a page.
 * The rainbow is a quarter of an arch in the corner of its square, which on a page (a number's
 * companion, a sky's) read as a broken piece: here it is the whole arch, in the set's six
 * colours. The sun is a scalloped disc in a disc, which read as a flower or a biscuit: here a
 * disc with rays. The ear of corn is a bumpy cob with no kernels, which read as a bunch of
 * grapes or a cloud (fresh seed 22602127: "pilgrim hat and corn", a Kwanzaa page): here a cob
 * of kernels in rows between two husk leaves. Sushi is two slabs of rice under two slabs of fish,
 * which read as two loaves of bread (fresh seed 26602127): here a maki roll behind a nigiri, its
 * rice grains, its fish's stripes and its band of nori. The octopus's eyes are moved into its face.
 */
export const redrawnIcons: Readonly<Record<string, string>> = {
  "ear-of-corn": [
    '<path fill="#fcd53f" d="M11.6 23C11 16.5 11.2 9.5 12.7 5.6C13.8 2.8 18.2 2.8 19.3 5.6C20.8 9.5 21 16.5 20.4 23Z"/>',
    ...Array.from({ length: 7 }, (_, row) =>
      (row === 0 ? [14.75, 17.25] : [13.45, 16, 18.55])
        .map(
          (x) =>
            `<rect x="${(x - 1.1).toFixed(2)}" y="${(5.4 + row * 2.35).toFixed(2)}" width="2.2" height="1.85" rx="0.8" fill="#f9c23c"/>`,
        )
        .join(""),
    ),
    '<path fill="#008463" d="M14.7 27.6h2.6v3.2h-2.6Z"/>',
    '<path fill="#44911b" d="M16 28.6C11.6 27.4 8.4 22 8.2 13.2C11 15.8 13.8 19.6 16 24Z"/>',
    '<path fill="#44911b" d="M16 28.6C20.4 27.4 23.6 22 23.8 13.8C21 16.4 18.2 20 16 24Z"/>',
  ].join(""),
  sushi: [
    // A maki roll behind: nori round, rice in a ring, the filling in the middle.
    '<path fill="#5b8c32" d="M19.5 9.5V17.6C19.5 19.3 22.1 20.6 25.25 20.6C28.4 20.6 31 19.3 31 17.6V9.5Z"/>',
    '<ellipse cx="25.25" cy="9.5" rx="5.75" ry="2.6" fill="#5b8c32"/>',
    '<ellipse cx="25.25" cy="9.5" rx="4.5" ry="1.95" fill="#f4f4f4"/>',
    '<ellipse cx="25.25" cy="9.5" rx="1.9" ry="0.85" fill="#ff822d"/>',
    // A nigiri in front: a block of rice, its grains, a slice of fish draped over it, the
    // fish's pale stripes and a band of nori round both.
    '<path fill="#f4f4f4" d="M4 22.6C4 19.8 6.5 18.6 12.5 18.6C18.5 18.6 21 19.8 21 22.6C21 25.6 18.5 27.2 12.5 27.2C6.5 27.2 4 25.6 4 22.6Z"/>',
    ...[
      [7, 24.4],
      [9.8, 25.6],
      [15.2, 25.6],
      [18, 24.4],
    ].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="0.95" ry="0.55" fill="#e1e1e1"/>`),
    '<path fill="#ff822d" d="M2.8 19.6C2.6 16.2 6.6 13.8 12.5 13.8C18.4 13.8 22.4 16.2 22.2 19.6C22.1 20.9 20.8 21.3 19.6 20.7C17.4 19.7 15 19.4 12.5 19.4C10 19.4 7.6 19.7 5.4 20.7C4.2 21.3 2.9 20.9 2.8 19.6Z"/>',
    ...[0, 1, 2, 3].map(
      (k) =>
        `<path fill="#ffc5a6" d="M${5.4 + k * 4.2} 15.6C${6.9 + k * 4.2} 16.7 ${7.5 + k * 4.2} 18 ${7.4 + k * 4.2} 19.5L${6.6 + k * 4.2} 19.7C${6.6 + k * 4.2} 18.3 ${6.1 + k * 4.2} 17.1 ${4.9 + k * 4.2} 16.1Z"/>`,
    ),
    '<path fill="#5b8c32" d="M10.9 14H14.1V27.1H10.9Z"/>',
  ].join(""),
  // The octopus's eyes were black dots on the two sides of its head, read as headphones on a
  // ball (fresh seed 36602127: "kawaii octopus"): here they are in its face, over a small smile.
  octopus: `<g fill="none"><path fill="#f8312f" d="M7.311 17.654c.116.411.194.693-.592.596c-.444-.055-.838-.12-1.154-.171a7 7 0 0 0-.69-.095c-.167.006-.412.3-.125 1s.635 1.412.828 1.72l3.594-.892l-1.61-2.453l-.296.125q.022.088.045.17m17.402 0c-.116.411-.195.693.592.596c.444-.055.838-.12 1.154-.171c.32-.053.56-.092.69-.095c.166.006.412.3.125 1c-.288.7-.636 1.412-.828 1.72l-3.594-.892l1.61-2.453l.296.125q-.022.088-.046.17"/><path fill="#ff5e59" d="M8.177 18.841c.161.338.365.765-.802 1.034l-4.61 1.047c-.757.203-.645.509-.523.843q.03.078.055.157C2.74 23.36 6 25.812 8.157 25.5l4.156-3.719l-3.891-3.187l-.266.203zm15.8 0c-.161.338-.365.765.802 1.034l4.61 1.047c.757.203.645.509.523.843a3 3 0 0 0-.055.157c-.443 1.438-3.703 3.89-5.859 3.578l-4.156-3.719l3.89-3.187l.266.203z"/><path fill="#ff8687" d="m20.963 20.728l6.025 1.398c.158-.008.428.124.25.722c-.223.746-.768 2.297-4.28 2.287c-2.81-.009-3.24-2.63-3.103-3.939zm-9.713.553l-6.125.813c-.156-.021-.437.08-.312.656c.156.719.562 2.219 4.062 2.5c2.8.225 3.458-2.198 3.438-3.438z"/><path fill="#ff5e59" d="M10.953 21.36c.167.192.347.706-.265 1.218c-.613.513-3.745 3.276-5.235 4.594c-.288.255-.172.425.042.736l.052.076c1.002 1.48 6.125 3.938 10.14-1.218c.115-.148.206-.248.313-.25v.012l.035-.009l.034.01v-.013c.108.002.198.102.313.25c4.015 5.156 9.138 2.698 10.14 1.218l.052-.076c.214-.311.33-.481.042-.736c-1.49-1.318-4.622-4.081-5.234-4.594s-.433-1.026-.266-1.219l-1.102-.382l-3.98 1.285l-3.98-1.285z"/><path fill="#ff8257" d="M6.375 12a9 9 0 0 1 9-9H17a9 9 0 0 1 9 9v1.625a9 9 0 0 1-9 9h-1.625a9 9 0 0 1-9-9z"/><circle cx="12.6" cy="13.2" r="1.6" fill="#1c1c1c"/><circle cx="19.4" cy="13.2" r="1.6" fill="#1c1c1c"/><circle cx="12.1" cy="12.7" r=".5" fill="#fff"/><circle cx="18.9" cy="12.7" r=".5" fill="#fff"/><path fill="#1c1c1c" d="M14.2 16.6q1.8 1.7 3.6 0q-1.8 1-3.6 0Z"/></g>`,
  rainbow: ["#f8312f", "#ffb02e", "#fff478", "#00d26a", "#3f5fff", "#8d65c5"]
    .map((fill, k) => `<path fill="${fill}" d="${halfRing(15 - k * 1.8, 15 - (k + 1) * 1.8)}"/>`)
    .join(""),
  sun: [
    ...Array.from({ length: 8 }, (_, k) => {
      const a = (k * Math.PI) / 4;
      const at = (r: number, side: number) =>
        `${(16 + r * Math.cos(a) - side * Math.sin(a)).toFixed(2)} ${(16 + r * Math.sin(a) + side * Math.cos(a)).toFixed(2)}`;
      return `<path fill="#ff822d" d="M${at(9.4, -1.4)}L${at(14.6, 0)}L${at(9.4, 1.4)}Z"/>`;
    }),
    '<circle cx="16" cy="16" r="8" fill="#fcd53f"/>',
  ].join(""),
};

/**
 * A cheetah: the set's leopard (Fluent Emoji, MIT) with the cheetah's own marks, many small solid
 * spots and the black "tear" line from the eye to the mouth. It had stood in as the leopard, to
 * be accepted.
 */
const cheetah = [
  '<path fill="#ff9f2e" d="m13.5 22.52l1.89 7.09c.06.2-.09.39-.3.39h-3.63c-.18 0-.31-.16-.28-.33l.17-.98a.84.84 0 0 1 .62-.66l-1.47-5.51zM16.97 28l1.47-5.48h2.98l-1.9 7.11c-.06.22-.25.37-.48.37H16.2c-.19 0-.33-.17-.3-.36l.17-.95c.07-.4.42-.69.82-.69z"/>',
  '<path fill="#ffb02e" d="M4.74 18H6l1.322 2.35l.668 3.28V28c-.55 0-.99.44-.99.98v.6c0 .23.19.42.42.42h3.25c.17 0 .31-.14.31-.31V24h8.58l2.4 2.4l-.43 1.6h-.22c-.48 0-.9.33-1.01.79l-.2.8c-.05.21.11.41.33.41h3.22c.22 0 .41-.14.47-.34l1.5-4.5c.15-.46.26-.94.32-1.43V24c0 1.65 1.35 3 3 3c.55 0 1-.45 1-1s-.45-1-1-1s-1-.45-1-1v-6c0-1.65-1.35-3-3-3h-.82L24.04 15h-4.806l-1.238.654l-1.33-.654H15.29a4.3 4.3 0 0 1-2.207-.614c-.052-.031-1.777-.163-1.777-.163v-1.906a4.3 4.3 0 0 1-.316-1.617V9.5c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.5h-.35A3.64 3.64 0 0 0 4 13.64c0 .2-.16.36-.36.36l-1.062 1.695L4 17.898q.355.101.74.102"/>',
  '<path fill="#ffdea7" d="M10 10v-.5c0-.28-.22-.5-.5-.5s-.5.22-.5.5v.5zm-8 5.26c0 1.26.85 2.31 2 2.64v-4.26c0 .2-.16.36-.36.36h-.82zm5.99 4.73v3.64A3.58 3.58 0 0 1 6 20.42V18c1.1 0 1.99.89 1.99 1.99"/>',
  '<path fill="#6d4534" d="M11.95 14.96c.46 0 .88-.22 1.13-.57l-.042-.024A4.3 4.3 0 0 1 11.3 12.3a1.408 1.408 0 0 0 .65 2.66M30 26c0 .55-.45 1-1 1a3 3 0 0 1-1-.17V24c0 .55.45 1 1 1s1 .45 1 1"/>',
  // Small solid spots over the back, the flank and the legs.
  ...[
    [14.4, 17.2],
    [16.6, 16.6],
    [19.2, 17.4],
    [21.6, 16.7],
    [23.2, 18.6],
    [15.2, 19.6],
    [17.9, 19.3],
    [20.6, 19.9],
    [13.1, 21.1],
    [16.4, 21.8],
    [22.4, 21.6],
    [9.4, 18.4],
    [10.2, 21.2],
    [25.6, 20.4],
    [26.4, 23.2],
  ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="0.55" fill="#212121"/>`),
  '<path fill="#212121" d="M5 14.5c0 .28.22.5.5.5s.5-.22.5-.5V14c0-.28-.22-.5-.5-.5s-.5.22-.5.5zm-3 .22c0-.4.32-.72.72-.72h.97L2 15.578z"/>',
  // The tear line, from the eye down round the muzzle.
  '<path fill="#212121" d="M5.12 15.1h.62c-.12 1.2-.72 2.14-1.72 2.66l-.3-.5c.8-.42 1.28-1.18 1.4-2.16z"/>',
].join("");

/**
 * A seahorse, upright and facing left: a crest of spikes, a long snout, a round belly lighter in
 * front, a fin on its back and its tail curled under it. It had stood in as the tropical fish.
 */
const seahorse = [
  '<path fill="#ff822d" d="M14.6 3.9l.7-1.9l.8 1.4l.9-1.6l.7 1.6l.9-1.2l.3 1.9z"/>',
  '<path fill="#ffd15c" d="M22.4 12.6C24.8 12.6 26.2 15.4 25.2 18.2L22.6 17.6z"/>',
  '<path fill="#ffb02e" d="M15.5 3.2C18.2 3 20.3 4.8 20.4 7.4C20.5 8.6 20.9 9.6 21.8 10.8C23.6 13.2 23.6 17.6 21.4 20.4C20.2 22 19.2 23.6 19 25.5C18.7 25.7 18.4 26 18.3 26.6C18.2 28 19.7 28.7 20.7 28C21.2 27.6 20.9 27 20.4 27.1C19.7 27.3 19.2 26.5 19.6 25.8C20.2 24.8 21.8 24.9 22.4 26.1C23.1 27.6 22.1 29.5 20.2 29.7C18.2 29.9 16.3 28.3 16.6 25.5C16.8 23 17.6 21.8 16.2 21.2C13.2 20 11.4 17.4 11.8 14C12 12 12.8 10.8 13.8 10.1L8.2 10.2C7.2 10.2 6.6 9.6 6.6 8.9C6.6 8.2 7.2 7.6 8.2 7.6L13.2 7.4C13.2 5 14 3.3 15.5 3.2Z"/>',
  '<path fill="#ffd15c" d="M13.8 10.1C12.8 10.8 12 12 11.8 14C11.4 17.4 13.2 20 16.2 21.2C15 19 14.6 16 15.2 12.5C15.3 11.6 14.8 10.6 13.8 10.1Z"/>',
  '<circle cx="16.9" cy="6.3" r=".95" fill="#212121"/>',
].join("");

export const ownDrawings: readonly OwnDrawing[] = [
  ...shapes.map(
    ([name, outline, inner, fill, pale, tags]): OwnDrawing => ({
      hexcode: `own-shape-${name}`,
      label: name,
      tags: [name, "shape", "geometry", ...tags],
      group: 8,
      subgroup: 96,
      body: `<g fill="none">${shapeWithFace(outline, inner, fill, pale)}</g>`,
    }),
  ),
  {
    hexcode: "own-excavator",
    label: "excavator",
    tags: ["excavator", "digger", "backhoe", "construction", "dig"],
    group: 5,
    subgroup: 54,
    body: `<g fill="none">${excavator}</g>`,
  },
  {
    hexcode: "own-bulldozer",
    label: "bulldozer",
    tags: ["bulldozer", "dozer", "earthmover", "construction"],
    group: 5,
    subgroup: 54,
    body: `<g fill="none">${bulldozer}</g>`,
  },
  {
    hexcode: "own-dump-truck",
    label: "dump truck",
    tags: ["dump truck", "dumper", "tipper", "construction"],
    group: 5,
    subgroup: 54,
    body: `<g fill="none">${dumpTruck}</g>`,
  },
  {
    hexcode: "own-cement-mixer",
    label: "cement mixer",
    tags: ["cement mixer", "mixer", "construction"],
    group: 5,
    subgroup: 54,
    body: `<g fill="none">${cementMixer}</g>`,
  },
  {
    hexcode: "own-steamroller",
    label: "steamroller",
    tags: ["steamroller", "roller", "compactor", "construction"],
    group: 5,
    subgroup: 54,
    body: `<g fill="none">${roadRoller}</g>`,
  },
  {
    hexcode: "own-forklift",
    label: "forklift",
    tags: ["forklift", "warehouse"],
    group: 5,
    subgroup: 54,
    body: `<g fill="none">${forklift}</g>`,
  },
  {
    hexcode: "own-blossoming-tree",
    label: "blossoming tree",
    tags: ["blossom", "spring"],
    group: 3,
    subgroup: 41,
    body: `<g fill="none">${blossomingTree}</g>`,
    upright: true,
  },
  {
    hexcode: "own-fruit-tree",
    label: "fruit tree",
    tags: ["orchard"],
    group: 3,
    subgroup: 41,
    body: `<g fill="none">${fruitTree}</g>`,
    upright: true,
  },
  {
    hexcode: "own-bauble",
    label: "christmas ornament",
    tags: ["bauble"],
    group: 6,
    subgroup: 60,
    body: `<g fill="none">${bauble}</g>`,
    upright: true,
  },
  {
    hexcode: "own-lighthouse",
    label: "lighthouse",
    tags: ["lighthouse", "beacon", "coast", "nautical", "sea", "tower"],
    group: 5,
    subgroup: 51,
    body: `<g fill="none">${lighthouse}</g>`,
  },
  {
    hexcode: "own-triceratops",
    label: "triceratops",
    tags: ["triceratops", "horned", "prehistoric"],
    group: 3,
    subgroup: 37,
    body: `<g fill="none">${triceratops}</g>`,
  },
  {
    hexcode: "own-stegosaurus",
    label: "stegosaurus",
    tags: ["stegosaurus", "dinosaur", "plates", "prehistoric"],
    group: 3,
    subgroup: 37,
    body: `<g fill="none">${stegosaurus}</g>`,
  },
  {
    hexcode: "own-pterodactyl",
    label: "pterodactyl",
    tags: ["pterodactyl", "pterosaur", "pteranodon", "flying reptile", "prehistoric"],
    group: 3,
    subgroup: 37,
    body: `<g fill="none">${pterodactyl}</g>`,
  },
  {
    hexcode: "own-starfish",
    label: "starfish",
    tags: ["starfish", "sea star", "ocean", "beach", "sea"],
    group: 3,
    subgroup: 38,
    body: `<g fill="none">${starfish}</g>`,
  },
  {
    hexcode: "own-clay-pot",
    label: "clay pot",
    tags: ["terracotta"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${flowerPot}</g>`,
    upright: true,
  },
  {
    hexcode: "own-eggshell",
    label: "cracked eggshell",
    tags: ["eggshell", "cracked egg", "broken egg", "hatching egg"],
    group: 4,
    subgroup: 44,
    body: `<g fill="none">${eggshell}</g>`,
    upright: true,
  },
  {
    hexcode: "own-teacup",
    label: "teacup without handle",
    tags: [],
    group: 4,
    subgroup: 47,
    body: `<g fill="none">${teacup}</g>`,
    upright: true,
    holds: ["1F375", "2615"],
  },
  {
    hexcode: "own-easter-egg",
    label: "easter egg",
    tags: ["easter egg", "pysanka"],
    group: 4,
    subgroup: 44,
    body: `<g fill="none">${easterEgg}</g>`,
    upright: true,
  },
  {
    hexcode: "own-gingerbread-man",
    label: "gingerbread man",
    tags: ["gingerbread", "cookie", "christmas", "biscuit"],
    group: 4,
    subgroup: 46,
    body: `<g fill="none">${gingerbreadMan}</g>`,
  },
  {
    hexcode: "own-hot-air-balloon",
    label: "hot air balloon",
    tags: ["hot air balloon", "balloon", "flight", "basket", "sky"],
    group: 5,
    subgroup: 56,
    body: `<g fill="none">${hotAirBalloon}</g>`,
    upright: true,
  },
  {
    hexcode: "own-songbird",
    label: "songbird",
    tags: ["songbird", "robin", "sparrow", "finch", "bluebird", "wren"],
    group: 3,
    subgroup: 35,
    body: `<g fill="none">${songbird}</g>`,
  },
  {
    hexcode: "own-dragonfly",
    label: "dragonfly",
    tags: ["dragonfly", "dragonflies", "damselfly"],
    group: 3,
    subgroup: 39,
    body: `<g fill="none">${dragonfly}</g>`,
  },
  {
    hexcode: "own-popsicle",
    label: "popsicle",
    tags: ["popsicle", "popsicles", "lolly"],
    group: 4,
    subgroup: 46,
    body: `<g fill="none">${popsicle}</g>`,
    upright: true,
  },
  {
    hexcode: "own-party-hat",
    label: "party hat",
    tags: ["party hat", "birthday hat", "cone hat", "paper hat"],
    group: 7,
    subgroup: 65,
    body: `<g fill="none">${partyHat}</g>`,
    upright: true,
  },
  {
    hexcode: "own-desk",
    label: "desk",
    tags: ["desk", "desks"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${desk}</g>`,
    upright: true,
    kindsOnly: true,
  },
  {
    hexcode: "own-table",
    label: "table",
    tags: ["table", "tables"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${table}</g>`,
    upright: true,
    kindsOnly: true,
  },
  {
    hexcode: "own-bookshelf",
    label: "bookshelf",
    tags: ["bookshelf", "bookshelves", "bookcase", "bookcases"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${bookshelf}</g>`,
    upright: true,
    kindsOnly: true,
  },
  {
    hexcode: "own-stove",
    label: "stove",
    tags: ["stove", "stoves", "oven", "ovens", "cooker"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${stove}</g>`,
    upright: true,
    kindsOnly: true,
  },
  {
    hexcode: "own-easel",
    label: "easel",
    tags: ["easel", "easels"],
    group: 6,
    subgroup: 64,
    body: `<g fill="none">${easel}</g>`,
    upright: true,
    kindsOnly: true,
  },
  {
    hexcode: "own-treasure-chest",
    label: "treasure chest",
    tags: ["treasure", "chest", "pirate", "gold", "coins", "loot"],
    group: 7,
    subgroup: 82,
    body: `<g fill="none">${treasureChest}</g>`,
    upright: true,
  },
  {
    hexcode: "own-fireplace",
    label: "fireplace",
    tags: ["fireplace", "hearth", "mantel", "mantelpiece", "fire", "cozy", "logs"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${fireplace}</g>`,
    upright: true,
  },
  {
    hexcode: "own-seahorse",
    label: "seahorse",
    tags: ["seahorse", "sea horse", "ocean", "sea", "underwater", "fish"],
    group: 3,
    subgroup: 38,
    body: `<g fill="none">${seahorse}</g>`,
  },
  {
    hexcode: "own-cheetah",
    label: "cheetah",
    tags: ["cheetah", "big cat", "fast", "savanna", "safari", "africa", "spots"],
    group: 3,
    subgroup: 34,
    body: `<g fill="none">${cheetah}</g>`,
  },
  {
    hexcode: "own-pegasus",
    label: "pegasus",
    tags: ["pegasus", "winged horse", "flying horse", "horse with wings", "wings", "fantasy", "myth"],
    group: 3,
    subgroup: 34,
    body: `<g fill="none">${pegasusBody}${wing}</g>`,
  },
  {
    hexcode: "own-alicorn",
    label: "alicorn",
    tags: ["alicorn", "winged unicorn", "flying unicorn", "unicorn with wings", "wings", "fantasy", "magic"],
    group: 3,
    subgroup: 34,
    body: `<g fill="none">${unicorn}${wing}</g>`,
  },
  {
    hexcode: "own-hen-whole",
    label: "chicken",
    tags: [],
    group: 3,
    subgroup: 35,
    body: `<g fill="none">${hen}</g>`,
    wholeOf: "1F414",
  },
  {
    hexcode: "own-unicorn-whole",
    label: "unicorn",
    tags: [],
    group: 3,
    subgroup: 34,
    body: `<g fill="none">${unicorn}</g>`,
    wholeOf: "1F984",
  },
  {
    hexcode: "own-cauldron",
    label: "cauldron",
    tags: ["cauldron", "brew"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${cauldron}</g>`,
    upright: true,
  },
  {
    hexcode: "own-bridge",
    label: "bridge",
    tags: ["bridge", "footbridge", "arch"],
    group: 5,
    subgroup: 53,
    body: `<g fill="none">${bridge}</g>`,
    upright: true,
  },
  {
    hexcode: "own-waterfall",
    label: "waterfall",
    tags: ["waterfall", "waterfalls", "cascade", "falls"],
    group: 5,
    subgroup: 53,
    body: `<g fill="none">${waterfall}</g>`,
    upright: true,
  },
  {
    hexcode: "own-macaron",
    label: "macaron",
    tags: ["macaron", "macaroon"],
    group: 4,
    subgroup: 46,
    body: `<g fill="none">${macaron}</g>`,
  },
  {
    hexcode: "own-milkshake",
    label: "milkshake",
    tags: ["milkshake", "shake", "smoothie"],
    group: 4,
    subgroup: 47,
    body: `<g fill="none">${milkshake}</g>`,
    upright: true,
  },
  {
    hexcode: "own-potion-bottle",
    label: "potion bottle",
    tags: ["potion", "elixir", "flask"],
    group: 7,
    subgroup: 79,
    body: `<g fill="none">${potionBottle}</g>`,
    upright: true,
  },
  {
    hexcode: "own-old-man-beard",
    label: "old man: beard",
    tags: ["beard", "bearded", "whiskers"],
    group: 1,
    subgroup: 23,
    body: `<g fill="none">${oldManBeard}</g>`,
  },
  {
    hexcode: "own-rake",
    label: "rake",
    tags: ["rake", "rakes", "garden rake", "leaf rake"],
    group: 7,
    subgroup: 78,
    body: `<g fill="none">${rake}</g>`,
    upright: true,
  },
  {
    hexcode: "own-shovel",
    label: "shovel",
    tags: ["shovel", "shovels", "snow shovel", "garden shovel"],
    group: 7,
    subgroup: 78,
    body: `<g fill="none">${shovel}</g>`,
    upright: true,
  },
  {
    hexcode: "own-watering-can",
    label: "watering can",
    tags: ["watering can", "watering cans", "watering pot"],
    group: 7,
    subgroup: 78,
    body: `<g fill="none">${wateringCan}</g>`,
    upright: true,
  },
  {
    hexcode: "own-wheelbarrow",
    label: "wheelbarrow",
    tags: ["wheelbarrow", "wheelbarrows", "barrow"],
    group: 7,
    subgroup: 78,
    body: `<g fill="none">${wheelbarrow}</g>`,
    upright: true,
  },
  {
    hexcode: "own-trash-can",
    label: "trash can",
    tags: ["trash can", "trash cans", "garbage can", "garbage cans", "dustbin", "trash bin", "garbage bin"],
    group: 7,
    subgroup: 81,
    body: `<g fill="none">${trashCan}</g>`,
    upright: true,
  },
];
