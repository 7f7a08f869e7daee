import pluralize from "pluralize";
import { conceptFor } from "./concepts.js";
import { getIndex, motifGroup, namesADrawing } from "./drawing-index.js";
import { headBody } from "./heads.js";
import {
  animalGloss,
  isAdjective,
  isAnimate,
  isKindOf,
  isNoun,
  isPerson,
  kindsUnder,
  sorts,
  sortsOf,
} from "./lexicon.js";
import { isShapeDrawing } from "./own-drawings.js";
import { remembered } from "./remembered.js";
import { sequenceOf, sequencePlan } from "./sequences.js";
import { matchMotifs, understandPhrase } from "./word-match.js";
import { calmSaid, modifiers, ornamentWords, swimsByName, withArticle, withoutCalm } from "./words.js";

/**
 * Theme words and the subjects a batch of them draws, one a page. Every subject here is one the
 * built-in engine draws as itself (test/server/sketch/themes.test.ts checks each with
 * `drawnAsWritten`): a plan never reaches a stand-in. Model providers get the same subject in
 * their prompt (server/generations/plan.ts), so their batches vary the same way.
 */
const basePlans: Readonly<Record<string, readonly string[]>> = {
  // Five dinosaurs (the set's T-Rex and sauropod, our own triceratops, stegosaurus and
  // pterodactyl): each alone, then with what the plan varies beside them. With three kinds, a
  // 12-page book had drawn each of them four times.
  dinosaurs: [
    "a T-Rex",
    "a sauropod",
    "a triceratops",
    "a stegosaurus",
    "a pterodactyl",
    "a T-Rex and a volcano",
    "a sauropod and a palm tree",
    "a stegosaurus and a volcano",
    "a pterodactyl over a volcano",
    "a triceratops and a palm tree",
    "a T-Rex with an egg",
    "a stegosaurus and a triceratops",
  ],
  ocean: [
    "a whale",
    "a dolphin",
    "an octopus",
    "a shark",
    "a tropical fish",
    "a crab",
    "a seal",
    "a jellyfish",
    "a turtle",
    "a lobster",
    "a squid",
    "a spiral shell",
    "a starfish",
  ],
  farm: [
    "a cow",
    "a pig",
    "a horse",
    "a sheep",
    "a goat",
    "a chicken",
    "a rooster",
    "a duck",
    "a tractor",
    "a rabbit",
    "a turkey",
    "a goose",
    "a dog",
  ],
  space: [
    "a rocket",
    "an astronaut",
    "a flying saucer",
    "a ringed planet",
    "a comet",
    "a satellite",
    "a telescope",
    "an alien",
    "the moon",
    "the earth",
    "the sun",
    "a star",
  ],
  pets: [
    "a dog",
    "a cat",
    "a hamster",
    "a parrot",
    "a rabbit",
    "a mouse",
    "a turtle",
    "a tropical fish",
    "a hedgehog",
    "a lizard",
  ],
  // Animals asked for with no habitat ("animals", "cute animals for toddlers", "baby animals"):
  // the best-loved of every habitat, one a page, where the phrase had drawn a dog on every page.
  animals: [
    "a lion",
    "an elephant",
    "a cat",
    "a rabbit",
    "an owl",
    "a giraffe",
    "a dog",
    "a bear",
    "a penguin",
    "a fox",
    "a monkey",
    "a turtle",
    "a cow",
    "a panda",
  ],
  jungle: [
    "a monkey",
    "an elephant",
    "a tiger",
    "a lion",
    "a giraffe",
    "a zebra",
    "a gorilla",
    "a parrot",
    "a snake",
    "a sloth",
    "a hippopotamus",
    "a leopard",
  ],
  bugs: [
    "a butterfly",
    "a ladybug",
    "a bee",
    "an ant",
    "a snail",
    "a beetle",
    "a cricket",
    "a spider",
    "a worm",
    "a caterpillar",
  ],
  // Construction vehicles: the machines of a site (most our own drawings, own-drawings.ts), the
  // trucks that carry, the workers. Twelve, so a book of twelve from any page is all of them (a
  // toolbox, a ladder and a brick wall had taken four pages of a book of vehicles).
  construction: [
    "an excavator",
    "a dump truck",
    "a bulldozer",
    "a cement mixer",
    "a construction crane",
    "a steamroller",
    "a construction worker",
    "a forklift",
    "a tractor",
    "an articulated lorry",
    "a pickup truck",
    "a woman construction worker",
  ],
  // A book of dogs: the set's four dogs, then what a dog does and where (one dog drawing would
  // repeat on every page).
  dogs: [
    "a dog",
    "a poodle",
    "a guide dog",
    "a service dog",
    "a dog with a ball",
    "a dog with a bone",
    "a dog and a cat",
    "two puppies",
    "a dog in a basket",
    "a dog in the park",
    "a dog at the beach",
    "a dog in the snow",
  ],
  // A book of cats ("cozy cats", "kittens and cats"): the set's two cats, then what a cat does
  // and where (three cats had stood together on every page of a book).
  cats: [
    "a cat",
    "a black cat",
    "a cat with a ball of yarn",
    "a cat in a basket",
    "a cat and a dog",
    "two kittens",
    "a cat in a teacup",
    "a cat with a fish",
    "a cat in the garden",
    "a cat in the snow",
    "a cat in a box",
    "a cat and a butterfly",
  ],
  // Coffee and cafés: the café itself, its drinks and what it serves with them (the café's
  // counter had been every page of a book).
  cafes: [
    "a coffee shop interior",
    "hot coffee",
    "a croissant",
    "a teapot",
    "a cupcake",
    "a doughnut",
    "a cookie",
    "a bagel",
    "a waffle",
    "a shortcake",
    "pancakes",
    "a cat in a teacup",
  ],
  // Birds of every kind the set draws apart (WordNet's kinds of bird found only eight).
  birds: [
    "a songbird",
    "an eagle",
    "an owl",
    "a parrot",
    "a penguin",
    "a flamingo",
    "a swan",
    "a goose",
    "a duck",
    "a dove",
    "a rooster",
    "a turkey",
  ],
  vehicles: [
    "a bus",
    "a fire engine",
    "a tractor",
    "an airplane",
    "a helicopter",
    "a train",
    "a bicycle",
    "a motorcycle",
    "a ship",
    "a sailboat",
    "a taxi",
    "an ambulance",
  ],
  // Trucks and the big machines of a site ("big trucks", "trucks"): the set draws five trucks apart
  // (WordNet's kinds found those five only), and a book of them had drawn one pickup on every page.
  trucks: [
    "a dump truck",
    "a fire engine",
    "a cement mixer",
    "a pickup truck",
    "an articulated lorry",
    "a delivery truck",
    "a tractor",
    "an excavator",
    "a bulldozer",
    "a construction crane",
    "a steamroller",
    "a forklift",
  ],
  // Animals awake at night ("nocturnal animals"), each under its moon and stars. WordNet's
  // definitions call three of them nocturnal (the owl, the bat, the raccoon): a book of three
  // kinds had been each again with another, a bat beside a soccer ball.
  nocturnal: [
    "an owl at night",
    "a bat at night",
    "a raccoon at night",
    "a fox at night",
    "a hedgehog at night",
    "a wolf howling at the moon",
    "a badger at night",
    "a skunk at night",
    "a mouse at night",
    "a frog at night",
    "a koala at night",
    "a cat at night",
  ],
  // Clothes to colour ("fashion design outfits", "clothes"): each garment the set draws. The book
  // had been one dress to accept as a stand-in, twelve times.
  fashion: [
    "a dress",
    "a t-shirt",
    "jeans",
    "a coat",
    "a kimono",
    "a sari",
    "a high-heeled shoe",
    "a handbag",
    "a scarf",
    "a necktie",
    "a one-piece swimsuit",
    "shorts",
  ],
  // Famous buildings and places of the world ("world landmarks"): each the set draws, a named one
  // as itself (the Statue of Liberty, the Tokyo tower, Mount Fuji, a moai), the rest a building of
  // its kind seen the world over. The theme had been refused, the whole book.
  landmarks: [
    "the Statue of Liberty",
    "a castle",
    "the Tokyo tower",
    "a mosque",
    "Mount Fuji",
    "a classical building",
    "a lighthouse",
    "a Hindu temple",
    "a moai",
    "a shinto shrine",
    "a church",
    "a synagogue",
  ],
  // Flowers and plants ("flowers", "botanical garden"): each flower the set draws apart. WordNet
  // files a rose under shrubs and a tulip under herbs, so its kinds of flower found a sunflower alone.
  flowers: [
    "a rose",
    "a tulip",
    "a sunflower",
    "a hibiscus",
    "a cherry blossom",
    "a lotus",
    "a hyacinth",
    "a bouquet",
    "a flower",
    "a potted plant",
    "a cactus",
    "a butterfly on a flower",
  ],
  // People at work ("occupations", "jobs"): one a page, each the set's own figure of that work.
  // The community helpers' chart (charts.ts) is one page; a book of it had drawn that chart twelve times.
  jobs: [
    "a firefighter",
    "a police officer",
    "a teacher",
    "a farmer",
    "a construction worker",
    "a cook",
    "an astronaut",
    "a pilot",
    "a scientist",
    "an artist",
    "a mechanic",
    "a judge",
    "a detective",
    "a singer",
  ],
  // Kinds of food a page or a page of doodles is asked for by ("fruits", "kawaii food", "veggies"):
  // the commonest ones, each its own drawing (WordNet's kinds of fruit begin with olives and kiwis).
  fruit: [
    "an apple",
    "a banana",
    "a pear",
    "a strawberry",
    "cherries",
    "grapes",
    "a watermelon",
    "a pineapple",
    "an orange",
    "a lemon",
    "a peach",
    "a mango",
  ],
  vegetables: [
    "a carrot",
    "broccoli",
    "a tomato",
    "a potato",
    "an eggplant",
    "a cucumber",
    "an ear of corn",
    "a bell pepper",
    "an onion",
    "a mushroom",
    "garlic",
    "a hot pepper",
  ],
  food: [
    "a donut",
    "a cupcake",
    "a slice of pizza",
    "an ice cream",
    "a burger",
    "a taco",
    "a croissant",
    "a cookie",
    "sushi",
    "french fries",
    "a hot dog",
    "a pretzel",
  ],
  // Sweets and desserts ("sweet treats", "desserts"): each its own drawing.
  sweets: [
    "a cupcake",
    "a doughnut",
    "an ice cream",
    "a lollipop",
    "a candy",
    "a cookie",
    "a birthday cake",
    "a pie",
    "a chocolate bar",
    "a popsicle",
    "a shortcake",
    "a gingerbread man",
  ],
  "school supplies": [
    "a pencil",
    "scissors",
    "a ruler",
    "a notebook",
    "a paperclip",
    "a crayon",
    "a backpack",
    "a pen",
    "a paintbrush",
    "a book",
  ],
  "fairy tale": [
    "a castle",
    "a princess",
    "a prince",
    "a dragon",
    "a unicorn",
    "a fairy",
    "a mermaid",
    "a genie",
    "a troll",
    "a crown",
  ],
  christmas: [
    "Santa Claus",
    "a Christmas tree",
    "a snowman",
    "a gift",
    "a reindeer",
    "a bell",
    "Mrs. Claus",
    "an elf",
    "a Christmas ornament",
    "a gingerbread man",
    "a sleigh",
    "an angel",
  ],
  halloween: [
    "a jack-o-lantern",
    "a ghost",
    "a bat",
    "a spider",
    "a black cat",
    "a spider web",
    "a skull",
    "a vampire",
    "a zombie",
    "an owl",
    // Twelve, so a book of twelve draws no page twice (pages 11 and 12 had been 1 and 2 again).
    "a witch",
    "a haunted house",
  ],
  // Holidays, occasions and seasons are themes, never refused: each expands into things drawn as
  // themselves (the day's name alone is no drawing: "Christmas" was a stand-in Christmas tree).
  easter: [
    "an Easter egg",
    "a bunny",
    "a hatching chick",
    "a basket",
    "a tulip",
    "a lamb",
    "a butterfly",
    "a nest with eggs",
    "a carrot",
    // A chick had been drawn as the hatching chick again: the baby chick is its own drawing.
    "a baby chick",
    // Twelve, so a book of twelve draws no page twice.
    "a cherry blossom",
    "a hyacinth",
  ],
  thanksgiving: [
    "a turkey",
    "a pumpkin",
    "a pie",
    "an ear of corn",
    "a maple leaf",
    "a sunflower",
    "a fallen leaf",
    "a basket",
    "a chestnut",
    "an apple",
  ],
  valentine: [
    "a heart",
    "a rose",
    "a love letter",
    "a teddy bear",
    // "a heart with a ribbon" had been drawn as the heart again: the sparkling heart is its own.
    "a sparkling heart",
    "a gift",
    "a chocolate bar",
    "a cupcake",
    "a candy",
    "a tulip",
    // Twelve, so a book of twelve draws no page twice.
    "a bouquet",
    "a lollipop",
  ],
  diwali: [
    // The diya by its name: "an oil lamp" was read as a lamp, a light bulb.
    "a diya lamp",
    "fireworks",
    "a sparkler",
    "a candle",
    "a lotus",
    "an elephant",
    "a firecracker",
    "a gift",
    "a bag of gold",
    "a star",
  ],
  hanukkah: [
    "a menorah",
    "a star of David",
    "a candle",
    "a gift",
    "a doughnut",
    "a coin",
    "a jar of honey",
    // Latkes: pancakes fried in the oil the lamp's miracle is kept with.
    "a pancake",
    "a book",
    "a star",
  ],
  eid: [
    "a crescent moon",
    "a mosque",
    "a lantern",
    "a camel",
    // A date palm was read as a palm, the evergreen's kind.
    "a palm tree",
    "a star",
    "a gift",
    "a star and crescent",
    "a candle",
    "a dove",
  ],
  "earth day": [
    "a globe showing the Americas",
    "a tree",
    "a recycling symbol",
    "a seedling",
    "a sunflower",
    "a bee",
    "a butterfly",
    "a bicycle",
    "a sun",
    "a bird",
    "a ladybug",
    "a rainbow",
  ],
  passover: [
    "a flatbread",
    "a wine glass",
    "a candle",
    "a lamb",
    "a frog",
    "an egg",
    "a star of David",
    "a book",
    "a dove",
    "a basket",
    "a palm tree",
    "a mountain",
  ],
  holi: [
    "a water pistol",
    "a balloon",
    "a drum",
    "a lotus",
    "a peacock",
    "a paintbrush",
    "a rainbow",
    "a kite",
    "an elephant",
    "a flower",
    "a butterfly",
    "a sun",
  ],
  kwanzaa: [
    "a candle",
    "an ear of corn",
    "a drum",
    "a wrapped gift",
    "a book",
    "a basket of fruit",
    "a star",
    "a lion",
    "a sun",
    "a heart",
    "a giraffe",
    "a tree",
  ],
  "mothers day": [
    "a bouquet",
    "a heart",
    "a rose",
    "a cupcake",
    "a wrapped gift",
    "a teacup",
    "a tulip",
    "a butterfly",
    "a sunflower",
    "a crown",
    "a teapot",
    "a ribbon",
  ],
  "fathers day": [
    "a necktie",
    "a trophy",
    "a toolbox",
    "a fishing pole",
    "a hammer",
    "a wrapped gift",
    "a camera",
    "a guitar",
    "a soccer ball",
    "a mug",
    "a wrench",
    "a bicycle",
  ],
  "new year": [
    "fireworks",
    "a party popper",
    "a clock",
    "a confetti ball",
    "a balloon",
    "a sparkler",
    "a star",
    "a calendar",
    "a wrapped gift",
    "a party hat",
    "a kite",
    "a moon",
  ],
  "independence day": [
    "fireworks",
    "a sparkler",
    "a star",
    "a balloon",
    "a hot dog",
    "an eagle",
    "a picnic basket",
    "an ice cream",
    "a drum",
    "a bicycle",
    "a watermelon",
    "a kite",
  ],
  graduation: [
    "a graduation cap",
    "a scroll",
    "a trophy",
    "a book",
    "a star",
    "a balloon",
    "an owl",
    "a party popper",
    "a pencil",
    "a medal",
    "a backpack",
    "a globe showing the Americas",
  ],
  "lunar new year": [
    "a dragon",
    "a red paper lantern",
    "a firecracker",
    "a red envelope",
    "a tangerine",
    "a dumpling",
    "fireworks",
    "a drum",
    "a fortune cookie",
    "a moon cake",
  ],
  birthday: [
    "a birthday cake",
    "a balloon",
    "a party popper",
    "a party hat",
    "a wrapped gift",
    "a cupcake",
    "a candle",
    "a teddy bear",
    "a lollipop",
    "a crown",
  ],
  "back to school": [
    "a school",
    "a backpack",
    "a pencil",
    "a crayon",
    "a school bus",
    "a book",
    "an apple",
    "a ruler",
    "a notebook",
    "scissors",
  ],
  winter: [
    "a snowflake",
    "a snowman",
    "gloves",
    "a sled",
    "a hot chocolate",
    "a scarf",
    // An igloo is drawn as a hut: a stand-in (a made thing is no other of its kind).
    "an ice skate",
    "a penguin",
    "a polar bear",
    "a ski",
  ],
  spring: [
    "a flower",
    "a tulip",
    "a butterfly",
    "a bee",
    "a ladybug",
    "a bird nest",
    "an umbrella",
    "a rainbow",
    "a chick",
    "a lamb",
  ],
  summer: [
    "a sun",
    "a beach umbrella",
    "an ice cream",
    "a sunflower",
    "a kite",
    "a watermelon",
    "a crab",
    "a sandal",
    "a sailboat",
    "a tent",
  ],
  autumn: [
    "a maple leaf",
    "a fallen leaf",
    "a pumpkin",
    // The chestnut's drawing is a plain nut shape: an apple of the harvest instead.
    "an apple",
    "a mushroom",
    "a hedgehog",
    "a squirrel",
    "an owl",
    "a fox",
    "a sunflower",
    // Twelve, so a book of twelve draws no page twice (its leaves had been drawn again).
    "an ear of corn",
    "a deer",
  ],
  seasons: [
    "a snowman",
    "a tulip",
    "a sun",
    "a maple leaf",
    "a snowflake",
    "a butterfly",
    "a beach umbrella",
    "a pumpkin",
    "gloves",
    "a bee",
    "an ice cream",
    "a chestnut",
  ],
  // A book said only to be simple ("bold and easy", "big and simple for ages 2-4", "my first
  // coloring book"): one big, plain thing a page, things a small child names.
  "simple things": [
    "an apple",
    "a cat",
    "a house",
    "a duck",
    "a car",
    "a cupcake",
    "a fish",
    "a butterfly",
    "a teddy bear",
    "a sun",
    "a flower",
    "a rocket",
  ],
};

