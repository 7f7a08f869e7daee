import { getIndex } from "./drawing-index.js";
import { sortOf, sorts } from "./lexicon.js";
/** Word lists the motif matcher uses: what to ignore, and what children call things. */

/** "a" or "an" before a name, as it is spoken ("an owl", "a unicorn", "a European robin"). */
export const withArticle = (name: string) => `${/^(?!uni|use|usu|eu|one)[aeiou]/i.test(name) ? "an" : "a"} ${name}`;

/** Numbers in words, nought to twenty, each at its own index. */
export const numberWords = [
  ...["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  ...["eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"],
];

/** A count said in figures or as a word ("3", "three"), or -1 when it is neither. */
export const numberSaid = (word: string): number =>
  /^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word.toLowerCase());

export const stopWords = new Set([
  // The numbers, one to twenty: counts (cast.ts), never things.
  ...numberWords.slice(1),
  ...`a an the and or with of in on at for to from by into under over near its it this that these those
  cute happy little big small tiny giant funny silly playing play plays cozy cosy my his her their our your
  very some lots many is are be being friendly adorable kawaii style styled scene background
  theme themed beautiful pretty lovely simple easy detailed doodle doodles drawing coloring colouring page
  picture art cartoon children's having doing wearing holding sitting standing each other
  while who which where cheerful playful excited mischievous goofy magical whimsical festive modern classic
  vintage elements element type various eyed fluffy furry tiny sharing together hands hand
  arguing talking busy rainy foggy sunny windy cloudy stormy by dozen pair single lone
  huge enormous gigantic massive colossal large teeny miniature cyclops irish celtic gaelic lucky
  slice slices bite bites stack stacks pile piles heap heaps bunch bunches through across onto out inside outside
  above below beneath underneath atop upon behind around among amid along past between beyond toward towards`
    .split(/\s+/)
    .filter(Boolean),
]);

/** Containers named with what they hold ("a basket of fruit", "jars of jam"). */
export const containerNames = /baskets?|bowls?|jars?|box(?:es)?|buckets?|crates?|carts?|bags?|pots?/;

/** Colours: a colour before a noun says the colour, never another thing named with it. */
export const colorWords = new Set(
  "red orange yellow green blue purple violet pink brown black white grey gray silver colorful colourful".split(" "),
);

/**
 * Words that say how a subject is or what it does ("a sleepy cat", "a dancing bear", "a sad
 * dog", "a red car"), and where it is when every outdoor page draws that already ("in the sky",
 * "eating grass", "in a field"): never a drawing of their own when the phrase names something else. Each
 * named a wrong drawing before (a sleepy face, a woman dancing, a droplet, a red apple), charged
 * beside the one asked for; a page is black and white, and a cover's colours are its palette's.
 */
export const modifiers = new Set([
  ...`sleepy sleeping asleep angry mad sad crying smiling laughing hungry brave shy grumpy dancing
  running swimming walking skating cool proud scary spooky creepy jolly wise clever curious lazy
  gentle kind fierce wild tired bored surprised scared sweet fancy chubby tall old young dreamy
  shiny sparkly glowing peaceful calm loving caring thankful grateful hopeful strong smart
  singing giggling winking waving smiley cheeky naughty
  spotted striped easter cub cubs sprinkles frosting icing wings winged spots
  stripes dots polka hair blowing high low
  grass ground sky mud dirt field fields meadow`
    .split(/\s+/)
    .filter(Boolean),
  ...colorWords,
]);

/**
 * States a page cannot show, which change what it should show: the set draws every creature
 * awake and cheerful, eyes open. Said before or after who is in them ("a sleeping cat", "a dog
 * sleeping by the fireplace"), they are said to be left out: the dog had stood awake, the preview
 * silent about it.
 */
export const unseenStates = new Set(["sleeping", "asleep", "napping", "snoozing", "dozing", "crying", "weeping"]);

/**
 * Tags that name what a drawing goes with, not what it is: a parrot is tagged "pirate", but a
 * pirate drawn as a parrot is a stand-in to accept, not the pirate's kind.
 */
export const notKindTags = new Set(["pirate"]);

/**
 * Other words for exactly the thing a drawing is (a kid is a child): drawn as it, exactly. A Map,
 * as every table looked up by a typed word: "a constructor toy" must not find Object's own.
 */
export const sameThing: ReadonlyMap<string, string> = new Map([
  ["kid", "child"],
  ["kids", "child"],
  ["children", "child"],
  ["santa", "claus"],
]);

