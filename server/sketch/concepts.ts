/**
 * Place words → the kind of backdrop a scene draws and the props that belong there. OpenMoji
 * has one drawing per thing, so "bakery" alone would only find a teapot; here it brings
 * bread, croissant and cake, and "cozy living room" brings a couch, a plant and books.
 */
import { isPerson, isPlace, placeKindNames } from "./lexicon.js";
import { remembered } from "./remembered.js";
import { rainWords } from "./words.js";

export type SettingKind =
  | "facade"
  | "room"
  | "kitchen"
  | "classroom"
  | "shop"
  | "stage"
  | "outdoor"
  | "street"
  | "sky"
  | "space";

export interface Concept {
  match: RegExp;
  kind: SettingKind;
  props: string[];
  /** Extra backdrop features: mountains, lake, pines, beach, underwater, rain, night, fog, field, dry (no trees), surface (the moon's ground). */
  features?: string[];
  /** Shop-sign word for shops and building fronts. */
  sign?: string;
  /** A holiday whose things the scene always shows (St. Patrick's: shamrocks, a hat, gold). */
  holiday?: "st-patricks";
  /**
   * A room's own furniture (a bedroom's bed, a kitchen's stove): the page's subject when the room
   * alone is said (reading.ts `placePage`), never one of the things set on its shelves.
   */
  furniture?: string;
  /** The room's name as a place, where its furniture alone is drawn (relation.ts `roomOf`: a desk in the home office). */
  room?: string;
}

/** Words of a place of snow and ice ("in the snow", "a snowy forest", "winter", "the Arctic"). */
const coldPlace =
  /snow(?!m[ae]n|flakes?|balls?|boards?|globes?|mobiles?|drops?|cones?|shoes?|plows?|y owl)|winter|arctic|antarctic|north pole|south pole|polar|icy|ice(?![- ]?(?:cream|pops?|lolly|lollies|cubes?|tea|d\b))(?![a-z])|frozen|blizzard|tundra|frost(?!ing|ed)|icebergs?|glaciers?|ice ?floes?|ice ?sheets?|ice ?caps?|pack ice/;

/** Whether words name a place of snow and ice, matched from the start of a word (as `conceptFor`). */
export const saysCold = (words: string): boolean => atWordStart(coldPlace, words);

