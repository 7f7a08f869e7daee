/**
 * The built-in scenes of spot the difference: what may stand in the sky row, on the land (or
 * under the water) and what small part may be added to an object. Names are drawings of the
 * built-in sketch engine (emoji annotations); `sided` ones face one way, so a mirrored copy is
 * a visible difference (a mirrored tulip is the same tulip).
 */
export interface Scene {
  name: string;
  /** The line between the sky row and the land: hills, waves, or none (space). */
  horizon: "hills" | "waves" | "none";
  sky: string[];
  land: string[];
  /** Small things that can join an object as "a part added" (a butterfly on a tree). */
  parts: string[];
}

export const sided = new Set([
  "cat",
  "dog",
  "bird",
  "rabbit",
  "snail",
  "duck",
  "cow",
  "pig",
  "chicken",
  "horse",
  "goat",
  "rooster",
  "tractor",
  "automobile",
  "bicycle",
  "fish",
  "tropical fish",
  "spouting whale",
  "dolphin",
  "turtle",
  "shark",
  "sailboat",
  "rocket",
  "comet",
  "shooting star",
  "hedgehog",
  "fox",
  "mouse",
  "dove",
  "parrot",
  "seal",
  "shrimp",
  "lobster",
]);

const scenes: Scene[] = [
  {
    name: "park",
    horizon: "hills",
    sky: ["sun", "cloud", "bird", "kite", "balloon", "butterfly", "dove"],
    land: [
      "deciduous tree",
      "evergreen tree",
      "house",
      "tulip",
      "sunflower",
      "mushroom",
      "cat",
      "dog",
      "rabbit",
      "snail",
      "duck",
      "soccer ball",
      "bicycle",
      "hedgehog",
      "tent",
      "fox",
    ],
    parts: ["butterfly", "lady beetle", "honeybee", "star", "red heart"],
  },
  {
    name: "farm",
    horizon: "hills",
    sky: ["sun", "cloud", "bird", "dove", "butterfly"],
    land: [
      "cow",
      "pig",
      "chicken",
      "horse",
      "goat",
      "tractor",
      "house",
      "deciduous tree",
      "sunflower",
      "ear of corn",
      "carrot",
      "duck",
      "rabbit",
      "dog",
      "cat",
      "mouse",
    ],
    parts: ["baby chick", "honeybee", "butterfly", "star", "red heart"],
  },
  {
    name: "ocean",
    horizon: "waves",
    sky: ["sun", "cloud", "sailboat", "bird", "dove"],
    land: [
      "tropical fish",
      "fish",
      "octopus",
      "crab",
      "spouting whale",
      "dolphin",
      "turtle",
      "spiral shell",
      "jellyfish",
      "shark",
      "seal",
      "shrimp",
      "lobster",
      "blowfish",
      "anchor",
      "coral",
    ],
    parts: ["star", "red heart", "tropical fish", "spiral shell"],
  },
  {
    name: "space",
    horizon: "none",
    sky: ["ringed planet", "full moon", "comet", "shooting star", "glowing star"],
    land: [
      "rocket",
      "flying saucer",
      "satellite",
      "alien",
      "ringed planet",
      "crescent moon",
      "star",
      "telescope",
      "comet",
      "sun",
      "globe showing Americas",
      "shooting star",
    ],
    parts: ["star", "sparkles", "red heart"],
  },
];

/** The scene a theme names ("under the sea" is the ocean); a park for anything else. */
export function sceneFor(theme: string | undefined): Scene {
  const t = (theme ?? "").toLowerCase();
  if (/\b(farm|barn|countryside)\b/.test(t)) return scenes[1] as Scene;
  if (/\b(ocean|sea|underwater|beach|fish)\b/.test(t)) return scenes[2] as Scene;
  if (/\b(space|planet|stars?|rocket|moon|galaxy)\b/.test(t)) return scenes[3] as Scene;
  return scenes[0] as Scene;
}