/**
 * Words that say who a page is for, not what it shows: "for kids", "child-friendly", "for
 * toddlers", "ages 2-4", "for ages 3 to 5", "for 4 year olds", "toddler coloring pages". A
 * toddler named as the subject ("a toddler playing") is still a child.
 */
export const audience = new RegExp(
  [
    "\\b(?:kid|child|toddler|preschool(?:er)?)-friendly\\b",
    "\\b(?:for|by) (?:(?:little )?kids|(?:young |little )?children|a kid|a child|(?:a )?toddlers?|preschool(?:ers?)?|pre-?k|kindergarten(?:ers?)?|(?:the )?little ones|beginners|boys and girls|girls and boys|(?:little )?girls|(?:little )?boys|teens|adults|grown-?ups|seniors)\\b",
    "(?:\\bfor )?\\b(?:ages?d?|kids|children) \\d+ ?(?:(?:-|–|to) ?\\d+|\\+)?(?: ?(?:years?|yrs?)(?: old)?)?(?!\\w)\\+?",
    "(?:\\bfor )?\\b\\d+ ?(?:(?:-|–|to) ?\\d+ )?(?:years?|yrs?)[ -]olds?\\b",
    "\\b(?:toddlers?|preschool(?:ers?)?)(?= (?:colou?ring|pages?|books?|sheets?|activit))",
  ].join("|"),
  "gi",
);

/** How many or which group, not what ("a pair of owls", "a family of bears"): no subject. */
export const collective = /\b(?:pair|couple|famil(?:y|ies)) of\b/gi;

/**
 * Words that name the page or the book it goes in ("a dinosaur coloring book", "cat colouring
 * sheets", "my first coloring book"): never a book drawn beside the subject.
 */
export const pageWords =
  /\b(?:my first )?colou?ring (?:books?|pages?|sheets?|pictures?)\b|\b(?:activity|sticker) books?\b/gi;

/**
 * Phrase-level replacements applied before tokenising (longest first). An entry marked "another"
 * finds the drawing of another thing for the words (a sea lion: the seal; a windmill: a
 * house): that drawing stands in for them, drawn only once the user accepts it (word-match.ts
 * `understandPhrase`), never said to be the words' own.
 */