/**
 * Animals of a habitat ("farm animals", "ocean animals", "animals of the jungle", "arctic
 * animals"): a page is the habitat's scene with three of its animals, not one animal alone nor
 * the word "animals" drawn. Each habitat names where its animals are (the scene's setting) and,
 * for a habitat that is no theme of its own, its animals (a theme's plan gives the others: its
 * living things, by the lexicon).
 */
const habitats: Readonly<Record<string, { at: string; animals?: readonly string[] }>> = {
  farm: { at: "on a farm" },
  ocean: { at: "in the ocean" },
  jungle: { at: "in the jungle" },
  pets: { at: "in the house" },
  bugs: { at: "in a garden" },
  // The arctic is under snow (its animals had stood on the mountains' summer grass).
  arctic: {
    at: "in the snow",
    animals: [
      "a polar bear",
      "a penguin",
      "a seal",
      "a whale",
      "a snowy owl",
      "an arctic fox",
      "a reindeer",
      // A narwhal is drawn as the whale: an orca (a dolphin, drawn so) is another animal.
      "an orca",
      "a husky",
      "a wolf",
    ],
  },
  forest: {
    at: "in the forest",
    animals: [
      "a fox",
      "a deer",
      "an owl",
      "a bear",
      "a rabbit",
      "a hedgehog",
      "a squirrel",
      "a raccoon",
      "a badger",
      "a wolf",
      "a beaver",
      "a moose",
    ],
  },
  desert: {
    at: "in the desert",
    animals: [
      "a camel",
      "a snake",
      "a lizard",
      "a scorpion",
      "a coyote",
      "a tortoise",
      "an eagle",
      "a rabbit",
      "a tarantula",
      "a fox",
    ],
  },
  // The savanna's animals in its grass under flat-topped acacias (a safari book had been the
  // jungle's: parrots, a sloth and a gorilla among leafy trees).
  savanna: {
    at: "on the savanna",
    animals: [
      "a lion",
      "an elephant",
      "a giraffe",
      "a zebra",
      "a hippopotamus",
      "a rhinoceros",
      "a leopard",
      "a buffalo",
      "a monkey",
      "a tortoise",
    ],
  },
  pond: {
    at: "at the pond",
    animals: [
      "a frog",
      "a duck",
      "a swan",
      "a fish",
      "an otter",
      "a beaver",
      "a turtle",
      "a snail",
      "a dragonfly",
      "a goose",
    ],
  },
};

