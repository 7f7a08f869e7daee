/** Amazon-style browse categories for a listing, chosen from the title's words. */

/** "everyone" when nothing the user gave says who the book is for: no reader is assumed. */
export type Audience = "kids" | "teens" | "adults" | "everyone";

const ADULT = "Books › Crafts, Hobbies & Home › Coloring Books for Grown-Ups";
const KIDS = "Books › Children's Books › Activities, Crafts & Games";

// [title words, grown-up category, children's category]
const TOPICS: Array<[RegExp, string, string]> = [
  [
    /\b(animals?|cats?|kittens?|dogs?|pupp(y|ies)|birds?|owls?|horses?|zoo|wildlife|pets?|bunn(y|ies)|bears?|foxes|fox)\b/i,
    `${ADULT} › Animals`,
    "Books › Children's Books › Animals",
  ],
  [
    /\b(mandalas?|patterns?|geometric|zentangle|kaleidoscope|boho)\b/i,
    `${ADULT} › Mandala & Patterns`,
    `${KIDS} › Coloring Books`,
  ],
  [
    /\b(flowers?|floral|gardens?|botanical|landscapes?|nature|plants?|succulents?)\b/i,
    `${ADULT} › Flower & Landscapes`,
    "Books › Children's Books › Science, Nature & How It Works › Nature",
  ],
  [
    /\b(unicorns?|dragons?|fairy|fairies|fantasy|mermaids?|magic(al)?|enchanted|wizards?|princess(es)?)\b/i,
    `${ADULT} › Fantasy`,
    "Books › Children's Books › Fairy Tales, Folk Tales & Myths",
  ],
  [
    /\b(christmas|xmas|santa)\b/i,
    `${ADULT} › Holidays`,
    "Books › Children's Books › Holidays & Celebrations › Christmas",
  ],
  [
    /\b(halloween|spooky|pumpkins?|ghosts?)\b/i,
    `${ADULT} › Holidays`,
    "Books › Children's Books › Holidays & Celebrations › Halloween",
  ],
  [
    /\b(easter|valentines?|thanksgiving|holidays?)\b/i,
    `${ADULT} › Holidays`,
    "Books › Children's Books › Holidays & Celebrations",
  ],
  [
    /\b(cit(y|ies)|houses?|buildings?|architecture|cottages?|homes?|towns?|villages?)\b/i,
    `${ADULT} › Cities & Architecture`,
    `${KIDS} › Coloring Books`,
  ],
  [/\b(funny|swear|sarcastic|humou?r|silly|jokes?)\b/i, `${ADULT} › Humorous`, "Books › Children's Books › Humor"],
  [
    /\b(bible|faith|christian|prayers?|inspirational|affirmations?|quotes?|scripture)\b/i,
    `${ADULT} › Religious & Inspirational`,
    "Books › Children's Books › Religions",
  ],
  [
    /\b(dinosaurs?|dinos?|t-?rex|prehistoric|jurassic)\b/i,
    `${ADULT} › Animals`,
    "Books › Children's Books › Science, Nature & How It Works › Dinosaurs",
  ],
  [
    /\b(space|planets?|astronauts?|rockets?|galaxy|stars)\b/i,
    `${ADULT} › Fantasy`,
    "Books › Children's Books › Science, Nature & How It Works › Astronomy & Space",
  ],
  [
    /\b(cars?|trucks?|trains?|vehicles?|planes?|tractors?|diggers?|construction)\b/i,
    `${ADULT} › Cities & Architecture`,
    "Books › Children's Books › Cars, Trains & Things That Go",
  ],
  [
    /\b(ocean|sea|beach|underwater|fish|sharks?|whales?|marine)\b/i,
    `${ADULT} › Animals`,
    "Books › Children's Books › Animals › Marine Life",
  ],
  [
    /\b(alphabet|abc|letters?|numbers?|counting|shapes)\b/i,
    `${ADULT} › Mandala & Patterns`,
    "Books › Children's Books › Early Learning › Basic Concepts",
  ],
  [
    /\b(food|cakes?|cupcakes?|desserts?|sweets?|candy|fruits?|kawaii)\b/i,
    `${ADULT} › Humorous`,
    `${KIDS} › Coloring Books`,
  ],
];

const FILLERS: Record<Audience, string[]> = {
  adults: [ADULT, "Books › Self-Help › Stress Management", "Books › Arts & Photography › Drawing"],
  teens: [ADULT, "Books › Teen & Young Adult › Hobbies & Games", "Books › Arts & Photography › Drawing"],
  everyone: [
    "Books › Arts & Photography › Drawing",
    "Books › Crafts, Hobbies & Home › Crafts & Hobbies",
    "Books › Humor & Entertainment › Puzzles & Games",
  ],
  kids: [
    `${KIDS} › Coloring Books`,
    `${KIDS} › Activity Books`,
    "Books › Children's Books › Arts, Music & Photography",
  ],
};

export function audienceOf(title: string): Audience {
  if (
    /\b(kids?|child|children'?s?|toddlers?|boys?|girls?|preschool(ers)?|kindergarten|ages?\s*\d|baby|little ones)\b/i.test(
      title,
    )
  ) {
    return "kids";
  }
  if (/\b(teens?|tweens?|teenagers?)\b/i.test(title)) return "teens";
  if (ADULT_WORDS.test(title)) return "adults";
  // Theme words children's books are made of count as a sign, when the title names no reader.
  if (KIDS_THEMES.test(title)) return "kids";
  return "everyone";
}

const ADULT_WORDS =
  /\b(adults?|grown[- ]?ups?|stress|relax(ing|ation)?|mindful(ness)?|calm(ing)?|zen|meditat\w*|mandalas?|intricate|swear\w*|seniors?|women|men)\b/i;
const KIDS_THEMES =
  /\b(dinosaurs?|dinos?|unicorns?|princess(es)?|trucks?|diggers?|tractors?|superheroes?|puppies|kittens|bunnies|abc|alphabet|numbers|counting|preschool|cartoon)\b/i;

/** 3 to 5 categories: the title's topics first, then the audience's general shelves. */
export function categoriesFor(title: string, audience: Audience): string[] {
  // A topic's shelf is for grown-ups or for children: with no reader given, none is assumed.
  const topical =
    audience === "everyone"
      ? []
      : TOPICS.filter(([re]) => re.test(title)).map(([, adult, kids]) => (audience === "kids" ? kids : adult));
  const all = [...new Set([...topical.slice(0, 3), ...FILLERS[audience]])];
  return all.slice(0, 5);
}