const renames = (
  [
    // Counts said in words ("a pair of owls", "a couple of dogs"): the count is the cast's
    // (cast.ts), the words are not a subject ("couple" would draw a couple with a heart).
    [`(?:a |one )?${collective.source}`, " "],
    // A kid is a child ("a kid riding a horse"), except where the words say who the page is
    // for ("cats for kids", "kid-friendly").
    [audience.source, " "],
    ["kids?(?! ?(?:goat))|children(?!'s)|child", "child"],
    // A word of direction before what it points to ("sledding down a hill", "up a tree") is no
    // thing drawn: "down" had been drawn as a feather.
    ["(?:down|up|along|around|past|toward|towards)(?= (?:a|an|the|some|my|his|her|their|our) )", " "],
    // Nor is "down" of "upside down" (a bat hanging upside down): it says how, read as one word.
    ["upside[ -]?down", "inverted"],
    ["police cars?", "police car"],
    ["pirate ships?", "ship"],
    ["sea stars?", "starfish"],
    // The set's nearest drawing of the same thing, or of its kind.
    ["(?<!sea |salt |rain |of )water(?! ?(?:buffalo|melon|pistol|polo|lily|lilies|gun|slide|wave|drop))", "water wave"],
    ["(?<!bento |juice |lunch |music |gift |ballot |post |tool )box(?:es)?", "package"],
    ["(?:train |railway |rail(?:road)? )?tracks", "railway track"],
    ["snow(?![- ]?(?:man|men|flakes?|balls?|capped|globes?|boards?|mobiles?|fall|drops?|white|y))", "snowflake"],
    ["cheese(?! wedge)", "cheese wedge"],
    ["chicks", "baby chick"],
    // Our planet seen whole is a globe, no ringed planet.
    ["(?:planet )?earth(?! ?(?:day|worms?|quake|s\\b))", "globe showing americas"],
    ["squirrels?", "chipmunk"],
    ["acorns?", "chestnut", "another"],
    ["mittens?", "gloves", "another"],
    // "A penguin family" is the penguins (a family iftar is people).
    [
      "(?<=(?:penguin|bear|cat|dog|duck|rabbit|bunny|elephant|lion|owl|fox|deer|panda|pig|horse|monkey|mouse|bird|frog|turtle|whale|dinosaur)s? )famil(?:y|ies)",
      " ",
    ],
    // An animal's own shell is the animal; a shell alone is the sea's.
    ["(turtle|tortoise|snail|crab) shells?", "$1"],
    ["sea ?shells?|(?<!egg |nut )shells?", "spiral shell"],
    // A ball to play with (the set's "ball" drawings are rice balls and sports balls); a beach
    // ball, striped panels, is drawn as the football only once the user accepts it.
    ["beach balls?", "soccer ball", "another"],
    [
      "(?<!rice |crystal |disco |snow |yarn |basket |foot |base |soft |volley |bowling |tennis )balls?(?! of)",
      "soccer ball",
    ],
    ["basketball players?", "person bouncing ball"],
    ["gymnasts?|cartwheels?", "person cartwheeling"],
    ["honey(?! ?(?:pots?|bees?|jars?|combs?))", "honey pot"],
    // The fruit (the set's orange is a tangerine), not the colour of a book or a cat.
    ["oranges?(?= *(?:$|[,.]|and |with |on |in |slices?|trees?|juice))", "tangerine"],
    // Words that name a drawing only as part of another thing's name: the moon is not a moon
    // cake, a bee not a bug, "flying" not a flying saucer, a baby animal not a human baby.
    // The moon is the crescent with a face: a plain full moon is one round with craters, nothing
    // to colour; a crescent is tall enough to fill a portrait page.
    ["(?:half|quarter) moons?", "first quarter moon face"],
    ["(?<!(?:crescent|full|half|new|quarter) )moon(?! ?(?:cakes?|bases?|face|light))", "first quarter moon face"],
    // A word before another that changes what it is: a monster truck is a truck (drawn as a
    // pickup, not exact), not an ogre; a hot tub is no hot pepper; a baby animal is the animal; "a stack of books" is books
    // (the measure words are stop words), not a mountain.
    ["monster ?trucks?", "pickup truck", "another"],
    ["pieces? of", " "],
    ["(?:jars?|pots?) (?:of )?honey|honey ?jars?", "honey pot"],
    // A cooking pot (the set's pot of stew), never a honey pot or a toilet; a pot of gold, a
    // flower pot, a teapot and a pot belly are other things (a plant's pot: reading.ts).
    [
      "(?<!(?:honey|flower|plant|tea|coffee|chamber|crock|hot|melting|jack|lobster) ?)(?:cooking )?pots?(?! ?(?:of gold|of honey|bell(?:y|ies)|plants?|ted|ato|tery|ion))(?![a-z])",
      "pot of food",
    ],
    ["(?<=\\bof )water", " "],
    ["(?:honey ?)?bees?|bumble ?bees?", "honeybee"],
    ["stockings?", "socks", "another"],
    [
      "(?<!(?:red|orange|yellow|green|blue|purple|brown|black|white|pink|broken|growing|beating|sparkling) )hearts?(?! ?(?:suits?|eyes|shaped|on fire))",
      "red heart",
    ],
    ["flying(?! saucers?)", " "],
    [
      "baby(?= (?:dinosaur|dragon|animal|elephant|bear|owl|turtle|lion|tiger|fox|bunny|rabbit|cat|dog|duck|penguin|shark|whale|seal|monkey|giraffe|zebra|horse|pig|cow|sheep|goat|deer|panda|koala|unicorn|bird|hippo|rhino|kangaroo|sloth|otter|hedgehog|squirrel|raccoon|wolf|bat|octopus|dolphin|llama|camel|mouse|hamster|frog|crocodile|alligator|snake|lizard|bunnie|kitten|pupp(?:y|ie)|lamb|pony|ponie|goose|swan|flamingo|parrot|reindeer|yak|gorilla|orangutan)s?\\b)",
      " ",
    ],
    // St. Patrick's Day: no horseshoe drawing exists, a shamrock is the luck that reads;
    // a pot of gold is drawn as a bag of gold (and the scene adds a drawn pot of gold).
    ["(?:lucky )?horse ?shoes?", "shamrock", "another"],
    ["bags? of gold(?: coins?)?", "money bag"],
    ["pots? of gold|gold coins?", "money bag", "another"],
    ["mother'?s'? day", "bouquet"],
    ["father'?s'? day", "necktie"],
    ["(?:st\\.?|saint) ?patrick'?s?'?(?: day)?", "shamrock"],
    ["tree ?houses?", "deciduous tree house"],
    ["book ?shops?|book ?stores?", "convenience store books", "another"],
    ["quran stands?|qur'?an stands?|rehals?|qur'?ans?|korans?", "open book", "another"],
    ["wind ?mills?", "house", "another"],
    // Architecture's parts are the building they belong to: columns and a facade are a classical
    // building's (a facade's "details" drew an information sign, columns a notebook's cover).
    [
      "(?:decorative |classical |greek |roman |stone |marble )(?:columns?|pillars?)|columns|pillars?|colonnades?",
      "classical building",
      "another",
    ],
    ["fa[cç]ades?(?: details?)?", "classical building", "another"],
    ["fire ?places?|hearths?|mantel ?pieces?", "fireplace"],
    ["parades?", "confetti ball", "another"],
    ["swallows?|swifts?", "songbird"],
    ["diggers?|excavators?|backhoes?", "excavator"],
    ["flower ?pots?|plant pots?", "potted plant"],
    ["guinea pigs?", "hamster", "another"],
    ["lynx(?:es)?|bobcats?|wildcats?", "cat", "another"],
    ["sea lions?", "seal", "another"],
    ["slugs?", "snail", "another"],
    ["tunas?", "fish"],
    ["sea horses?", "seahorse"],
    // WordNet also calls the walrus a sea horse: it stands in as the seal, never as that fish.
    ["walrus(?:es)?", "seal", "another"],
    ["clownfish|angelfish", "tropical fish"],
    ["caterpillars?", "bug"],
    ["lettuces?", "leafy green"],
    ["cereals?", "bowl with spoon"],
    ["peanuts?", "peanuts"],
    ["socks?", "socks"],
    ["tricycles?", "bicycle", "another"],
    ["cable cars?", "aerial tramway"],
    // Things the set draws under another name: its folded hands are hands in prayer, its
    // Shinto shrine is the torii gate.
    ["praying hands|prayer hands|hands? (?:folded )?in prayer", "folded hands"],
    ["torii(?: gates?)?", "shinto shrine"],
    ["kings?|queens?|monarchs?", "person with crown"],
    ["knights?", "guard", "another"],
    ["sailors?", "ship", "another"],
    ["fisherm[ae]n|fishers?", "fishing pole", "another"],
    ["hairdressers?|hair stylists?|barbers?", "person getting haircut"],
    ["magicians?", "mage"],
    ["dancers?", "woman dancing"],
    ["farm animals?|barnyard animals?", "cow pig chicken"],
    ["farms?", "tractor"],
    ["bakery|bakeries", "bread", "another"],
    ["moon ?bases?", "rocket", "another"],
    ["swords?", "crossed swords"],
    ["chameleons?", "lizard"],
    ["builders?|construction workers?", "construction worker"],
    // The set's building site is drawn as its crane.
    ["(?:construction|tower|building) cranes?", "building construction"],
    // A tree in flower, by the names people give it.
    [
      "(?:(?:cherry|apple|almond|plum|peach) )?blossom(?:ing)? trees?|flowering trees?|trees? in (?:blossom|bloom|flower)",
      "blossoming tree",
    ],
    ["towns?|villages?|neighbou?rhoods?", "houses"],
    ["jungles?|rain ?forests?", "palm tree"],
    ["shops?|stores?|markets?|supermarkets?|grocery", "convenience store"],
    ["museums?", "classical building", "another"],
    ["airports?", "airplane departure", "another"],
    ["harbou?rs?|ports?|docks?", "anchor", "another"],
    ["lawyers?|attorneys?", "judge", "another"],
    ["fire ?trucks?", "fire engine"],
    ["firemen|fireman|firefighters?", "firefighter"],
    ["kitty|kitties|kittens?|kitty cats?|cats", "cat"],
    ["puppy|puppies|doggy|doggies|doggo|pupp?ers?", "dog"],
    ["bunny|bunnies", "rabbit"],
    ["dinosaurs?|dinos?|t ?rex", "t-rex"],
    ["teddy bears?|teddys?|teddies", "teddy bear"],
    ["race ?cars?|racecars?", "racing car"],
    ["(?<!racing |police )cars?", "automobile"],
    ["planes?|aeroplanes?|jets?", "airplane"],
    ["bikes?", "bicycle"],
    ["boats?", "sailboat"],
    ["trains?", "locomotive"],
    ["flowers?", "blossom"],
    ["monsters?", "ogre"],
    ["spaceships?|space ships?", "rocket"],
    ["fairies", "fairy"],
    ["mice", "mouse"],
    ["geese", "goose"],
    ["sheep", "ewe"],
    ["cupcakes?|muffins?", "cupcake"],
    ["(?<!birthday )cakes?", "birthday cake"],
    ["ice ?creams?|ice-creams?", "soft ice cream"],
    ["donuts?|doughnuts?", "doughnut"],
    ["clowns?", "clown face"],
    ["leaves", "leaf"],
    ["wolves", "wolf"],
    ["people|persons", "person"],
    ["sweets|candies", "candy"],
    ["presents?|gifts?", "wrapped gift"],
    ["stars? and sparkles?|sparkles?", "sparkles"],
    ["snowflakes?", "snowflake"],
    ["(?<!night with )stars", "star"],
    ["sweet treats?|treats|desserts?|sweet things", "cupcake doughnut lollipop"],
    ["leprechauns?|gnomes?|dwarfs?|dwarves", "elf", "another"],
    ["elves", "elf"],
    ["pumpkins?", "jack-o-lantern"],
    ["shamrocks?|clovers?", "shamrock"],
    ["mountains?|mountain peaks?", "mountain"],
    ["clouds?|fluffy clouds?", "cloud"],
    ["owls?", "owl"],
    // The sea's waves are a wave; the sea alone is a place (its setting: word-readings.ts).
    ["(?:ocean |sea |lake )?waves|(?:ocean|sea) wave", "water wave"],
    ["ocean|sea|underwater", "water wave"],
    ["beach", "beach with umbrella"],
    ["sunrises?|sunsets?|sundown|dawn|dusk", "sun"],
    ["forest|forest canopy|woods", "evergreen tree"],
    ["space|outer space|galaxy", "ringed planet"],
    ["night|starry night", "crescent moon"],
    ["kitchen", "teapot", "another"],
    ["shop ?keepers?|vendors?|cashiers?|waiters?|waitress(?:es)?", "cook", "another"],
    ["bakers?|chefs?", "cook"],
    // The hot beverage drawing is a cup seen from above (a plate in line art): a mug or a cup of
    // something hot is the steaming cup seen from the side.
    ["(?:mugs?|(?:tea ?)?cups?)(?: of (?:hot )?(?:tea|coffee|cocoa|chocolate|hot beverage))?", "teacup without handle"],
    ["hooded figures?|hooded strangers?|thieves|thief|burglars?", "ninja", "another"],
    ["students?|pupils?|schoolkids?", "student"],
    ["classroom|school", "school"],
    ["camping|campsite", "camping"],
    ["tents", "tent"],
    ["garden|garden party|park", "tulip", "another"],
    ["circus tent|circus ring|circus", "circus tent"],
    ["rainbows?", "rainbow"],
    ["unicorns?", "unicorn"],
    ["hot cocoa|hot chocolate|cocoa|coffee|tea", "hot beverage"],
    // "hot" alone names the pepper: a hot tub, a hot sun, a hot summer day are not one.
    ["hot(?= [a-z])(?! (?:dogs?|peppers?|chil(?:e|i|ies|is)|sauces?|springs?|beverages?|air|pots?|cross buns?))", " "],
    ["cottages?|cabins?|huts?|homes?", "house"],
    ["(?<!paper )lanterns?", "red paper lantern"],
    ["hermits?", "mage", "another"],
    ["wizards?", "mage"],
    ["witch(?:es)?", "woman mage"],
    ["superheroes|super heroes|super hero", "superhero"],
    ["armchairs?|sofas?|couch(?:es)?|settees?", "couch and lamp"],
    ["ladybugs?|ladybirds?", "lady beetle"],
    ["hot-air balloons?|hot air balloons?", "hot air balloon"],
    ["gingerbread(?: m[ae]n| cookies?| biscuits?|(?! houses?))", "gingerbread man"],
    ["treasure(?: chests?)?", "treasure chest"],
    ["(?:gaming )?headsets?", "headphone"],
    ["baubles?|christmas balls?|(?:christmas |xmas )?tree ornaments?|xmas ornaments?", "christmas ornament"],
    // Machines of a building site, by the names people give them (own-drawings.ts).
    ["road[ -]?rollers?|steam[ -]?rollers?", "steamroller"],
    ["(?:cement|concrete)(?: mixer)? trucks?|(?:cement|concrete) mixers?", "cement mixer"],
    ["fork[ -]?lifts?(?: trucks?)?", "forklift"],
    ["(?:dump|tipper) trucks?|dumpers?", "dump truck"],
  ] as Array<[string, string, "another"?]>
).map(([from, to, another]) => ({ re: new RegExp(`\\b(?:${from})\\b`, "g"), to, another: another === "another" }));