const concepts: Concept[] = [
  {
    match: /patrick|leprechaun|shamrock|clover|pots? of gold|money bag/,
    kind: "outdoor",
    holiday: "st-patricks",
    props: ["shamrock", "four leaf clover", "top hat", "rainbow", "coin", "money bag"],
  },
  {
    match: /bakery|baker|pastry|patisserie|bread/,
    kind: "shop",
    sign: "Bakery",
    props: ["bread", "croissant", "birthday cake", "baguette bread", "cupcake", "doughnut", "pretzel"],
  },
  {
    match: /cafe|café|coffee|tea ?house|tea ?room|tea shop/,
    kind: "shop",
    sign: "Café",
    props: ["hot beverage", "teapot", "croissant", "cupcake", "shortcake", "teacup without handle"],
  },
  {
    match: /candy|sweet shop|sweets/,
    kind: "shop",
    sign: "Sweets",
    props: ["lollipop", "candy", "chocolate bar", "cookie", "doughnut"],
  },
  {
    match: /flower shop|florist/,
    kind: "shop",
    sign: "Flowers",
    props: ["tulip", "rose", "sunflower", "bouquet", "potted plant"],
  },
  {
    match: /book ?shops?|book ?stores?|booksellers?/,
    kind: "shop",
    sign: "Books",
    props: ["books", "closed book", "green book", "blue book", "open book", "notebook"],
  },
  {
    match: /ice ?cream (?:shops?|stores?|parlou?rs?|stands?)|gelaterias?/,
    kind: "shop",
    sign: "Ice Cream",
    props: ["soft ice cream", "ice cream", "shaved ice", "lollipop", "custard"],
  },
  {
    match: /toy ?shop|toy ?store/,
    kind: "shop",
    sign: "Toys",
    props: ["teddy bear", "kite", "yo-yo", "balloon", "wrapped gift"],
  },
  {
    match: /shop|store|market|grocer/,
    kind: "shop",
    sign: "Shop",
    props: ["shopping bags", "basket", "wrapped gift", "red apple", "bread"],
  },
  {
    match: /kitchen|cook/,
    kind: "kitchen",
    props: ["teapot", "cooking", "pot of food", "bread", "red apple", "spoon"],
    furniture: "stove",
    room: "kitchen",
  },
  {
    match: /class ?room|school|class|lesson|science lab/,
    kind: "classroom",
    props: ["books", "pencil", "globe showing europe-africa", "backpack", "microscope", "straight ruler"],
  },
  {
    match: /(?:home )?office|study/,
    kind: "room",
    props: ["desktop computer", "books", "potted plant", "pencil", "mantelpiece clock", "hot beverage"],
    furniture: "desk",
    room: "home office",
  },
  {
    match: /(?:art |artist'?s? |painter'?s? )?studio|atelier/,
    kind: "room",
    props: ["artist palette", "paintbrush", "framed picture", "potted plant", "pencil"],
    furniture: "easel",
    room: "art studio",
  },
  {
    match: /library/,
    kind: "room",
    props: ["books", "open book", "potted plant", "candle", "hot beverage", "mantelpiece clock"],
    furniture: "bookshelf",
    room: "library",
  },
  {
    match: /reading nook|nook/,
    kind: "room",
    props: ["books", "open book", "potted plant", "candle", "hot beverage", "mantelpiece clock"],
    furniture: "couch and lamp",
  },
  {
    match: /bathroom|bath ?room|washroom|bath ?time/,
    kind: "room",
    props: ["soap", "toothbrush", "sponge", "potted plant", "bubbles"],
    furniture: "bathtub",
  },
  {
    match: /bedroom|bed ?time|sleep/,
    kind: "room",
    props: ["teddy bear", "alarm clock", "potted plant", "books", "candle"],
    furniture: "bed",
  },
  {
    match: /dining ?room/,
    kind: "room",
    props: ["teapot", "bread", "red apple", "potted plant", "candle", "framed picture"],
    furniture: "table",
    room: "dining room",
  },
  {
    match: /living ?room|lounge|cozy room|room|indoor|home|house|cottage|cabin|fireplace|window ?sills?|window/,
    kind: "room",
    props: ["couch and lamp", "potted plant", "books", "hot beverage", "mantelpiece clock", "framed picture"],
  },
  {
    match: /circus|carnival|big top/,
    kind: "stage",
    props: ["balloon", "admission tickets", "popcorn", "drum", "person juggling", "circus tent"],
  },
  {
    match: /stage|theat|concert|show(?!ing)/,
    kind: "stage",
    props: ["performing arts", "microphone", "musical notes", "balloon"],
  },
  {
    match: /victorian|street|city|town|alley|cityscape|village|downtown/,
    kind: "street",
    // What is found on a street, standing there: the key and the magnifying glass of a mystery
    // (moodProps) had lain in every town square, beside its fountain.
    props: ["cat", "potted plant", "bicycle", "postbox", "dog", "bird"],
  },
  {
    // The moon's ground, said as where someone is ("an astronaut on the moon": reading.ts).
    match: /moonscape/,
    kind: "space",
    features: ["surface"],
    props: ["ringed planet", "rocket", "comet", "satellite"],
  },
  {
    match: /space|galaxy|planet|cosmos|moon ?base|stars?cape/,
    kind: "space",
    props: ["ringed planet", "rocket", "comet", "satellite", "flying saucer"],
  },
  {
    match: /sky|clouds?|flying|air/,
    kind: "sky",
    props: ["cloud", "kite", "bird", "rainbow", "parachute"],
  },
  {
    // Snow and ice: a white land, snow falling, pines; before the mountains and forests, so a
    // "snowy forest" is snowy. Snowmen, snowballs and snowflakes are things, not the place.
    match: coldPlace,
    kind: "outdoor",
    features: ["snow", "pines"],
    props: ["snowman", "evergreen tree", "sled", "evergreen tree"],
  },
  {
    // A wetland (a swamp, a marsh, a bog) is a river's bank: water, reeds and trees.
    match: /river|stream|creek|pond|wetland/,
    kind: "outdoor",
    features: ["lake", "pines"],
    // The water is the backdrop's; a wave drawn on the bank as its subject read as a stand-in.
    props: ["canoe", "evergreen tree", "fish", "fishing pole"],
  },
  {
    match: /camp|lake|tent/,
    kind: "outdoor",
    features: ["mountains", "lake", "pines"],
    props: ["evergreen tree", "fire", "canoe", "fishing pole", "camping"],
  },
  {
    // Mesas behind, cacti and the creatures of dry land in front.
    match: /desert|dunes?|canyon/,
    kind: "outdoor",
    features: ["mountains", "dry"],
    props: ["cactus", "camel", "lizard", "scorpion", "sun"],
  },
  {
    match: /mountain|hike|hiking/,
    kind: "outdoor",
    features: ["mountains", "pines"],
    // No snow-capped mountain: the set draws it as a framed tile, which stood as a prop at the
    // feet of whatever was in the mountains.
    props: ["evergreen tree", "backpack", "deciduous tree"],
  },
  {
    // A jungle is green and warm: leafy trees, palms and its creatures, never pines and snow.
    match: /jungle|rain ?forests?/,
    kind: "outdoor",
    props: ["palm tree", "monkey", "parrot", "butterfly", "frog", "snake"],
  },
  {
    // The savanna is open grass under a few flat-topped acacias far off, its animals in front
    // (a safari's giraffe had stood among the jungle's leafy trees, their crowns through its neck).
    match: /savann?ah?|safari|veldt|serengeti/,
    kind: "outdoor",
    features: ["acacias"],
    props: ["zebra", "giraffe", "eagle", "elephant"],
  },
  {
    match: /forest|woods/,
    kind: "outdoor",
    features: ["pines"],
    props: ["mushroom", "hedgehog", "evergreen tree", "fallen leaf", "owl"],
  },
  {
    // Under the water (and the sea of a swimming subject, layouts/motif.ts): a seabed, not a shore.
    match: /underwater|under the sea|undersea|deep sea|coral reef|\breef\b/,
    kind: "outdoor",
    features: ["underwater"],
    props: ["spiral shell", "crab", "tropical fish", "blowfish", "coral"],
  },
  {
    // The waves and the water said as a place ("a boat on the waves", "a dolphin jumping out of
    // the water") are the sea: the set draws a wave only as a picture in a frame.
    match: /beach|ocean|sea|seaside|shore|coast|island|waves(?![a-z])|(?<=\bthe )water(?![a-z])/,
    kind: "outdoor",
    features: ["beach"],
    props: ["spiral shell", "crab", "palm tree", "sailboat", "beach with umbrella"],
  },
  {
    // A playground has its swings and its slide (it had been a sports field with a trophy).
    match: /playground|play ?park|jungle gym/,
    kind: "outdoor",
    features: ["playground"],
    props: ["child", "soccer ball", "kite"],
  },
  {
    // A field alone is a meadow (WordNet's commonest sense), never a pitch: "a field of
    // wildflowers" had a soccer ball and a goal in it.
    match: /soccer|football|sport|playing field|match/,
    kind: "outdoor",
    features: ["field"],
    props: ["soccer ball", "goal net", "trophy", "deciduous tree"],
  },
  {
    // Grassland (a savanna, a prairie, a steppe) and hills are open grass: no farm of their own.
    match: /grassland|hills?(?![a-z])|hillside/,
    kind: "outdoor",
    props: ["deciduous tree", "butterfly", "blossom", "sunflower", "lady beetle"],
  },
  {
    match: /farm|barn|meadow|field/,
    kind: "outdoor",
    props: ["tractor", "sheaf of rice", "cow", "chicken", "sunflower"],
  },
  {
    match: /park|garden|picnic|spring|(?:back ?)?yards?(?![a-z])/,
    kind: "outdoor",
    props: ["deciduous tree", "tulip", "butterfly", "basket", "blossom", "lady beetle"],
  },
];

