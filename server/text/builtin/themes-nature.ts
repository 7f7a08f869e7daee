import { list, type ThemeWords } from "./theme-types.js";

/** What the animals of the woodland, the jungle and every habitat do, before any of their places. */
const animalActions = list`
  splashing in a puddle near | having a picnic beside | peeking out near | napping near
  reading a book beside | playing hide-and-seek around | stretching in the sun near
  waving hello from
`;

/** Animals, sea, sky and seasons. Lists follow the grammar note in theme-types.ts. */
export const natureThemes: ThemeWords[] = [
  {
    // Said of a habitat, a theme's animals are that habitat's: "woodland animals" had listed a
    // giraffe, a panda and a lion with the fox (the broad "animals" lists every kind).
    id: "woodland",
    keywords: list`
      woodland | forest | woods | woodlands
    `,
    subjects: list`
      a curious fox | a wise old owl | a hedgehog with a tiny backpack | a family of raccoons
      a bear cub | a bunny with floppy ears | a little deer | a busy squirrel | a sleepy badger
      a chipmunk with full cheeks
    `,
    actions: animalActions,
    settings: list`
      a hollow tree stump | a mossy log bridge | a cozy burrow with a round door | a ring of toadstools
      a babbling forest stream | a pile of autumn leaves | a tall pine tree | a sunny clearing full of ferns
    `,
    details: list`
      with butterflies fluttering overhead | under fluffy clouds | with mushrooms sprouting all around
      at sunrise
    `,
  },
  {
    id: "jungle",
    keywords: list`
      jungle | safari | savanna | savannah | rainforest | tropical animal
    `,
    subjects: list`
      a proud lion | a giraffe with a long scarf | a baby elephant | a little monkey | a zebra foal
      a sleepy tiger | a colorful parrot | a grinning crocodile | a hippo in a sun hat
      a playful cheetah cub
    `,
    actions: animalActions,
    settings: list`
      a waterfall in the jungle | a tall acacia tree | a watering hole | a tangle of jungle vines
      a giant banana leaf | a bamboo grove | a sunny savanna | a riverbank with smooth stones
    `,
    details: list`
      with butterflies fluttering overhead | under fluffy clouds | with parrots flying overhead | at sunrise
    `,
  },
  {
    id: "animals",
    keywords: list`
      animal | zoo | wildlife | woodland | forest | jungle | safari | critter | creature | pet
    `,
    broad: true,
    subjects: list`
      a baby elephant | a curious fox | a sleepy koala | a playful otter | a proud lion
      a giraffe with a long scarf | a family of raccoons | a panda cub | a wise old owl
      a hedgehog with a tiny backpack | a zebra foal | a bear cub | a bunny with floppy ears
      a little monkey
    `,
    actions: animalActions,
    settings: list`
      a hollow tree stump | a mossy log bridge | a bamboo grove | a waterfall in the jungle
      a cozy burrow with a round door | a tall acacia tree | a sunny meadow full of daisies
      a wooden treehouse | a riverbank with smooth stones
    `,
    details: list`
      with butterflies fluttering overhead | under fluffy clouds | with mushrooms sprouting all around
      at sunrise
    `,
  },
  {
    id: "ocean",
    keywords: list`
      ocean | sea | beach | underwater | marine | mermaid | coral | reef | fish | whale | shark | dolphin
      aquarium | nautical | seaside
    `,
    subjects: list`
      a sea turtle | a friendly octopus | a pod of dolphins | a smiling whale | a shy seahorse
      a mermaid with flowing hair | a hermit crab | a clownfish | a spotted jellyfish | a starfish family
      a gentle manta ray | a puffer fish | a little submarine
    `,
    actions: list`
      gliding past | swimming around | playing hide-and-seek near | blowing bubbles beside
      resting beside | exploring | dancing around | waving a fin beside
    `,
    settings: list`
      a coral reef castle | a sunken pirate ship | a forest of swaying kelp | an old treasure chest
      a giant clam shell | a lighthouse on a rocky shore | a sandcastle on the beach
      an underwater garden of sea anemones | a shipwreck covered in barnacles
    `,
    details: list`
      with bubbles rising all around | while tiny fish swim by | with sunbeams shining through the water
      surrounded by seashells
    `,
  },
  {
    id: "farm",
    keywords: list`
      farm | barn | barnyard | cow | pig | sheep | chicken | horse | tractor | countryside | ranch | pony
    `,
    subjects: list`
      a happy cow | a piglet in muddy boots | a fluffy sheep | a mother hen with her chicks
      a proud rooster | a pony with a braided mane | a farm dog | a little goat | a family of ducks
      a farmer on a red tractor | a barn cat | a donkey wearing a straw hat
    `,
    actions: list`
      munching hay beside | splashing in a puddle near | napping near | peeking out near | parading past
      playing tag around | strolling past | resting beside
    `,
    settings: list`
      a big red barn | a wooden fence full of sunflowers | a windmill on the hill | a vegetable patch
      a duck pond with lily pads | a haystack | an apple orchard | a chicken coop with a tiny ladder
      a farmhouse porch
    `,
    details: list`
      on a sunny morning | with a rainbow over the fields | with pumpkins growing nearby
      while butterflies flutter past
    `,
  },
  {
    id: "dinosaurs",
    keywords: list`
      dinosaur | dino | t-rex | trex | prehistoric | jurassic | triceratops | stegosaurus | fossil
    `,
    subjects: list`
      a baby T-Rex | a gentle brontosaurus | a triceratops | a stegosaurus with spiky plates
      a flying pterodactyl | a dinosaur hatchling in its eggshell | a velociraptor explorer
      an ankylosaurus | a long-necked diplodocus | a spinosaurus | a dinosaur family
    `,
    actions: list`
      stomping past | munching leaves beside | roaring hello from | splashing near | hiding behind
      exploring | building a nest near | taking a nap beside
    `,
    settings: list`
      a smoking volcano | a giant fern forest | a prehistoric swamp | a waterfall and rocky cliffs
      a nest full of speckled eggs | a bubbling hot spring | a huge palm tree | a fossil dig site
      a dinosaur museum
    `,
    details: list`
      with dragonflies buzzing around | under a big round sun | with footprints in the mud
      while a comet streaks across the sky
    `,
  },
  {
    id: "flowers",
    keywords: list`
      flower | floral | garden | botanical | bloom | blossom | rose | sunflower | tulip | daisy | bouquet
      plant | succulent
    `,
    subjects: list`
      a bouquet of roses | a tall sunflower | a row of tulips | a watering can full of daisies
      a potted succulent | a basket of wildflowers | a cluster of lilies | a jar of lavender
      a lotus flower | a wreath of peonies | a bunch of poppies | a cherry blossom branch
    `,
    actions: list`
      blooming beside | growing around | standing tall near | peeking out beside | arranged next to
      swaying in the breeze by
    `,
    settings: list`
      a garden gate | a cottage window box | a stone birdbath | a wooden wheelbarrow | a greenhouse shelf
      a winding garden path | a trellis archway | a vintage teacup | a picket fence | a mossy stone wall
    `,
    details: list`
      with vines curling all around | surrounded by busy bees | with butterflies resting on the petals
      in full spring bloom | with a ladybug on a leaf
    `,
  },
  {
    id: "cats",
    keywords: list`
      cat | kitten | kitty | kitties | feline | meow
    `,
    subjects: list`
      a fluffy kitten | a sleepy tabby cat | a curious black cat | a cat wearing a bow tie | two kittens
      a chubby cat | a long-haired Persian cat | a kitten in a teacup | a cat with a ball of yarn
      a mother cat and her kittens | a ginger cat
    `,
    actions: list`
      curled up on | pouncing near | peeking around | stretching beside | chasing a butterfly around
      napping on top of | playing with yarn beside | batting at a toy near
    `,
    settings: list`
      a sunny windowsill | a stack of books | a cardboard box | a cozy armchair | a basket of laundry
      a bookshelf full of plants | a cat tree | a garden flowerpot | a patchwork quilt
    `,
    details: list`
      with a cup of tea nearby | with yarn tangled everywhere | while rain falls outside
      surrounded by little paw prints
    `,
  },
  {
    id: "dogs",
    keywords: list`
      dog | puppy | puppies | doggy | doggie | pup | canine | corgi | poodle | dachshund | labrador
    `,
    subjects: list`
      a playful puppy | a corgi with a big smile | a fluffy poodle | a dachshund in a sweater
      a golden retriever | a beagle detective | a dalmatian | a pug wearing sunglasses | a husky
      a litter of puppies | a sheepdog
    `,
    actions: list`
      fetching a stick near | digging beside | splashing in a puddle near | napping on
      chasing bubbles around | wagging its tail beside | playing tug-of-war near | sniffing flowers beside
    `,
    settings: list`
      a doghouse with its name on the roof | a park bench | a pile of autumn leaves | a garden hose
      a cozy dog bed | a beach with a frisbee | a fire hydrant | a picnic blanket | a big bone-shaped pool
    `,
    details: list`
      with a tennis ball nearby | with paw prints leading the way | on a breezy afternoon
      with a bandana around its neck
    `,
  },
  {
    id: "birds",
    keywords: list`
      bird | owl | parrot | penguin | flamingo | peacock | songbird | duck | eagle | robin
    `,
    subjects: list`
      a wise owl | a colorful parrot | a penguin chick | a pink flamingo | a proud peacock | a robin
      a family of ducklings | a hummingbird | a toucan | a pair of lovebirds | a swan
    `,
    actions: list`
      perched on | singing beside | building a nest near | fluttering around | waddling past
      splashing near
    `,
    settings: list`
      a blossoming cherry branch | a birdhouse | a frozen pond | a tropical tree | a garden birdbath
      a wooden fence | a nest of twigs and feathers | a lily pond
    `,
    details: list`
      with feathers drifting down | with musical notes in the air | at sunrise
      with leaves swirling in the breeze
    `,
  },
  {
    id: "space",
    keywords: list`
      space | astronaut | rocket | planet | galaxy | star | moon | alien | solar | cosmic | universe
      outer space
    `,
    subjects: list`
      an astronaut | a friendly alien | a rocket ship | a little robot explorer | a space cat in a helmet
      a moon rover | a curious kid astronaut | a flying saucer | a space dog in a bubble helmet
      an alien family
    `,
    actions: list`
      floating past | landing beside | waving hello from | zooming around | planting a flag on | exploring
      bouncing across | taking a selfie in front of
    `,
    settings: list`
      a ringed planet | the craters of the moon | a space station | a twinkling nebula | a comet's tail
      a planet covered in giant mushrooms | a launch pad | an alien city with round domes
      a crescent moon
    `,
    details: list`
      with stars sparkling all around | while planets spin in the distance
      with Earth glowing in the background | surrounded by tiny asteroids
    `,
  },
  {
    id: "seasons",
    keywords: list`
      autumn | fall | winter | spring | summer | season | snow | harvest | rain | thanksgiving
    `,
    subjects: list`
      a squirrel with an acorn | a bundled-up snowman | a little girl in rain boots
      a hedgehog under an umbrella | a fox in a knitted scarf | a family of ducks | a scarecrow
      a boy flying a kite | a bunny with a basket | a bear cub sipping cocoa
    `,
    actions: list`
      jumping into leaves near | strolling past | dancing around | resting beside
      splashing in puddles near | picking apples near
    `,
    settings: list`
      a pumpkin patch | a snowy cabin | a blossoming orchard | a beach umbrella
      a cozy porch with lanterns | a frozen pond | a harvest wagon | a garden after the rain
      a village square
    `,
    details: list`
      with leaves swirling in the wind | while snowflakes drift down | with a rainbow after the rain
      under a warm summer sun
    `,
  },
];