export const synonyms: Array<[RegExp, string]> = renames.map((r) => [r.re, r.to]);

/**
 * Whether the word or two before a renamed word name a drawing with it: "bullet train" and
 * "wilted flower" are drawings of their own, which renaming "train" or "flower" would lose.
 */
function namedWith(before: string, word: string): boolean {
  const prev = before.trimEnd().split(/\s+/).filter(Boolean).slice(-2);
  const forms = [word, word.replace(/e?s$/, "")];
  const names = getIndex().byAnnotation;
  return prev.some((_, i) => forms.some((w) => names.has(`${prev.slice(i).join(" ")} ${w}`)));
}

/** Text with these phrase synonyms applied, in order (pad it with spaces to match at its ends). */
export const respelt = (text: string, list: Array<[RegExp, string]> = synonyms): string =>
  list.reduce(
    (s, [re, to]) =>
      s.replace(re, (word: string, ...rest: unknown[]) => {
        const i = rest.findIndex((r) => typeof r === "number");
        if (namedWith(s.slice(0, rest[i] as number), word)) return word;
        // "$1" in a rename is its first group, as String.replace reads it.
        return to.replace(/\$(\d)/g, (_, n: string) => String(rest[Number(n) - 1] ?? ""));
      }),
    youngAnimals(text),
  );