/** The settings drawn from inside: a room, a kitchen, a classroom, a shop. */
export const indoorKinds: ReadonlySet<string> = new Set(["room", "kitchen", "classroom", "shop"]);

/** Subject words that are themselves a place to draw as a building front. */
export const buildingWords =
  /bakery|cafe|café|shop|store|tea ?house|library|school|house|cottage|cabin|building|restaurant|hotel/;

/** Mood words → small props that tell the feeling. */
export const moodProps: Array<[RegExp, string[]]> = [
  [/angry|argu|quarrel|fight|grump/, ["anger symbol", "high voltage", "speech balloon"]],
  [/haunted|spooky|creepy|eerie|ghostly/, ["ghost", "bat", "jack-o-lantern", "spider web"]],
  [/myster|secret|detective|noir/, ["magnifying glass tilted left", "old key", "footprints", "crescent moon"]],
  [rainWords, ["umbrella with rain drops", "cloud with rain"]],
  [/love|romant/, ["red heart", "rose"]],
];

/**
 * The concept of the first place word in `words`, matched from the start of a word: a
 * lighthouse, a greenhouse or a birdhouse is no house (a lighthouse on an island had been drawn
 * in a living room).
 */
export function conceptFor(words: string): Concept | undefined {
  return concepts.find((c) => atWordStart(c.match, words)) ?? kindOfPlaceIn(words);
}