/** Each habitat's animals' drawings and the habitat, made once (`habitatOf`). */
let habitatByDrawing: Map<string, string> | undefined;

/**
 * The habitat a drawing's animal lives in, by the habitats' own animals ("pond" for a frog,
 * "desert" for a lizard, "jungle" for a lion): where a lone animal is drawn (layouts/motif.ts
 * `ownHomes`). A frog had sat among the mountains' pines. The first habitat that names it wins,
 * in this order, so a turtle is at the pond, not in the ocean.
 */
export function habitatOf(hexcode: string): string | undefined {
  if (!habitatByDrawing) {
    habitatByDrawing = new Map();
    for (const name of ["pond", "desert", "jungle", "savanna", "arctic", "ocean", "forest", "farm", "bugs"])
      for (const animal of habitats[name]?.animals ?? basePlans[name] ?? []) {
        const [m] = matchMotifs(animal, 1);
        if (m && !habitatByDrawing.has(m.hexcode)) habitatByDrawing.set(m.hexcode, name);
      }
  }
  return habitatByDrawing.get(hexcode);
}

/** The last word of a plan's subject names a living being (a cow, a tropical fish; no tractor). */
const living = (subject: string) => isAnimate(subject.split(" ").at(-1) ?? "");

/**
 * An animal of a habitat's plan: in some sense one (a chicken is food first, a lobster too); a
 * swimmer named is one all the same (WordNet's commonest seal is a stamp).
 */
const planAnimal = (them: string) => !!animalGloss(them.split(" ").at(-1) ?? "") || swimsByName(them);

/**
 * A habitat's animals (`plan`, all animals by `planAnimal`), page by page: each of the plan's
 * subjects in the habitat in turn, alone, with one companion or with two ("a cow on a farm", "a
 * pig and a cow on a farm", "a pig, a sheep and a cow on a farm"), named last as a batch of the
 * theme alone would; then, for a longer book, a second round with other companions. A companion
 * is the animal named least so far that neither the page's two before nor its two after name,
 * the nearest some places on among equals: at fixed places on, a third of the plan had been named
 * on no page as a companion and a third on two in every three (a squid on 5 of 12 pages of ocean
 * animals, a whale and a seal on one). Each group is drawn once (three swimmers had been three
 * pages).
 */
function habitatPlan(plan: readonly string[], at: string): string[] {
  const n = plan.length;
  const water = /\b(?:ocean|sea|pond|lake|river)\b/.test(at);
  const named = new Array<number>(n).fill(0);
  const drawn = new Set<string>();
  const pages: string[] = [];
  let before: number[][] = [];
  for (const near of [4, 2])
    plan.forEach((lead, i) => {
      // On land, swimmers keep to swimmers and walkers to walkers where the plan has two others of
      // the lead's kind (a whale among the arctic's foxes had lain on the mountain's grass, a snowy
      // owl on the seabed); swimmers then swim in the sea. A lone swimmer (a pet fish) is as before.
      const swimming = swimsByName(lead);
      const kin = (them: string) => swimsByName(them) === swimming;
      const kept = !water && plan.filter((p, j) => j !== i && kin(p)).length >= 2;
      const where = kept && swimming ? "in the ocean" : at;
      // A third of the pages are the animal alone, a third a pair, a third three: every page three
      // had crowded each other (an arctic book's owls behind foxes, the ocean's swimmers in a row).
      const companions: number[] = [];
      const taken = new Set([i, (i + 1) % n, (i + 2) % n, ...before.flat()]);
      for (let c = 0; c < (i + near) % 3; c++) {
        let best = -1;
        for (let k = 0; k < n; k++) {
          const j = (i + near + k) % n;
          if (taken.has(j) || companions.includes(j) || (kept && !kin(plan[j] as string))) continue;
          if (best < 0 || (named[j] as number) < (named[best] as number)) best = j;
        }
        if (best >= 0) companions.push(best);
      }
      const group = [...companions, i].sort((x, y) => x - y).join();
      if (drawn.has(group)) return;
      drawn.add(group);
      for (const j of [...companions, i]) named[j] = (named[j] as number) + 1;
      before = [...before.slice(-1), [...companions, i]];
      const said = [...companions.map((j) => plan[j] as string), lead];
      pages.push(`${said.length > 2 ? `${said.slice(0, -1).join(", ")} and ${lead}` : said.join(" and ")} ${where}`);
    });
  return pages;
}

export const themePlans: Readonly<Record<string, readonly string[]>> = {
  ...basePlans,
  ...Object.fromEntries(
    Object.entries(habitats).map(([name, h]) => [
      `${name} animals`,
      // Only its animals lead pages, each in turn: a book of ocean animals had ended on a spiral
      // shell alone on the sand, a farm's on a tractor. An animal in some sense is one (a chicken is food first).
      habitatPlan((h.animals ?? basePlans[name] ?? []).filter(planAnimal), h.at),
    ]),
  ),
};

/** Other words for a theme, after articles and words such as "animals" are taken off. */
const aliases: Readonly<Record<string, string>> = {
  polar: "arctic",
  antarctic: "arctic",
  antarctica: "arctic",
  woodland: "forest",
  woods: "forest",
  "woodland forest": "forest",
  lake: "pond",
  river: "pond",
  wetland: "pond",
  savannah: "savanna",
  "rain forest": "jungle",
  rainforest: "jungle",
  dinosaur: "dinosaurs",
  dinos: "dinosaurs",
  dino: "dinosaurs",
  sea: "ocean",
  "under the sea": "ocean",
  underwater: "ocean",
  undersea: "ocean",
  "outer space": "space",
  pet: "pets",
  safari: "savanna",
  zoo: "jungle",
  insects: "bugs",
  insect: "bugs",
  bug: "bugs",
  "construction vehicles": "construction",
  "construction vehicle": "construction",
  "construction trucks": "construction",
  "construction machines": "construction",
  "construction site": "construction",
  "diggers and trucks": "construction",
  vehicle: "vehicles",
  lorries: "trucks",
  florals: "flowers",
  floral: "flowers",
  blooms: "flowers",
  botanical: "flowers",
  botanicals: "flowers",
  "botanical garden": "flowers",
  "garden flowers": "flowers",
  wildflowers: "flowers",
  plants: "flowers",
  kittens: "cats",
  kitties: "cats",
  cafés: "cafes",
  "coffee shops": "cafes",
  "sweet treats": "sweets",
  treats: "sweets",
  desserts: "sweets",
  candies: "sweets",
  "sweets and treats": "sweets",
  occupations: "jobs",
  careers: "jobs",
  professions: "jobs",
  "jobs people do": "jobs",
  "people at work": "jobs",
  fruits: "fruit",
  "fresh fruit": "fruit",
  vegetable: "vegetables",
  veggies: "vegetables",
  veggie: "vegetables",
  foods: "food",
  snacks: "food",
  "junk food": "food",
  "fast food": "food",
  stationery: "school supplies",
  "school supply": "school supplies",
  transport: "vehicles",
  transportation: "vehicles",
  "things that go": "vehicles",
  "nocturnal creatures": "nocturnal",
  "fashion design outfits": "fashion",
  "fashion design": "fashion",
  "fashion outfits": "fashion",
  outfits: "fashion",
  clothes: "fashion",
  clothing: "fashion",
  "world landmarks": "landmarks",
  "famous landmarks": "landmarks",
  "landmarks of the world": "landmarks",
  "landmarks around the world": "landmarks",
  "famous buildings": "landmarks",
  "famous places": "landmarks",
  monuments: "landmarks",
  "fairy tales": "fairy tale",
  fairytale: "fairy tale",
  fairytales: "fairy tale",
  xmas: "christmas",
  "christmas day": "christmas",
  "christmas eve": "christmas",
  "merry christmas": "christmas",
  "happy halloween": "halloween",
  "easter day": "easter",
  "easter sunday": "easter",
  "happy easter": "easter",
  "thanksgiving day": "thanksgiving",
  "happy thanksgiving": "thanksgiving",
  "valentine's day": "valentine",
  "valentines day": "valentine",
  "valentine's": "valentine",
  valentines: "valentine",
  "st valentine's day": "valentine",
  "happy valentine's day": "valentine",
  deepavali: "diwali",
  "happy diwali": "diwali",
  chanukah: "hanukkah",
  hanukah: "hanukkah",
  "happy hanukkah": "hanukkah",
  "eid al fitr": "eid",
  "eid al-fitr": "eid",
  "eid al adha": "eid",
  "eid al-adha": "eid",
  "eid mubarak": "eid",
  ramadan: "eid",
  "happy earth day": "earth day",
  pesach: "passover",
  "passover seder": "passover",
  seder: "passover",
  "happy passover": "passover",
  "holi festival": "holi",
  "festival of colors": "holi",
  "festival of colours": "holi",
  "holi festival of colors": "holi",
  "holi festival of colours": "holi",
  "happy holi": "holi",
  "happy kwanzaa": "kwanzaa",
  "mother's day": "mothers day",
  "happy mother's day": "mothers day",
  "happy mothers day": "mothers day",
  "father's day": "fathers day",
  "happy father's day": "fathers day",
  "happy fathers day": "fathers day",
  "new years": "new year",
  "new year's": "new year",
  "new years eve": "new year",
  "new year's eve": "new year",
  "happy new year": "new year",
  "fourth of july": "independence day",
  "july 4th": "independence day",
  "july fourth": "independence day",
  "graduation day": "graduation",
  "chinese new year": "lunar new year",
  "happy lunar new year": "lunar new year",
  "happy chinese new year": "lunar new year",
  "spring festival": "lunar new year",
  "happy birthday": "birthday",
  "birthday party": "birthday",
  "first day of school": "back to school",
  "school days": "back to school",
  fall: "autumn",
  "four seasons": "seasons",
  "the seasons": "seasons",
  "winter wonderland": "winter",
  puppies: "dogs",
  doggies: "dogs",
  "dogs and puppies": "dogs",
  "puppies and dogs": "dogs",
  spooky: "halloween",
  "spooky season": "halloween",
  creepy: "halloween",
  haunted: "halloween",
};