/**
 * "baby" before an animal's name says how young it is ("a baby cheetah", "baby owls"): the animal,
 * never a baby drawn beside it (a baby's big face had stood over a little cheetah). A drawing
 * named with it is itself ("baby chick").
 */
const youngAnimals = (text: string) =>
  text.replace(/\bbaby ([a-z]+)/g, (said, next: string) =>
    (sortOf(next) === sorts.animal || getIndex().byAnnotation.get(next)?.group === "animals-nature") &&
    !getIndex().byAnnotation.has(`baby ${next}`)
      ? ` ${next}`
      : said,
  );

/** The synonyms that name the words' own drawing or their kind's (kitten → cat), not another thing's. */
export const ownSynonyms: Array<[RegExp, string]> = renames.filter((r) => !r.another).map((r) => [r.re, r.to]);

/** Drawings to fall back on, so a page is never empty. */
export const fallbackAnnotations = ["star", "blossom", "rainbow", "balloon", "smiling face with smiling eyes"];

/**
 * Kinds of thing in WordNet → the drawing that reads as one of them, for words the art has no
 * name for: a platypus (a monotreme) draws as a beaver-like mammal, a xylophone (a percussion
 * instrument) as a drum. Keys are WordNet lemmas, values drawing names. A kind is listed only when
 * its drawing looks like its members: no wide kind whose members look nothing alike (a mythical
 * being is no fairy to a pegasus, a monster no ogre to a yeti, an insect no caterpillar to a dragonfly, a table or furniture
 * no chair, a toy no teddy bear to a seesaw, a body of water no wave to a lake, a container no
 * basket to a cauldron). A word under only such a kind is nothing drawn: refused, or left out of
 * a page that draws the rest.
 */
