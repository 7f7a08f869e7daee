/** Word lists the motif matcher uses: what to ignore, and what children call things. */

export const stopWords = new Set(
  `a an the and or with of in on at for to from by into under over near its it this that these those
  cute happy little big small tiny giant funny silly playing play plays cozy cosy my his her their our your
  very some lots many two three four five is are be being friendly adorable kawaii style styled scene background
  theme themed beautiful pretty lovely simple easy detailed doodle doodles drawing coloring colouring page
  picture art cartoon kids kid child children's having doing wearing holding sitting standing each other
  while who which where cheerful playful excited mischievous goofy magical whimsical festive modern classic
  vintage elements element type various one eyed fluffy furry tiny sharing together hands hand
  arguing talking busy rainy foggy by`
    .split(/\s+/)
    .filter(Boolean),
);

/** Phrase-level replacements applied before tokenising (longest first). */
export const synonyms: Array<[RegExp, string]> = (
  [
    ["fire ?trucks?", "fire engine"],
    ["firemen|fireman|firefighters?", "firefighter"],
    ["kitty|kitties|kittens?|kitty cats?|cats", "cat"],
    ["puppy|puppies|doggy|doggies|doggo|pupp?ers?", "dog"],
    ["bunny|bunnies", "rabbit"],
    ["dinosaurs?|dinos?|t ?rex", "t-rex"],
    ["teddy bears?|teddys?|teddies", "teddy bear"],
    ["race ?cars?|racecars?", "racing car"],
    ["(?<!racing )cars?", "automobile"],
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
    ["leprechauns?|elves|gnomes?|dwarfs?|dwarves", "elf"],
    ["pumpkins?", "jack-o-lantern"],
    ["shamrocks?|clovers?", "shamrock"],
    ["mountains?|mountain peaks?", "mountain"],
    ["clouds?|fluffy clouds?", "cloud"],
    ["owls?", "owl"],
    ["ocean|sea|underwater", "water wave"],
    ["beach", "beach with umbrella"],
    ["city street|city skyline|city", "cityscape"],
    ["forest|forest canopy|woods", "evergreen tree"],
    ["space|outer space|galaxy", "ringed planet"],
    ["night|starry night", "crescent moon"],
    ["kitchen", "teapot"],
    ["shop ?keepers?|bakers?|chefs?|vendors?|cashiers?|waiters?|waitress(?:es)?", "cook"],
    ["mugs?|cups? of (?:tea|coffee|cocoa)|cups?", "hot beverage"],
    ["hooded figures?|hooded strangers?|thieves|thief|burglars?", "ninja"],
    ["students?|pupils?|schoolkids?", "student"],
    ["classroom|school", "school"],
    ["camping|campsite", "camping"],
    ["tents", "tent"],
    ["garden|garden party|park", "tulip"],
    ["circus tent|circus ring|circus", "circus tent"],
    ["rainbows?", "rainbow"],
    ["unicorns?", "unicorn"],
    ["hot cocoa|hot chocolate|cocoa|coffee|tea", "hot beverage"],
    ["cottages?|cabins?|huts?|homes?", "house"],
    ["(?<!paper )lanterns?", "red paper lantern"],
    ["hermits?|wizards?|witch(?:es)?", "mage"],
    ["superheroes|super heroes|super hero", "superhero"],
    ["armchairs?|sofas?|couch(?:es)?|settees?", "couch and lamp"],
    ["ladybugs?|ladybirds?", "lady beetle"],
    ["hot-air balloons?|hot air balloons?", "hot air balloon"],
  ] as Array<[string, string]>
).map(([from, to]) => [new RegExp(`\\b(?:${from})\\b`, "g"), to]);

/** Drawings to fall back on, so a page is never empty. */
export const fallbackAnnotations = ["star", "blossom", "rainbow", "balloon", "smiling face with smiling eyes"];