/** The room a drawing is the own furniture of (a stove: the kitchen), by the concepts' `room`. */
export function roomOfFurniture(annotation: string): string | undefined {
  return concepts.find((c) => c.room && c.furniture === annotation.toLowerCase())?.room;
}

/**
 * The concept of a place word none names, by what WordNet says it is a kind of, nearest kind
 * first: a rainforest or a woodland is a forest, a savanna or a prairie grassland (a meadow's),
 * a swamp a wetland (a river's bank), a lagoon a lake, a vineyard a farm, an orchard a garden.
 * Each had been refused, or left out of "an alligator in a swamp". Only a noun whose commonest
 * sense is a place reads so, of four letters or more (a ben is a mountain, Big Ben none), and
 * only a kind's whole name ("forest", never "rain" of "rain forest").
 */
const kindOfPlaceIn = (words: string): Concept | undefined => {
  for (const word of words.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
    const c = kindOfPlace(word);
    if (c) return c;
  }
  return undefined;
};

export const kindOfPlace = remembered((word: string): Concept | undefined => {
  for (const names of placeKindNames(word))
    for (const c of landConcepts) if (names.some((n) => wholeMatch(c.match, n))) return c;
  return undefined;
});

/**
 * The concepts a kind of place reaches: the land's and the water's. The sky's and space's words
 * name other things in WordNet (a volcano is a fissure, a kind of "space", an empty area), and a
 * room's reach too far (a bar is a barroom; a room is said by its own word, `settingConcept`).
 */
const landConcepts = concepts.filter((c) => c.kind === "outdoor" && !c.holiday);

const whole = new Map<RegExp, RegExp>();

function wholeMatch(re: RegExp, name: string): boolean {
  let g = whole.get(re);
  if (!g) {
    g = new RegExp(`^(?:${re.source})$`, "i");
    whole.set(re, g);
  }
  return g.test(name);
}

const wordStart = new Map<RegExp, RegExp>();

function atWordStart(re: RegExp, words: string): boolean {
  let g = wordStart.get(re);
  if (!g) {
    g = new RegExp(`(?<![a-z])(?:${re.source})`, "gi");
    wordStart.set(re, g);
  }
  g.lastIndex = 0;
  for (let m = g.exec(words); m; m = g.exec(words)) {
    if (m[0].length === 0) g.lastIndex++;
    else if (wholePlaceWord(words, m.index, m[0].length)) return true;
  }
  return false;
}

/**
 * Whether a place word matched at `at` is the word itself, or ends as a form of it ("forests",
 * "snowy", "camping"), names who works there ("a farmer"), or is the first part of a place
 * WordNet knows ("farmhouse", "seaside", "campsite"): a passenger seat is no sea, a classic car
 * no class, homework no home, tentacles no tent.
 */
function wholePlaceWord(words: string, at: number, length: number): boolean {
  const rest = /^[a-z]*/i.exec(words.slice(at + length))?.[0] ?? "";
  // A word of a longer name joined as one ("loch_ness_monster", word-readings.ts longerNamesJoined) is that name's.
  if (words[at - 1] === "_" || words[at + length + rest.length] === "_") return false;
  if (/^(?:s|es|y|ies|ing|ings|ed)?$/i.test(rest)) return true;
  const word = words.slice(at, at + length + rest.length).toLowerCase();
  if (!/^[a-z]+$/.test(word)) return false;
  // Who works there ("a farmer", "a gardener"), never what is shown ("a shower").
  if (/^ers?$/.test(rest)) return isPerson(word);
  return rest.length >= 3 && isPlace(word);
}