export const kindDrawings: Record<string, string> = {
  monotreme: "beaver",
  marsupial: "kangaroo",
  pinniped: "seal",
  "pinniped mammal": "seal",
  rodent: "mouse",
  lagomorph: "rabbit",
  primate: "monkey",
  "old world monkey": "monkey",
  "new world monkey": "monkey",
  lemur: "monkey",
  feline: "cat",
  felid: "cat",
  canine: "dog",
  canid: "dog",
  "even-toed ungulate": "ox",
  "odd-toed ungulate": "horse",
  ruminant: "ox",
  bovid: "ox",
  bovine: "ox",
  cetacean: "whale",
  musteline: "otter",
  "musteline mammal": "otter",
  procyonid: "raccoon",
  insectivore: "hedgehog",
  edentate: "sloth",
  bird: "bird",
  passerine: "songbird",
  oscine: "songbird",
  "oscine bird": "songbird",
  "wading bird": "flamingo",
  "bird of prey": "eagle",
  parrot: "parrot",
  seabird: "bird",
  "aquatic bird": "duck",
  "gallinaceous bird": "chicken",
  fish: "fish",
  "bony fish": "fish",
  "teleost fish": "fish",
  "spiny-finned fish": "fish",
  shark: "shark",
  ray: "fish",
  dinosaur: "sauropod",
  ornithischian: "sauropod",
  saurischian: "T-Rex",
  theropod: "T-Rex",
  archosaur: "sauropod",
  reptile: "lizard",
  lizard: "lizard",
  saurian: "lizard",
  snake: "snake",
  serpent: "snake",
  turtle: "turtle",
  chelonian: "turtle",
  crocodilian: "crocodile",
  amphibian: "frog",
  frog: "frog",
  beetle: "lady beetle",
  // Insects alike in shape: a moth is drawn as a butterfly is, a grasshopper or a locust as the
  // cricket (a grasshopper had been offered as a wine glass, its cocktail).
  lepidopteran: "butterfly",
  "lepidopterous insect": "butterfly",
  "orthopterous insect": "cricket",
  orthopteran: "cricket",
  arachnid: "spider",
  crustacean: "crab",
  decapod: "lobster",
  mollusk: "snail",
  cephalopod: "octopus",
  gastropod: "snail",
  "percussion instrument": "drum",
  "stringed instrument": "violin",
  chordophone: "violin",
  "wind instrument": "trumpet",
  brass: "trumpet",
  woodwind: "flute",
  "keyboard instrument": "musical keyboard",
  "musical instrument": "guitar",
  "baked goods": "bread",
  bread: "bread",
  "quick bread": "bread",
  cake: "birthday cake",
  pastry: "croissant",
  cookie: "cookie",
  biscuit: "cookie",
  "sweet roll": "croissant",
  candy: "candy",
  confection: "candy",
  "frozen dessert": "ice cream",
  dessert: "custard",
  sandwich: "sandwich",
  soup: "pot of food",
  dish: "pot of food",
  "edible fruit": "red apple",
  fruit: "red apple",
  berry: "strawberry",
  citrus: "tangerine",
  "citrus fruit": "tangerine",
  vegetable: "carrot",
  "root vegetable": "carrot",
  "cruciferous vegetable": "broccoli",
  "leafy vegetable": "leafy green",
  "edible nut": "chestnut",
  nut: "chestnut",
  cheese: "cheese wedge",
  beverage: "cup with straw",
  "hot drink": "hot beverage",
  "alcoholic beverage": "wine glass",
  "motor vehicle": "automobile",
  car: "automobile",
  truck: "delivery truck",
  bicycle: "bicycle",
  "public transport": "bus",
  "railway car": "railway car",
  train: "locomotive",
  locomotive: "locomotive",
  aircraft: "airplane",
  "heavier-than-air craft": "airplane",
  vessel: "ship",
  boat: "sailboat",
  ship: "ship",
  warship: "ship",
  spacecraft: "rocket",
  building: "house",
  "place of worship": "church",
  tower: "Tokyo tower",
  house: "house",
  dwelling: "house",
  "farm building": "house",
  tree: "deciduous tree",
  conifer: "evergreen tree",
  flower: "blossom",
  "flowering plant": "blossom",
  "angiospermous tree": "deciduous tree",
  shrub: "potted plant",
  herb: "herb",
  fungus: "mushroom",
  mushroom: "mushroom",
  "health professional": "health worker",
  "medical practitioner": "health worker",
  scientist: "scientist",
  teacher: "teacher",
  educator: "teacher",
  cook: "cook",
  farmer: "farmer",
  mechanic: "mechanic",
  "skilled worker": "mechanic",
  craftsman: "mechanic",
  artisan: "mechanic",
  serviceman: "guard",
  "military personnel": "guard",
  "law enforcement agency": "police officer",
  lawman: "police officer",
  dancer: "woman dancing",
  performer: "singer",
  musician: "singer",
  entertainer: "singer",
  artist: "artist",
  athlete: "person running",
  golfer: "person golfing",
  explorer: "astronaut",
  monarch: "crown",
  sovereign: "crown",
  hat: "top hat",
  headdress: "top hat",
  footwear: "running shoe",
  shoe: "running shoe",
  sandal: "thong sandal",
  garment: "t-shirt",
  clothing: "t-shirt",
  ball: "soccer ball",
  "hand tool": "hammer",
  "edge tool": "kitchen knife",
  "cutting implement": "scissors",
  "writing implement": "pencil",
  timepiece: "alarm clock",
  clock: "alarm clock",
  lamp: "light bulb",
  seat: "chair",
  box: "package",
  bag: "handbag",
  computer: "laptop",
  telephone: "mobile phone",
  star: "star",
  planet: "ringed planet",
  "natural elevation": "mountain",
  mountain: "mountain",
  weather: "cloud",
  "atmospheric phenomenon": "cloud",
  precipitation: "cloud with rain",
  spirit: "ghost",
  "spiritual being": "angel",
};

