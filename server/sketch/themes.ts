/**
 * Theme words and the subjects a batch of them draws, one a page. Every subject here is one the
 * built-in engine draws as itself (test/server/sketch/themes.test.ts checks each with
 * `drawnAsWritten`): a plan never reaches a stand-in. Model providers get the same subject in
 * their prompt (server/generations/plan.ts), so their batches vary the same way.
 */
export const themePlans: Readonly<Record<string, readonly string[]>> = {
  // Three dinosaurs (T-Rex, sauropod, our own triceratops): the plan varies what is with them.
  dinosaurs: [
    "a T-Rex",
    "a sauropod",
    "a triceratops",
    "a T-Rex and a volcano",
    "a sauropod and a palm tree",
    "a triceratops and a volcano",
    "a T-Rex with an egg",
    "a sauropod and a volcano",
    "a triceratops and a palm tree",
    "a T-Rex and a sauropod",
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
  ],
  pets: ["a dog", "a cat", "a hamster", "a parrot", "a rabbit", "a mouse", "a turtle", "a tropical fish"],
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
  christmas: ["Santa Claus", "a Christmas tree", "a snowman", "a gift", "a reindeer", "a bell", "Mrs. Claus", "an elf"],
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
  ],
};

/** Other words for a theme, after articles and words such as "animals" are taken off. */
const aliases: Readonly<Record<string, string>> = {
  dinosaur: "dinosaurs",
  dinos: "dinosaurs",
  dino: "dinosaurs",
  sea: "ocean",
  "under the sea": "ocean",
  "outer space": "space",
  pet: "pets",
  safari: "jungle",
  zoo: "jungle",
  insects: "bugs",
  insect: "bugs",
  bug: "bugs",
  vehicle: "vehicles",
  transport: "vehicles",
  transportation: "vehicles",
  "things that go": "vehicles",
  "fairy tales": "fairy tale",
  fairytale: "fairy tale",
  fairytales: "fairy tale",
  xmas: "christmas",
};

/** The theme a subject phrase names as a whole ("dinosaurs", "farm animals", "the ocean"), if any. */
export function themeOf(phrase: string): string | undefined {
  const words = phrase
    .toLowerCase()
    .replace(/[^a-z' -]+/g, " ")
    .replace(/\b(a|an|the|some|lots of|cute|animals?|creatures?|themed?|pages?|life|world)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const name = Object.hasOwn(aliases, words) ? aliases[words] : words;
  return name && Object.hasOwn(themePlans, name) ? name : undefined;
}

/** Page `index` of a batch of the theme: consecutive pages take consecutive subjects. */
export function themeSubject(theme: string, index: number): string {
  const plan = themePlans[theme] ?? [];
  return plan[(index >>> 0) % plan.length] ?? theme;
}
