import type { Motif } from "./art.js";
import { motifGroup, motifSubgroup, motifTags } from "./drawing-index.js";
import { animalKindOf, isNoun } from "./lexicon.js";

/**
 * How large a creature is in life, as a rank WordNet's kinds give (the set draws every creature
 * at one size): 0 a bug or a snail, 1 a mouse, a rabbit, a frog, a small bird, a chick, a hen,
 * a duck, a penguin or a fish, 2 most (a cat, a dog, a fox, an owl), 3 a person, a horse, a bear, a lion,
 * 4 an elephant, a whale, a giraffe, a dinosaur. Undefined for what is no creature.
 */
export function naturalRank(m: Motif, creature: boolean): number | undefined {
  if (!creature) return undefined;
  if (motifGroup(m.hexcode) === "people-body") return 3;
  const kind = kindName(m);
  if (!kind) return 2;
  const { name, within } = kind;
  const of = (...kinds: string[]) => kinds.some((k) => animalKindOf(name, k, within));
  if (name === "whale" || of("baleen whale", "sperm whale", "proboscidean", "giraffe", "dinosaur")) return 4;
  if (of("rhinoceros", "hippopotamus")) return 4;
  if (of("arthropod", "gastropod", "worm")) return 0;
  if (of("rodent", "lagomorph", "insectivore", "amphibian", "passerine", "young bird", "hummingbird")) return 1;
  // Birds of the yard and the water (a hen, a turkey, a duck, a swan, a penguin) come to a person's knee.
  if (of("domestic fowl", "aquatic bird")) return 1;
  if (of("ungulate", "bear", "big cat", "great ape", "kangaroo", "crocodilian", "shark")) return 3;
  // The set's fish (a fish, a tropical fish, a blowfish) are small ones: "a cat with a fish" had
  // drawn the fish as tall as the cat, and a whale's fish in the sea as large as the whale. A
  // name that is a mammal's too is the mammal ("dolphin": WordNet's first sense is a fish).
  if (of("fish") && !animalKindOf(name, "mammal", "mammal")) return 1;
  return 2;
}

/**
 * The drawing's name in the sense of its emojibase subgroup (a peacock drawn as a bird is no
 * butterfly); a name WordNet does not know, by the words it is tagged with ("T-Rex": a
 * tyrannosaurus, a dinosaur).
 */
function kindName(m: Motif): { name: string; within: string } | undefined {
  const within = subgroupKinds[motifSubgroup(m.hexcode)] ?? "animal";
  const whole = m.annotation.toLowerCase().replace(/\s+face$/, "");
  const tries = [whole, whole.split(/[\s-]+/).at(-1) ?? "", ...motifTags(m.hexcode)];
  const name = tries.find((n) => isNoun(n) && animalKindOf(n, "animal", within));
  return name ? { name, within } : undefined;
}

/** A creature that lies low on the ground in life (a snake, a lizard, a crocodile, a turtle): a reptile. */
export function liesLow(m: Motif): boolean {
  const kind = kindName(m);
  return !!kind && animalKindOf(kind.name, "reptile", kind.within);
}

/** The kind each animal subgroup of emojibase draws (emojibase-data/meta/groups.json). */
const subgroupKinds: Record<number, string> = {
  34: "mammal",
  35: "bird",
  36: "amphibian",
  37: "reptile",
  39: "invertebrate",
};

/** Height in life of each rank beside the others. */
const rankScale = [0.3, 0.5, 0.75, 1, 1.3];

/**
 * Heights beside each other of things drawn together, the creatures (`creature`) by their ranks
 * ("the lion and the mouse": the mouse half the lion's height, at its feet): 1 for the largest,
 * and 1 for any within three quarters of its height, so a person and a dog, or an elephant and a
 * person, stay a pair of one size. All 1 when fewer than two are creatures.
 */
export function naturalScales(drawn: readonly Motif[], creature: (m: Motif) => boolean): number[] {
  const ranks = drawn.map((m) => naturalRank(m, creature(m)));
  const known = ranks.filter((r): r is number => r !== undefined);
  if (known.length < 2) return ranks.map(() => 1);
  const top = rankScale[Math.max(...known)] as number;
  // In a group of three or more, a child beside a grown-up comes to their shoulder, a baby to
  // their waist ("a mother, a father and a child": the child had stood as tall as its mother). A
  // pair stays of one height: the grown-up of two would fill the page's height, a giant.
  const grownUp = drawn.length >= 3 && drawn.some((m, i) => ranks[i] === 3 && !youngShare(m));
  return ranks.map((r, i) => {
    if (r === undefined) return 1;
    const s = (rankScale[r] as number) / top;
    const young = grownUp && r === 3 ? youngShare(drawn[i] as Motif) : undefined;
    return young ?? (s >= 0.75 ? 1 : Number(s.toFixed(2)));
  });
}

/** A young person's height beside a grown-up's: a child's, a boy's or a girl's, a baby's; undefined for anyone else. */
function youngShare(m: Motif): number | undefined {
  if (motifGroup(m.hexcode) !== "people-body") return undefined;
  const name = m.annotation.toLowerCase();
  return name === "baby" ? 0.5 : ["child", "boy", "girl"].includes(name) ? 0.72 : undefined;
}

/** Things drawn together, each at its height beside the others (`naturalScales`). */
export function inLife(
  drawn: readonly Motif[],
  creature: (m: Motif) => boolean,
): Array<{ motif: Motif; scale: number }> {
  const scales = naturalScales(drawn, creature);
  return drawn.map((motif, i) => ({ motif, scale: scales[i] ?? 1 }));
}