/**
 * Wide kinds whose members look nothing alike, drawn only when the kind itself is named (toys: the
 * teddy bear, insects: the bug), never for one of their members (a seesaw, a dragonfly).
 */
export const namedKindDrawings: Record<string, string> = {
  toy: "teddy bear",
  game: "game die",
  furniture: "chair",
  insect: "bug",
  monster: "ogre",
};

/** Creatures that swim, by name: the whale, a seal, a fish of any kind, a mermaid. */
const swimmers = /whale|dolphin|shark|fish|seal|octopus|squid|otter|blowfish|mermaid|narwhal|orca|seahorse/;
export const swimsByName = (name: string) => swimmers.test(name.toLowerCase());

/** Words of a setting's words that draw its sky at night: a moon and stars for the sun. */
export const nightSky = /night|moon|star|myster|ramad|dark|space|galaxy|halloween|haunted|spooky/;

/** Things of the sky: the sun, the moon, stars, clouds, a rainbow, lightning. */
const skyThings =
  /^(?:sun|sun with face|sun behind (?:small |large |rain )?cloud|cloud|cloud with (?:rain|snow|lightning|lightning and rain)|rainbow|star|glowing star|shooting star|comet|high voltage|(?:waxing |waning )?crescent moon|(?:new|full|first quarter|last quarter) moon(?: face)?)$/;

