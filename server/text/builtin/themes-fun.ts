import { list, type ThemeWords } from "./theme-types.js";

/** Fantasy, holidays, food, vehicles and patterns. Lists follow the grammar note in theme-types.ts. */
export const funThemes: ThemeWords[] = [
  {
    id: "unicorns",
    keywords: list`
      unicorn | pegasus | rainbow | magical creature
    `,
    subjects: list`
      a unicorn with a flowing mane | a baby unicorn | a winged unicorn | a unicorn in a flower crown
      a unicorn family | a sleepy unicorn foal | a unicorn with a star-shaped horn | a dancing unicorn
      a unicorn wearing ballet slippers | a pegasus
    `,
    actions: list`
      prancing past | sliding down | napping on | dancing around | having a tea party beside
      leaping over | splashing in | waving hello from
    `,
    settings: list`
      a rainbow bridge | a fluffy cloud castle | a sparkling waterfall | a candy-striped meadow
      a crystal lake | a starry hilltop | an enchanted forest path | a garden of giant mushrooms
      a moonlit pond
    `,
    details: list`
      with stars twinkling all around | with a rainbow in the sky | surrounded by butterflies
      with hearts floating in the air
    `,
  },
  {
    id: "fairy-tales",
    keywords: list`
      fairy tale | fairytale | fairy | fairies | princess | prince | castle | dragon | knight | fantasy
      enchanted | storybook | magic | wizard | witch | mermaid
    `,
    subjects: list`
      a princess with a long braid | a brave knight | a friendly dragon
      a tiny fairy with glittering wings | a wizard with a pointy hat | a frog prince
      a little red riding hood | a gingerbread man | a talking cat in boots | a mermaid princess
      a gnome with a lantern | a royal carriage
    `,
    actions: list`
      waving from | tiptoeing past | reading a spell book beside | sharing a secret near | guarding
      dancing in front of | searching for treasure near | resting beside
    `,
    settings: list`
      a castle tower | an enchanted forest | a mushroom cottage | a gingerbread house | a magic well
      a winding beanstalk | a drawbridge over a moat | a fairy ring of toadstools | a golden throne room
    `,
    details: list`
      with sparkles in the air | as the clock strikes midnight | with a rainbow arching overhead
      while fireflies glow all around
    `,
  },
  {
    id: "christmas",
    keywords: list`
      christmas | xmas | santa | reindeer | holiday | holidays | festive | winter holiday | elf | elves
      snowman | gingerbread | noel
    `,
    subjects: list`
      Santa Claus | a reindeer with a red nose | a jolly snowman | a busy elf | a gingerbread family
      a penguin in a Santa hat | a polar bear cub | a little girl in pajamas | a teddy bear with a present
      a family of carolers | Mrs. Claus | a kitten tangled in tinsel
    `,
    actions: list`
      decorating | wrapping presents beside | peeking out of | hanging stockings above
      singing carols near | sipping hot cocoa beside | delivering gifts to | building a snowman near
    `,
    settings: list`
      a tall Christmas tree | a glowing fireplace | Santa's workshop | a snowy village square
      a sleigh full of presents | a gingerbread house | a frosted window | a cozy log cabin
      the North Pole
    `,
    details: list`
      while snowflakes fall | with twinkling lights everywhere | with candy canes all around
      on Christmas Eve
    `,
  },
  {
    id: "halloween",
    keywords: list`
      halloween | spooky | pumpkin | ghost | witch | bat | haunted | monster | vampire | skeleton
      trick or treat
    `,
    subjects: list`
      a friendly ghost | a little witch on a broom | a smiling jack-o'-lantern | a black cat with a bow
      a kid in a dinosaur costume | a silly skeleton | a baby bat | a vampire with a cape | a cute monster
      a mummy | a scarecrow | an owl in a witch hat
    `,
    actions: list`
      trick-or-treating at | floating past | peeking out from | dancing around
      stirring a cauldron beside | carving pumpkins near | sharing candy near | flying over
    `,
    settings: list`
      a haunted house | a pumpkin patch | a crooked gate | a moonlit graveyard | a spooky tree
      a cobweb-covered porch | a bubbling cauldron | a candy shop | a witch's cottage
    `,
    details: list`
      under a full moon | with bats flying overhead | with candy spilling everywhere
      with spiderwebs in the corners
    `,
  },
  {
    id: "food",
    keywords: list`
      food | snack | sweet | sweets | candy | dessert | cake | cupcake | donut | ice cream | fruit | pizza
      bakery | kitchen | kawaii food
    `,
    subjects: list`
      a smiling cupcake | a stack of pancakes | a slice of pizza | an ice cream cone | a happy donut
      a family of strawberries | a sushi roll | a taco with a sombrero | a cookie with chocolate chips
      a teapot and teacups | a bowl of ramen | a watermelon slice
    `,
    actions: list`
      having a picnic beside | dancing on | sliding down | waving from | taking a bubble bath in
      playing hide-and-seek around | parading past | sunbathing on
    `,
    settings: list`
      a bakery window | a checkered picnic blanket | a kitchen counter | an ice cream truck
      a candy land path | a farmers market stall | a lunchbox | a giant birthday cake | a breakfast table
    `,
    details: list`
      with sprinkles everywhere | with steam curling up | with little hearts around them
      with a cherry on top
    `,
  },
  {
    id: "vehicles",
    keywords: list`
      vehicle | car | truck | train | plane | airplane | boat | bus | tractor | transport | transportation
      fire truck | digger | construction | motorcycle | race car | things that go
    `,
    subjects: list`
      a fire truck | a monster truck | a steam train | a school bus | a race car | a helicopter | a digger
      a hot air balloon | a police car | a cement mixer | a sailboat | a vintage camper van
    `,
    actions: list`
      zooming past | racing around | parked beside | chugging up to | rolling through | flying over
      splashing through a puddle near | lining up beside
    `,
    settings: list`
      a busy city street | a construction site | a mountain tunnel | a harbor full of boats
      a gas station | a fire station | a racetrack | a bridge over a river | an airport runway
    `,
    details: list`
      with traffic cones nearby | with clouds of dust behind | under a sunny sky
      with a rainbow after the rain
    `,
  },
  {
    id: "pirates",
    keywords: list`
      pirate | treasure | ship | captain | island | buccaneer
    `,
    subjects: list`
      a pirate captain with a parrot | a young pirate with an eye patch | a pirate ship
      a treasure-hunting monkey | a crew of pirate kids | a crab in a pirate hat | a friendly sea monster
      a pirate cat
    `,
    actions: list`
      digging for treasure near | sailing past | raising the flag above | searching for gold around
      resting beside | exploring
    `,
    settings: list`
      a desert island | a treasure chest | a hidden cave | a palm-tree beach | a lighthouse
      a wooden dock | a skull-shaped rock | a map marked with an X
    `,
    details: list`
      with seagulls overhead | with gold coins scattered around | at sunset | with waves crashing nearby
    `,
  },
  {
    id: "robots",
    keywords: list`
      robot | robots | machine | android | cyborg | gadget | invention
    `,
    subjects: list`
      a friendly robot | a robot dog | a tiny helper robot | a giant robot | a robot chef | a robot family
      an inventor and her robot | a steampunk robot with gears | a robot gardener
    `,
    actions: list`
      building a tower beside | rolling past | fixing gadgets near | dancing in front of
      watering plants near | exploring
    `,
    settings: list`
      a workshop full of gears | a robot factory | a junkyard | a futuristic city | a science lab
      a charging station | a rooftop garden | a space dock
    `,
    details: list`
      with sparks flying | with bolts and springs scattered around | with blinking lights
      under a neon sky
    `,
  },
  {
    id: "mandalas",
    keywords: list`
      mandala | pattern | patterns | geometric | zentangle | kaleidoscope | doodle pattern | ornament
      boho
    `,
    pairs: false,
    subjects: list`
      a round mandala of lotus petals | a mandala of layered leaves | a star-shaped mandala
      a mandala of tiny hearts | a mandala of swirling feathers | a sun mandala with rays
      a geometric mandala of triangles | a mandala of moons and stars | a snowflake mandala
      a paisley mandala | a mandala of butterfly wings | an owl-shaped mandala
    `,
    actions: list`
      framed by | surrounded by | blooming in the middle of | woven into | set inside
    `,
    settings: list`
      a ring of tiny stars | a border of vines and leaves | a circle of teardrops | a lace-like frame
      a square of repeating diamonds | a wreath of small flowers | rings of dots and scallops
      a band of interlocking circles
    `,
    details: list`
      with a small flower at the center | with bold outlines for easy coloring
      with fine detail for relaxing coloring | with symmetrical petals
    `,
  },
];