/**
 * Words that say only how simple a book's pages are, or for whom: a book of nothing else is a
 * book of simple things. They had been refused, no word a thing ("bold and easy").
 */
const simpleOnly =
  /^(?:\s|,|&|\b(?:bold|easy|simple|simplest|big|large|basic|thick|lines?|first|little|ones|beginners?|toddlers?|preschool(?:ers)?|kids|and|for|my|a|the|very|super|extra)\b)+$/;

/**
 * What a book's name says besides its theme ("a Halloween coloring book for toddlers", "dinosaurs
 * for kids", "birds of the world", "autumn vibes"): the theme is the rest.
 */
const bookWords =
  /\b(?:my first|(?:large|big) print|colou?ring|books?|pages?|collection|vibes|adventures?|friends|characters|of the world|(?:for|ages?) (?:kids|children|toddlers|preschool(?:ers?)?|kindergarten(?:ers?)?|pre-?k|little ones|adults|grown-ups|seniors|teens|beginners|boys|girls|everyone)|(?:for )?ages? \d+(?:\s*[-–+]\s*\d*)?)\b/g;

/** Whether a theme's plan draws the thing `words` name ("coffee": the café's cup of coffee). */
function themeHas(theme: string, words: string): boolean {
  const [m] = matchMotifs(words, 1);
  return !!m && thingsOf(theme).some((t) => matchMotifs(t, 1)[0]?.hexcode === m.hexcode);
}

/** The season whose own things include the thing `words` name ("leaves": autumn, "snow": winter), if one. */
export const seasonOf = (words: string): string | undefined =>
  ["winter", "spring", "summer", "autumn"].find((season) => themeHas(season, words));

/** The words of a book's name besides its theme ("large print", "for seniors"), one by one. */
export const bookWordsOf = (phrase: string): Set<string> =>
  new Set((phrase.toLowerCase().match(bookWords) ?? []).flatMap((m) => m.split(/\s+/)));

/** The theme a subject phrase names as a whole ("dinosaurs", "farm animals", "the ocean"), if any. */
export function themeOf(phrase: string): string | undefined {
  // A run of numbers or letters ("numbers 1 to 10", "the alphabet"): a page a glyph (sequences.ts).
  const run = sequenceOf(phrase);
  if (run) return run;
  const ornamented = ornamentedTheme(phrase);
  if (ornamented) return ornamented;
  const named = namedTheme(phrase);
  if (named) return named;
  const bare = phrase.toLowerCase().replace(bookWords, " ").replace(/\s+/g, " ").trim();
  if (bare && bare !== phrase.toLowerCase().trim()) {
    const theme = namedTheme(bare);
    if (theme) return theme;
  }
  // "bugs and insects": two names of one theme; "coffee and cafes", "dinosaurs and a volcano": a
  // theme and one of its own things.
  const parts = (bare || phrase).split(/\s+(?:and|&)\s+/);
  if (parts.length === 2) {
    const [a, b] = parts.map((p) => namedTheme(p) ?? kindTheme(p));
    if (a && a === b) return a;
    const one = a ?? b;
    if (one && !(a && b) && themeHas(one, (a ? parts[1] : parts[0]) ?? "")) return one;
  }
  if (/\b(?:bold|easy|simple|first)\b/i.test(phrase) && (!bare || simpleOnly.test(bare))) return "simple things";
  // An occasion's things ("christmas stockings") are the occasion's pages before the kinds of
  // thing WordNet lists under the word (ornaments: a wind chime, a rosette, a crucifix); one
  // drawn by its whole name ("christmas ornaments") is that thing.
  const occasion = occasionTheme(bare || phrase);
  if (occasion || occasionThing((bare || phrase).toLowerCase())) return occasion;
  return kindTheme(bare || phrase);
}

/** Ornament a book of animals is said in ("animal mandalas", "zentangle farm animals"). */
const ornamentNames = /\b(?:mandalas?|zentangles?)\b/g;

/**
 * A theme of animals said in ornament ("animal mandalas", "zentangle animals", "ocean animal
 * mandalas"): a book of each of its animals alone and large, filled with patterns (reading.ts
 * `patternFilled`), at least MIN_ORNAMENTED of them. "animal mandalas" had been twelve mandalas,
 * the animals left out. Only when animals are said or the ornament is plural: "an ocean
 * mandala" is one mandala of the sea's things.
 */