/** Whether a drawing of this name is a thing of the sky (the sun, the moon, a star, a cloud, a rainbow). */
export const ofTheSky = (name: string) => skyThings.test(name.toLowerCase());

/** Things of outer space (an astronaut, a rocket, a planet, an alien): their place is space. */
const spaceThings =
  /\b(?:astronaut|rocket|ringed planet|planet|alien|alien monster|flying saucer|ufo|satellite|comet|space shuttle|globe showing)\b|(?:^|\s)moon(?: face)?$/;

/** Whether a drawing of this name is a thing of outer space (a rocket, a planet, an alien). */
export const ofSpace = (name: string) => spaceThings.test(name.toLowerCase());

/** Words of rain: a sky of clouds and drops, no sun ("a rainy street", "a frog in the rain", "a storm"). */
export const rainWords = /\b(?:rain(?!bows?\b|\s?forests?\b)\w*|storm\w*|drizzl\w*|showers?)\b/;

/** Words that set any page at night, said of its subject ("a haunted house", "spooky", "halloween", "at night"). */
export const nightWords = /\b(?:night|halloween|haunted|spooky)\b/;

/** What floats on a lake or a pond rather than walking its bank: water birds and boats. */
const afloat = /\b(?:duck|duckling|swan|goose|pelican|loon|mallard|canoe|[a-z]*boat|ship|kayak|raft)\b/;

/** Whether a drawing of this name floats on water (a duck, a swan, a boat). */
export const floatsByName = (name: string) => afloat.test(name.toLowerCase());

/**
 * Words that say what a page is for rather than what it shows: calm, grown-up colouring ("stress
 * relief animals", "mindful cats", "animals for adults"). Such pages are filled with patterns, as
 * the books sold under these words are; "stress relief animals" had been a toddler's plain animals.
 */
const calmWords =
  /\b(?:stress[- ]?relie(?:f|ving)|anti[- ]?stress|de-?stress(?:ing)?|relax(?:ing|ation)|calm(?:ing)?|mindful(?:ness)?|meditat(?:ive|ion)|zen|therapeutic|for (?:adults|grown-?ups))\b/gi;

/**
 * The words that say a phrase is for calm colouring (`calmWords`), or "" when it is not;
 * "relaxing" or "calm" only before what it names ("relaxing animals"): "cats relaxing in the
 * sun" is what the cats do.
 */
export function calmSaid(phrase: string): string {
  const lower = phrase.toLowerCase();
  const said = lower.match(calmWords) ?? [];
  const [first] = said;
  if (!first) return "";
  const calm = !/^(?:relax|calm)/.test(first) || new RegExp(`^(?:(?:a|an|the|some) )?${first}\\b`).test(lower);
  return calm ? said.join(" ") : "";
}

/** A phrase without its calm words (`calmWords`): what it names. */
export const withoutCalm = (phrase: string): string => phrase.replace(calmWords, " ").replace(/\s+/g, " ").trim();

/** Words that ask for ornament, not a thing: the page is a pattern or a mandala. */
export const ornamentWords =
  /\b(?:patterns?|asanoha|seigaiha|mandalas?|zentangles?|tangles?|henna|mehndi|rangoli|kolam|tessellations?|kaleidoscopes?|paisley|mosaics?|geometric|optical illusions?|sacred geometry|flower of life|seed of life|overlapping circles|abstract|art deco|art nouveau|celtic knots?|lace|boho|ornamental|seamless|stained glass|doodle art)\b/i;