const ornamentedTheme = remembered((phrase: string): string | undefined => {
  const lower = phrase.toLowerCase();
  // A calm book of a kind ("stress relief animals", "relaxing birds") is its animals in ornament.
  const calm = !!calmSaid(lower);
  if (!lower.match(ornamentNames) && !calm) return undefined;
  if (!calm && !/\b(?:animals?|creatures?|mandalas|zentangles)\b/.test(lower)) return undefined;
  const rest = withoutCalm(lower)
    .replace(ornamentNames, " ")
    .replace(bookWords, " ")
    .replace(/\b(?:style|patterns?|designs?)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // Its kind said as ornament's name is ("bird mandalas"): the kind's theme ("birds").
  const theme = rest ? (themeOf(rest) ?? themeOf(`${rest}s`)) : undefined;
  if (!theme) return undefined;
  // Each drawn exactly as its name (reading.ts fills no stand-in: "a sheep" is a ewe).
  const exactly = (t: string) => {
    const read = understandPhrase(t);
    const hit = matchMotifs(t, 1)[0];
    return (
      read.length === 1 && !!read[0]?.exact && !read[0].standIn && !!hit && motifGroup(hit.hexcode) === "animals-nature"
    );
  };
  const animals = thingsOf(theme).filter((t) => living(t) && exactly(t));
  if (animals.length < MIN_ORNAMENTED) return undefined;
  const name = `${theme} in ornament`;
  ornamented.add(name);
  kindPlans.set(
    name,
    animals.map((a) => `a patterned ${a.replace(/^(?:an?|the) /, "")}`),
  );
  return name;
});

/** The themes said in ornament (`ornamentedTheme`): their words name the plan, never one mandala. */
const ornamented = new Set<string>();
export const isOrnamented = (theme: string) => ornamented.has(theme);

/** Fewer animals than this and a theme said in ornament is no book of them. */
const MIN_ORNAMENTED = 6;

/** The themes that are occasions and seasons (the plans after "Holidays, occasions and seasons"). */
const holidays = new Set([
  "christmas",
  "halloween",
  "easter",
  "thanksgiving",
  "valentine",
  "diwali",
  "hanukkah",
  "eid",
  "lunar new year",
  "earth day",
  "passover",
  "holi",
  "kwanzaa",
  "mothers day",
  "fathers day",
  "new year",
  "independence day",
  "graduation",
  "birthday",
  "back to school",
  "winter",
  "spring",
  "summer",
  "autumn",
  "seasons",
]);

/** Whether a theme is an occasion or a season (its name alone is no drawing). */
export const isOccasion = (theme: string) => holidays.has(theme);

/** Words that name when or how an occasion is kept ("Christmas morning", "a Diwali celebration"). */
const occasionWords =
  /\b(?:morning|night|eve|day|dinner|lunch|breakfast|party|parties|feast|celebrations?|hunt|parade|cards?|time|fun|festival|season|decorations?|scene|greetings?)\b/g;

/**
 * Whether a word says when or how an occasion is kept ("morning", "party"), what a book of the
 * theme is ("adventure", "characters", "vibes") or its colours: no thing left out of its pages.
 */
export const keptWord = (word: string) => keptWords.test(word.toLowerCase().trim());
const keptWords = new RegExp(`^(?:${occasionWords.source}|${bookWords.source}|colou?rs?)$`);

/**
 * An occasion named with when or how it is kept, or with what is at it ("Christmas morning",
 * "thanksgiving dinner", "a birthday party with presents", "lunar new year parade"): the
 * occasion's theme, never a refusal of the day's name (issue 41, class 4).
 */
function occasionTheme(phrase: string): string | undefined {
  const lower = phrase.toLowerCase().replace(/[’']/g, "");
  const cut = lower.replace(/\s+with\s+.*$/, "");
  // "day" is part of some occasions' names ("mothers day card", "earth day party").
  for (const words of [occasionWords, occasionWordsButDay]) {
    const bare = cut.replace(words, " ").replace(/\s+/g, " ").trim();
    if (!bare || bare === lower.trim()) continue;
    const theme = namedTheme(bare);
    if (theme && holidays.has(theme)) return theme;
  }
  return occasionWithUndrawn(lower);
}

const occasionWordsButDay = new RegExp(occasionWords.source.replace("|day|", "|"), "g");

/** Each occasion's names (its plan's key and the aliases that name it), longest first. */
const occasionNames: readonly string[] = [
  ...holidays,
  ...Object.keys(aliases).filter((a) => holidays.has(aliases[a] ?? "")),
]
  .map((n) => n.replace(/'/g, ""))
  .sort((a, b) => b.length - a.length);

/**
 * A thing of an occasion drawn by its whole name ("christmas ornaments": the bauble, "an easter
 * egg"): the page is that thing, neither the occasion's theme nor a book of its kinds. Asked by
 * `occasionWithUndrawn` and again by `themeOf`: read once.
 */
const occasionThing = remembered((lower: string): boolean => {
  if (!occasionNames.some((name) => ` ${lower} `.includes(` ${name} `))) return false;
  const whole = understandPhrase(lower);
  return whole.length === 1 && !!whole[0]?.drawnAs && !whole[0].standIn;
});

/**
 * An occasion named with a thing of it the set cannot draw ("passover seder plate", "kwanzaa
 * kinara", "halloween costumes": a costume is only a dress to accept): the occasion's theme, not
 * a refusal. With a thing that is drawn ("chinese new year dragon") the thing is the page.
 */
function occasionWithUndrawn(lower: string): string | undefined {
  if (occasionThing(lower)) return undefined;
  for (const name of occasionNames) {
    const at = ` ${lower} `.indexOf(` ${name} `);
    if (at < 0) continue;
    const rest = `${lower.slice(0, at)} ${lower.slice(at + name.length)}`.replace(occasionWords, " ").trim();
    // An ornament of the occasion ("diwali rangoli") is its mandala page.
    if (ornamentWords.test(rest)) return undefined;
    if (!rest || understandPhrase(rest).every((u) => u.drawnAs === null || u.standIn)) return aliases[name] ?? name;
  }
  return undefined;
}

/** An occasion said with a thing: the occasion's theme and words as said, the thing, its marks. */
interface OccasionWith {
  theme: string;
  words: string;
  rest: string;
  marks: readonly string[];
}

/**
 * An occasion said with a thing the set draws ("a halloween cat", "a teddy bear on valentine's
 * day", "chinese new year dragon", "a village street at christmas"): the thing is the page, the
 * occasion's marks round it (`occasionMarks`). The occasion had been left out ("halloween",
 * "hanukkah", "diwali"), or offered as a person to accept ("valentine"). A thing named with the
 * occasion's name ("a christmas tree", "an easter egg") is that thing; a phrase that is the
 * occasion's theme ("christmas morning") is its pages.
 */
export const occasionWith = remembered((phrase: string): OccasionWith | undefined => {
  const lower = phrase.toLowerCase().replace(/[’']/g, "").replace(/\s+/g, " ").trim();
  if (!lower || !occasionNames.some((name) => ` ${lower} `.includes(` ${name} `))) return undefined;
  if (themeOf(lower) || namedThing(lower)) return undefined;
  for (const name of occasionNames) {
    const at = ` ${lower} `.indexOf(` ${name} `);
    // A word that says how a thing looks ("spooky": a night page) is no occasion said with it;
    // one that says who is there ("haunted": its ghosts) is.
    if (at < 0 || (isAdjective(name) && name !== "haunted")) continue;
    const after = lower.slice(at + name.length).trim();
    // Part of a thing's name ("christmas tree with presents", "an easter egg hunt").
    const next = after.split(" ")[0];
    if (next && namedThing(`${name} ${next}`)) return undefined;
    // A place the scenes draw ("a dog in winter": the snow; "a spring garden": the park) is the page's setting.
    if (conceptFor(name)?.match.exec(name)?.[0] === name) return undefined;
    const before = lower.slice(0, at).trim();
    const prep = /\b(?:at|on|for|in|during|celebrating)(?:\s+(?:a|an|the))?$/.exec(before)?.[0] ?? "";
    const day = /^(?:day|eve|time|season)\b/.exec(after)?.[0] ?? "";
    const rest = `${before.slice(0, before.length - prep.length)} ${after.slice(day.length)}`
      .replace(/\b(?:a|an|the)\s+(?=(?:at|in|on|with|by|for|under|near)\b|$)/g, "")
      .replace(/\s+/g, " ")
      .replace(/\ban (?=[^aeiou\s])/g, "a ")
      .trim();
    const read = understandPhrase(rest);
    if (!read.some((u) => u.drawnAs !== null && !u.standIn)) return undefined;
    const theme = aliases[name] ?? name;
    // Marks other than the thing itself ("halloween pumpkins": the ghost and a spider's web, not a second pumpkin).
    const drawn = new Set(read.map((u) => u.drawnAs?.toLowerCase()));
    const marks = occasionMarks(theme)
      .filter((m) => !drawn.has(m.toLowerCase()))
      .slice(0, 2);
    if (marks.length === 0) return undefined;
    return { theme, words: [name, day].filter(Boolean).join(" "), rest, marks };
  }
  return undefined;
});

/** A thing drawn by a name that holds an occasion's ("a christmas tree", "an easter egg"). */
const namedThing = (lower: string) => {
  const whole = understandPhrase(lower);
  const one = whole.length === 1 ? whole[0] : undefined;
  const drawn = ` ${one?.drawnAs?.toLowerCase() ?? ""} `;
  return !!one?.drawnAs && !one.standIn && occasionNames.some((n) => drawn.includes(` ${n} `));
};

/** Emojibase's sky-and-weather subgroup (the sun, the moon, a snowflake, a snowman). */
const skyAndWeather = 59;

/**
 * An occasion's marks: the first four things of its plan that are neither alive, anyone nor a
 * building (a jack-o-lantern and a ghost for Halloween, a heart and a rose for Valentine's Day);
 * the first two the thing said with it is not are drawn round it.
 */
const occasionMarks = remembered((theme: string): readonly string[] => {
  const marks: string[] = [];
  for (const subject of planOf(theme)) {
    const [m] = matchMotifs(subject, 1);
    const last = subject.split(" ").at(-1) ?? "";
    if (!m || isAnimate(last) || isPerson(last)) continue;
    // No one (Santa Claus), and no building or vehicle: the sky's things (a snowflake, the moon) are marks.
    const entry = getIndex().byHex.get(m.hexcode);
    if (entry?.group === "people-body" || (entry?.group === "travel-places" && entry.subgroup !== skyAndWeather))
      continue;
    if (!marks.includes(m.annotation)) marks.push(m.annotation);
    if (marks.length === 4) break;
  }
  return marks;
});

/** Words that say how animals look or whom a page of them is for, beside words.ts `modifiers`. */
const lookWords = new Set(
  "baby babies little happy funny friendly adorable big simple easy fun favorite favourite various different assorted all many cozy cosy".split(
    " ",
  ),
);

/** Words of size a theme is said with ("big trucks", "tiny insects"): the theme all the same. */
const sizeWords = new Set("giant huge tiny large small mini enormous massive".split(" "));

/** The aliases by their words as `namedTheme` leaves them, without small words ("under the sea": "under sea"). */
const spokenAliases = new Map(
  Object.entries(aliases).map(([alias, theme]) => [
    alias
      .replace(/\b(?:a|an|the)\b/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    theme,
  ]),
);

function namedTheme(phrase: string): string | undefined {
  const lower = phrase
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\b4th\b/g, "fourth");
  // "farm animals", "animals of the ocean", "sea creatures": the habitat's animals, where it has them.
  const animals = /\b(?:animals?|creatures?|critters?|wildlife)\b/.test(lower);
  const words = lower
    .replace(/[^a-z' -]+/g, " ")
    // Animals said wild are the habitat's all the same ("wild animals of the savannah").
    .replace(/\bwild\s+(?=(?:animals?|creatures?|critters?)\b)/g, " ")
    .replace(/\b(?:animals?|creatures?|critters?|wildlife)\s+(?:of|from|in|on|at)\b/g, " ")
    .replace(
      /\b(a|an|the|some|lots of|cute|kawaii|animals?|creatures?|critters?|wildlife|friends|buddies|pals|themed?|pages?|scenes?|colou?ring|sheets?|life|world)\b/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .trim();
  // An alias is matched as its words are left ("under the sea": "under sea"); two words that each
  // name the same theme ("underwater ocean", "jungle safari") name it.
  const alias = (w: string) => (Object.hasOwn(aliases, w) ? aliases[w] : spokenAliases.get(w)) ?? w;
  const each = words.split(" ").map(alias);
  const one = each.length === 2 && each[0] === each[1] && Object.hasOwn(basePlans, each[0] ?? "") ? each[0] : undefined;
  // Two habitats said together, one of them a theme of its own ("jungle safari"): that one. Two
  // themes ("farm zoo") name none.
  const themed = each.filter((w) => Object.hasOwn(basePlans, w ?? ""));
  const pair =
    each.length === 2 && each.every((w) => Object.hasOwn(habitats, w ?? "")) && themed.length === 1
      ? themed[0]
      : undefined;
  // A theme said with how big its things are, how they look or where they are ("big trucks",
  // "giant dinosaurs", "little birds", "garden bugs"): the theme ("big trucks" had drawn one pickup
  // on every page of a book, "garden bugs" one caterpillar tiled).
  // A size said as part of a kind's own name ("big cats": lions and tigers) is no size.
  const kindsOwnName = isNoun(words.replace(/s$/, ""));
  const plain = words
    .split(" ")
    .filter((w) => kindsOwnName || (!lookWords.has(w) && !sizeWords.has(w)))
    .filter((w, _, all) => {
      const rest = alias(all.filter((o) => o !== w).join(" "));
      return !(Object.hasOwn(habitats, rest) && habitats[rest]?.at.split(" ").includes(w));
    })
    .join(" ");
  const said = alias(words);
  const bare = plain && plain !== words && !Object.hasOwn(basePlans, said) ? alias(plain) : said;
  const name = one ?? pair ?? (Object.hasOwn(basePlans, bare) ? bare : said);
  // A habitat's friends, buddies or pals ("woodland friends", "farm friends") are its animals.
  const friends = /\b(?:friends|buddies|pals)\b/.test(lower);
  if (name && (animals || friends) && Object.hasOwn(themePlans, `${name} animals`)) return `${name} animals`;
  // Animals said only how they look or whom they are for: the animals' own plan.
  if (animals && (name ?? "").split(" ").every((w) => !w || modifiers.has(w) || lookWords.has(w))) return "animals";
  if (name && Object.hasOwn(basePlans, name)) return name;
  const otherwise = animals ? animalsSaidOtherwise(lower) : [];
  const [word] = otherwise;
  if (otherwise.length === 1 && word && describedAnimals(word).length >= 2) return `${word} animals`;
  return otherwise.length > 0 ? "animals" : undefined;
}

/**
 * The animals the set draws, each by a one-word name in its commonest sense, whose WordNet
 * definition uses a word said of them ("australian animals": the koala, the kangaroo; "african
 * animals": the lion, the zebra, the giraffe…; "nocturnal animals"): where they live or how. They
 * had been any animals, the word said left out. A plan of them (`planOf`).
 */
const describedAnimals = remembered((word: string): readonly string[] => {
  const said = new RegExp(`\\b(?:${word}|${word.replace(/n$/, "")})\\b`, "i");
  const plan: string[] = [];
  const seen = new Set<string>();
  for (const e of getIndex().entries) {
    const name = e.annotation.toLowerCase();
    if (e.group !== "animals-nature" || !/^[a-z]+$/.test(name) || seen.has(name)) continue;
    // In its commonest sense an animal, or a person named after one ("tiger": a fierce person), or
    // its fur or its meat before the animal ("raccoon": its pelt first); a dragon is the creature of
    // myth, whatever lizard WordNet also names so.
    const [first, next] = sortsOf(name);
    const madeOf = (first === sorts.substance || first === sorts.food) && next === sorts.animal;
    const gloss = animalGloss(name);
    if (!(isKindOf(name, "animal") || isPerson(name) || madeOf) || !said.test(gloss)) continue;
    // A pest ("chiefly nocturnal insects; some are domestic pests") is no page of a book of them.
    if (/\bpests?\b/.test(gloss)) continue;
    seen.add(name);
    plan.push(withArticle(name));
  }
  if (plan.length >= 2) kindPlans.set(`${word} animals`, plan.length < 12 ? fewKindsBook(plan) : plan);
  return plan;
});

/**
 * The pages of a set of fewer kinds than a book's twelve ("australian animals": the koala and the
 * kangaroo; "nocturnal animals", "african animals"): the kinds alone, then two of the kinds
 * together and each kind's own book (`oneKindBook`) in turn: a koala and a kangaroo, two koalas,
 * two kangaroos, a koala holding a balloon… A book of two kinds had drawn the same two pages six
 * times each. The set's word says where its animals live or when they wake, so no page puts them
 * in another place (a koala in the snow).
 */
function fewKindsBook(kinds: readonly string[]): readonly string[] {
  const bare = (k: string) => k.replace(/^an? /, "");
  // A kind's own page with an animal of another set is of that kind's habitat, not of this set
  // (a nocturnal owl had stood with a penguin and a polar bear, its arctic companions).
  const others = (page: string) =>
    page
      .split(/ and /)
      .slice(1)
      .some((them) => living(them) && !kinds.some((k) => bare(them) === bare(k)));
  const books = kinds.map((k) => {
    // Said in its own plural: two wolves, never "two wolfs".
    const key = oneKindBook(pluralize.plural(bare(k)));
    return [k, ...(key ? planOf(key).filter((p) => p !== k && !placeWords.test(p) && !others(p)) : [])];
  });
  // Two kinds of the set together, after each alone.
  const pairs = kinds.flatMap((k, i) => kinds.slice(i + 1).map((o) => `${k} and ${o}`));
  const longest = Math.max(...books.map((b) => b.length), pairs.length + 1);
  const lists = [
    books.map((b) => b[0] as string),
    ...Array.from({ length: longest - 1 }, (_, i) => [
      ...(pairs[i] ? [pairs[i]] : []),
      ...books.flatMap((b) => (b[i + 1] ? [b[i + 1] as string] : [])),
    ]),
  ];
  return [...new Set(lists.flat())].slice(0, 12);
}

/**
 * The words before "animals" that say what no plan of animals draws ("nocturnal animals",
 * "australian animals", "stress relief animals"): the animals' own plan is drawn, and understand.ts
 * says the words are left out. Only words that name no drawing, no one and nothing done ("a
 * zookeeper feeding the animals" is the zookeeper's page); none when another word follows.
 */
export function animalsSaidOtherwise(phrase: string): string[] {
  const said = /^(?:(?:a|an|the|some)\s+)?([a-z' -]+?)\s+(?:animals|creatures|critters)$/.exec(
    phrase.toLowerCase().trim(),
  );
  if (!said || ornamentWords.test(phrase) || /\b(?:with|and|of|in|on|for|from|at|under|near|to)\b/.test(said[1] ?? ""))
    return [];
  const words = (said[1] ?? "").split(/\s+/).filter((w) => w && !modifiers.has(w) && !lookWords.has(w));
  const undrawn = (w: string) =>
    !/ing$/.test(w) &&
    (isAdjective(w) || !isPerson(w)) &&
    understandPhrase(w).every((u) => u.drawnAs === null || u.standIn);
  return words.length > 0 && words.length <= 3 && words.every(undrawn) ? words : [];
}

/** Page `index` of a batch of the theme: consecutive pages take consecutive subjects. */
export function themeSubject(theme: string, index: number, said = ""): string {
  // A run's pages are its glyphs in order, the things said with it counted on each (sequences.ts).
  const run = sequencePlan(theme);
  if (run) return run[(index >>> 0) % run.length] ?? theme;
  const plan = planOf(theme);
  // The things the occasion is said with, when the set draws them ("birthday party with
  // presents", "halloween party with pumpkins"), are every page's: the plan's pages of them, or
  // the things themselves. Any page of the plan had been drawn (a crown for the presents).
  const withThings = /\swith\s+(.+)$/i.exec(said)?.[1] ?? "";
  const named = understandPhrase(withThings).filter((u) => u.drawnAs !== null && !u.standIn);
  if (named.length > 0) {
    // Each page of the plan read once.
    const planned = plan.map((p) => ({ p, drawnAs: understandPhrase(p).find((u) => u.drawnAs)?.drawnAs ?? null }));
    const ofThem = planned.filter((e) => named.some((u) => u.drawnAs === e.drawnAs));
    const others = named.filter((u) => !ofThem.some((e) => e.drawnAs === u.drawnAs)).map((u) => u.word);
    const pages = [...ofThem.map((e) => e.p), ...others];
    return forOccasion(theme, inThemePlace(theme, pages[(index >>> 0) % pages.length] ?? withThings));
  }
  const subject = plan[(index >>> 0) % plan.length] ?? theme;
  // Said under the sea ("underwater ocean scene"), every page is there: a crab of the ocean's plan
  // had walked on the beach.
  const under =
    /\b(?:underwater|under the sea|undersea|deep sea)\b/i.test(said) && !/\b(?:in|at|on|under)\b/.test(subject);
  const undersea = under ? placedIn(subject, "underwater") : subject;
  return forOccasion(theme, undersea !== subject ? undersea : inThemePlace(theme, subject));
}

/**
 * A theme tiled on a pattern's page ("under the sea", "christmas", "kawaii food" on Pattern
 * Doodles): three of its plan's things, each page of a batch a different three. The pattern had
 * tiled whatever one word named (hearts and balloons for the sea, canned food for kawaii food, a
 * school building for school supplies) or refused an occasion.
 */
export function themeThings(theme: string, index: number): string {
  const things = thingsOf(theme);
  const n = things.length;
  if (n <= 3) return listed(things);
  // Every three of them, in turn a stride apart, the stride near the golden share of their count
  // and sharing no factor with it: no two pages of a book the same three while there are as many
  // threes as pages, and pages side by side seldom share a thing.
  const threes: number[][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) threes.push([a, b, c]);
  let stride = Math.max(1, Math.round(threes.length * 0.618));
  while (gcd(stride, threes.length) !== 1) stride++;
  const three = threes[((index >>> 0) * stride) % threes.length] ?? [0, 1, 2];
  return listed(three.map((i) => things[i] as string));
}

/**
 * The things of a theme's plan, each drawing once, its pages' first things first ("a T-Rex and a
 * volcano": the T-Rex, then the volcano); a place ("on a farm") is none.
 */
export const thingsOf = remembered((theme: string): readonly string[] => {
  const seen = new Set<string>();
  // Each page's parts, a part said after "on", "in" or "at" that names a place marked as none.
  const parts = planOf(theme).map((page) =>
    page.split(/(,\s*|\s+(?:and|with|on|in|at|by|for|under|holding)\s+)/).flatMap((part, i, all) => {
      if (i % 2 === 1 || !part.trim()) return [];
      const place = /^\s+(?:on|in|at|by|under)\s+$/.test(all[i - 1] ?? "") && !!conceptFor(part);
      return [place ? "" : part.trim()];
    }),
  );
  const things: string[] = [];
  for (const round of [0, 1, 2])
    for (const words of parts) {
      const part = words[round];
      if (!part) continue;
      const [m] = matchMotifs(part, 1);
      if (!m || seen.has(m.hexcode)) continue;
      seen.add(m.hexcode);
      things.push(part);
    }
  return things;
});

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const listed = (things: readonly string[]) =>
  things.length < 2 ? (things[0] ?? "") : `${things.slice(0, -1).join(", ")} and ${things.at(-1)}`;

/**
 * A page of an occasion is for the occasion ("a teddy bear for Valentine's Day"): its marks are
 * drawn round the page's thing (`occasionWith`), where a Valentine's page had been a teddy bear
 * under stars and a back-to-school page an apple alone. A season the scenes draw as a place
 * (winter's snow) keeps its page as it was.
 */
function forOccasion(theme: string, subject: string): string {
  if (!holidays.has(theme) || theme === "seasons") return subject;
  const said = `${subject} for ${occasionSaid[theme] ?? theme}`;
  return occasionWith(said) ? said : subject;
}

/** How an occasion is said after "for" where its plan's key is no way to say it. */
const occasionSaid: Readonly<Record<string, string>> = {
  valentine: "Valentine's Day",
  "mothers day": "Mother's Day",
  "fathers day": "Father's Day",
  "earth day": "Earth Day",
  "new year": "New Year",
  "lunar new year": "Lunar New Year",
  "independence day": "Independence Day",
  christmas: "Christmas",
  halloween: "Halloween",
  easter: "Easter",
  thanksgiving: "Thanksgiving",
  hanukkah: "Hanukkah",
  diwali: "Diwali",
  eid: "Eid",
  passover: "Passover",
  holi: "Holi",
  kwanzaa: "Kwanzaa",
  birthday: "a birthday",
};

/**
 * A theme that is a place draws each page's subject there: a space book's sun among the stars,
 * not in a sky with clouds; a farm's tractor on the farm. The place never changes what the
 * subject is drawn as (a star in space would read as a starry pattern: it stays a star), and a
 * pet is at home wherever it lives (a pet fish is not in a living room), so pets keep no place.
 */
function inThemePlace(theme: string, subject: string): string {
  const at = Object.hasOwn(themePlaces, theme) ? themePlaces[theme] : undefined;
  return at ? placedIn(subject, at) : subject;
}

/** The subject said in a place, unless the place changes what it is drawn as: then the subject alone. */
function placedIn(subject: string, at: string): string {
  const placed = `${subject} ${at}`;
  const first = (phrase: string) => understandPhrase(phrase).find((w) => w.drawnAs)?.drawnAs;
  return first(placed) === first(subject) ? placed : subject;
}

/** Where the pages of a theme that is a place are drawn (the habitats' own, and space's). */
const themePlaces: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(habitats)
      .filter(([name]) => name !== "pets" && Object.hasOwn(basePlans, name))
      .map(([name, h]) => [name, h.at]),
  ),
  space: "in space",
};

/** The subjects of a theme, one a page: a named theme's plan, or the kinds of a kind theme. */
export function planOf(theme: string): readonly string[] {
  return themePlans[theme] ?? kindPlans.get(theme) ?? sequencePlan(theme) ?? [];
}

/** Kinds named by age or sex ("young bird", "hen"'s "female chicken"): the kind itself again. */
const youngOrSex = /^(?:young|baby|adult|male|female|immature|mature) /;

/** Fewer different drawings than this among a kind's kinds and the kind is no theme of its own. */
const KIND_THEME_MIN = 6;
const kindPlans = new Map<string, readonly string[]>();

/** A phrase's words, lower case, letters only ("Big Trucks!" → big, trucks). */
const lowerWords = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .trim()
    .split(/\s+/);

/**
 * The kind a plural names ("birds" → bird, "musical instruments" → musical instrument), or
 * undefined: a word before it that WordNet does not name with it only describes ("big trucks").
 */
function kindOf(phrase: string): string | undefined {
  const words = lowerWords(phrase);
  const last = words.at(-1) ?? "";
  if (words.length > 2 || !/s$/.test(last) || /ss$/.test(last)) return undefined;
  const one = last
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x)es$/, "$1")
    .replace(/s$/, "");
  const pair = words.length === 2 ? `${words[0]} ${one}` : undefined;
  return pair && isNoun(pair) ? pair : isNoun(one) ? one : undefined;
}

/**
 * A kind named in the plural ("birds", "big trucks", "sweet treats", "bugs and insects") whose
 * kinds in WordNet include at least KIND_THEME_MIN different drawings, each drawn as itself: a
 * theme of those kinds, one a page (an eagle, an owl, a parrot, a penguin…), where the same
 * drawing had been repeated on every page of the book.
 */
function kindTheme(phrase: string): string | undefined {
  const kind = kindOf(phrase);
  // Animals are read by their habitat ("farm animals"); "animals" alone names no theme.
  if (!kind || /\b(?:animal|creature|critter|wildlife)$/.test(kind)) return undefined;
  const key = `kinds of ${kind}s`;
  if (kindPlans.has(key)) return (kindPlans.get(key)?.length ?? 0) > 0 ? key : undefined;
  const drawn = new Map<string, string>();
  for (const name of kindsUnder(kind)) {
    // Each name in its own commonest sense a kind of the kind: a kite (the toy) is no bird.
    if (drawn.size >= 16) break;
    if (!/^[a-z][a-z -]+$/.test(name) || youngOrSex.test(name)) continue;
    // Only a name some drawing is named or tagged by is read further (the read is the cost).
    if (!name.split(" ").every((w) => namesADrawing(w)) || !isKindOf(name, kind)) continue;
    const subject = withArticle(name);
    const hit = matchMotifs(subject, 1)[0];
    // A plain shape is no kind of anything else: "buildings" had planned a pentagon (WordNet's
    // Pentagon is a building), drawn as the five-sided shape.
    if (!hit || drawn.has(hit.hexcode) || isShapeDrawing(hit.hexcode)) continue;
    const read = understandPhrase(subject);
    if (read.length !== 1 || !read[0]?.exact || read[0].standIn) continue;
    drawn.set(hit.hexcode, subject);
  }
  const plan = drawn.size >= KIND_THEME_MIN ? [...drawn.values()] : [];
  kindPlans.set(key, plan);
  return plan.length ? key : undefined;
}

/**
 * What a book of one creature does, page by page, after the creature alone and two of it: a
 * swimmer with the sea's animals, anyone else in the places and with the companions every
 * outdoor page draws, and one the set draws with hands and a whole body (a robot, a princess)
 * holding, reading, riding and eating too. `K` is the creature, `Ks` its plural as said.
 */
const bookOfOne = {
  swimmer: ["dolphin", "turtle", "octopus", "whale", "crab", "starfish", "jellyfish", "fish", "shark", "seal"].map(
    (other) => `a K and ${withArticle(other)}`,
  ),
  hands: [
    "a K holding a balloon",
    "a K in the snow",
    "a K reading a book",
    "a K at the beach",
    "a K riding a bike",
    "a K in the forest",
    "a K eating ice cream",
    "a K and a butterfly",
    "a K in the garden",
    "a K at night",
    "a K and a dog",
  ],
  other: [
    "a K in the snow",
    "a K at the beach",
    "a K and a butterfly",
    "a K in the forest",
    "a K playing with a ball",
    "a K in the garden",
    "a K at night",
    "a K and a dog",
    "a K in the rain",
    "a K and a rabbit",
    "a K under a rainbow",
    "a K in the mountains",
    "a K and a bird",
  ],
};

/** The pages of `bookOfOne` that put the creature in a place. */
const placeWords = /\b(?:in the|at the) (?:snow|beach|forest|garden|mountains|rain)$/;

/** The drawing each book of one creature draws (`kindBook`): two names of one ("horses and ponies") are one book. */
const bookDrawings = new Map<string, string>();

/** The singular a plural's last word may have ("princesses", "ponies", "robots"), likeliest first. */
const singulars = (word: string) => {
  // An irregular plural first ("wolves", "mice", "geese"): a book of wolves had been none.
  const one = pluralize.isPlural(word) ? pluralize.singular(word) : word;
  const regular = /[^s]s$/.test(word)
    ? [word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")]
    : [];
  return [...new Set([one, ...regular])].filter((w) => w !== word);
};

/** Where a page first is in a plan, "a garden" and "the garden" one place. */
const firstOf = (plan: readonly string[], page: string) =>
  plan.findIndex((p) => p.replace(/\bthe\b/g, "a") === page.replace(/\bthe\b/g, "a"));

/** Words that say how the creatures of a book look, not which they are ("cute foxes"). */
const describing = new Set([
  ...lookWords,
  ...sizeWords,
  ..."cute kawaii magical magic mythical pretty beautiful".split(" "),
]);

/** A creature drawn exactly by its name said after "a" ("a unicorn", "a princess"), or undefined. */
function drawnCreature(kind: string) {
  const one = withArticle(kind);
  const read = understandPhrase(one);
  const [hit] = matchMotifs(one, 1);
  if (!hit || read.length !== 1 || !read[0]?.exact || read[0].standIn) return undefined;
  const group = motifGroup(hit.hexcode);
  const alive =
    group === "people-body" || isAnimate(kind) || isKindOf(kind, "imaginary being") || !!headBody(hit.annotation);
  return alive && group !== "food-drink" ? { one, hit } : undefined;
}

/**
 * A creature named in the plural that has too few kinds for a theme of them ("robots",
 * "magical unicorns", "mermaids", "princesses"): a book of it doing twelve different things
 * (bookOfOne), each page read exactly as written, where all twelve pages had drawn the one
 * creature standing, pages 9 to 12 the compositions of pages 1 to 4. Its first pages are the
 * creature alone and two of it: a single page of the plural is what it says. An animal of a
 * habitat is in its habitat and with its neighbours there first (a penguin in the snow, with a
 * seal), not at the beach. A book only: a scene's "students" or a phrase's "kids" stay a group
 * (generations/plan.ts asks for it on a picture of one subject alone).
 */
export const oneKindBook = remembered((phrase: string): string | undefined => {
  const bare = phrase.toLowerCase().replace(bookWords, " ").replace(/\s+/g, " ").trim();
  const parts = bare.split(/\s+(?:and|&)\s+/);
  if (parts.length === 2) {
    // Two names of one creature ("horses and ponies": a pony is drawn as the horse): its book.
    const [a, b] = parts.map((p) => kindBook(p));
    const drawing = (p: string) => matchMotifs(withArticle(singulars(p)[0] ?? p), 1)[0]?.hexcode;
    if (a && bookDrawings.get(a) === drawing(parts[1] ?? "")) return a;
    if (b && bookDrawings.get(b) === drawing(parts[0] ?? "")) return b;
    return twoKindsBook(parts[0] ?? "", parts[1] ?? "");
  }
  return kindBook(bare);
});

/** Where a book of two kinds puts them both, page by page, after their counts (`twoKindsBook`). */
const bothPlaces = [
  "in the forest",
  "at night",
  "in the garden",
  "in autumn",
  "in the snow",
  "in the mountains",
  "in a meadow",
];
/** How many of each of two kinds a page of their book draws, in turn (`twoKindsBook`). */
const countPairs = [
  [1, 1],
  [2, 1],
  [1, 2],
  [2, 2],
  [3, 1],
  [1, 3],
] as const;
const numberWord = ["", "one", "two", "three"];

/**
 * Two kinds said in the plural that no theme and no one creature's book names ("mushrooms and
 * moths", "owls and pumpkins", "cats and dogs"), one of them a thing that lives or grows: every
 * page draws both, each page a different count of them or a different place. All twelve pages of
 * such a book had drawn the same two things side by side, mirrored.
 */
function twoKindsBook(xs: string, ys: string): string | undefined {
  const one = (plural: string) => {
    if (plural.includes(" ")) return undefined;
    for (const k of singulars(plural)) {
      const read = understandPhrase(withArticle(k));
      const [hit] = matchMotifs(withArticle(k), 1);
      if (hit && read.length === 1 && read[0]?.drawnAs) return { k, hexcode: hit.hexcode };
    }
    return undefined;
  };
  const [x, y] = [one(xs), one(ys)];
  if (!x || !y || x.hexcode === y.hexcode) return undefined;
  const key = `a book of ${x.k} and ${y.k}`;
  if (kindPlans.has(key)) return (kindPlans.get(key)?.length ?? 0) > 0 ? key : undefined;
  const [ax, ay] = [withArticle(x.k), withArticle(y.k)];
  const both = `${ax} and ${ay}`;
  // Each page a different count of them (no more than four: more crowd the page) or a different
  // place; only for what lives or grows (a taco in the forest is no page of tacos).
  if (![x.k, y.k].some((k) => sortsOf(k)[0] === sorts.animal || sortsOf(k)[0] === sorts.plant)) return undefined;
  const n = (k: number, single: string, many: string) => (k === 1 ? single : `${numberWord[k]} ${many}`);
  const counts = countPairs.map(([i, j]) => `${n(i, ax, xs)} and ${n(j, ay, ys)}`);
  const places = [x.k, y.k].some((k) => swimsByName(k))
    ? ["under the sea", "by a coral reef", "in the ocean"]
    : bothPlaces;
  const pages = [
    ...counts
      .slice(0, 4)
      .flatMap((c, i) => [
        c,
        ...[places[2 * i], places[2 * i + 1]].filter((p) => p !== undefined).map((p) => `${both} ${p}`),
      ]),
    ...counts.slice(4),
  ];
  // A page is kept only when both are drawn on it, each as itself or its stand-in, and nothing is
  // left out ("a moth under a rainbow" had lost its moth to the rainbow).
  const drawsBoth = (page: string) => {
    const drawn = matchMotifs(page, 3).map((m) => m.hexcode);
    return (
      drawn.includes(x.hexcode) && drawn.includes(y.hexcode) && understandPhrase(page).every((u) => u.drawnAs !== null)
    );
  };
  const plan = pages.filter(drawsBoth).slice(0, 12);
  const kept = plan.length >= 6 ? plan : [];
  kindPlans.set(key, kept);
  return kept.length ? key : undefined;
}

/** The book of one kind a plural of one or two words names (`oneKindBook`). */
function kindBook(phrase: string): string | undefined {
  const words = lowerWords(phrase);
  if (words.length > 2) return undefined;
  const last = words.at(-1) ?? "";
  // Two words name the kind when WordNet has them together ("polar bears"); else the first says
  // how they look ("cute foxes", "magical unicorns") or it is no book ("gummy bears" are sweets).
  const first = words.length === 2 ? (words[0] ?? "") : "";
  const pair = (k: string) => `${first} ${k}`;
  if (first && !singulars(last).some((k) => isNoun(pair(k))) && !describing.has(first) && !modifiers.has(first))
    return undefined;
  // The first of its singulars that names a creature the set draws ("princesses": princess).
  let kind = "";
  let found: ReturnType<typeof drawnCreature>;
  for (const k of singulars(last).map((k) => (first && isNoun(pair(k)) ? pair(k) : k))) {
    found = drawnCreature(k);
    if (found) {
      kind = k;
      break;
    }
  }
  if (!found) return undefined;
  const { one, hit } = found;
  const key = `a book of ${kind}`;
  if (kindPlans.has(key)) return (kindPlans.get(key)?.length ?? 0) > 0 ? key : undefined;
  const exact = (p: string) => understandPhrase(p).every((u) => u.drawnAs !== null && !u.standIn);
  const body = headBody(hit.annotation);
  const habitat = habitatOf(hit.hexcode);
  const neighbours = (habitat ? (habitats[habitat]?.animals ?? basePlans[habitat] ?? []) : [])
    .filter((a) => living(a) && swimsByName(a) === swimsByName(kind) && matchMotifs(a, 1)[0]?.hexcode !== hit.hexcode)
    .slice(0, 4)
    .map((a) => `a K and ${a}`);
  const at = habitat ? habitats[habitat]?.at : undefined;
  const pages = swimsByName(hit.annotation)
    ? bookOfOne.swimmer
    : body && !body.bust
      ? [...(at ? [`a K ${at}`] : []), ...bookOfOne.hands]
      : // An animal of a habitat is in no other place (a penguin at the beach, in a garden).
        [...(at ? [`a K ${at}`] : []), ...neighbours, ...bookOfOne.other.filter((p) => !at || !placeWords.test(p))];
  // A bug or a bird plays with no ball.
  const small = habitat === "bugs" || isKindOf(kind, "bird");
  // A kind the set draws as a woman and as a man too (a superhero, a vampire, a fairy) is each of
  // them in turn after its first page: a book of superheroes had been one man in a cape twelve
  // times (the set's fairy, of neither, looks a man).
  const sexes = ["woman", "man"].map((s) => `${s} ${kind}`);
  const both = sexes.every((k) => {
    const drawn = drawnCreature(k);
    return !!drawn && drawn.hit.hexcode !== hit.hexcode;
  });
  const who = (i: number) => (both ? (sexes[i % 2] as string) : kind);
  const plan = [
    one,
    both
      ? `${withArticle(sexes[0] as string)} and ${withArticle(sexes[1] as string)}`
      : `two ${pluralize.plural(kind)}`,
    ...pages.filter((p) => !(small && /\bball\b/.test(p))).map((p, i) => p.replace(/^a K\b/, withArticle(who(i)))),
  ]
    // Each page once, read exactly, and no creature beside itself ("a butterfly and a butterfly").
    .filter((p, i, all) => firstOf(all, p) === i && exact(p) && !new RegExp(`\\band (?:an? )?${kind}$`).test(p))
    .slice(0, 12);
  const kept = plan.length >= 10 ? plan : [];
  kindPlans.set(key, kept);
  if (kept.length) bookDrawings.set(key, hit.hexcode);
  return kept.length ? key : undefined;
}
