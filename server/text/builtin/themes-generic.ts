/** Words for themes no list knows ("steampunk", "camping"): ideas are built around the theme itself. */

/** Theme words that say nothing about the subject ("cute ocean animals for kids"). */
export const stopWords = new Set(
  `a an the and or of in on at for to with by from my our your cute happy little big small tiny giant funny silly
  cozy cosy kawaii simple easy adorable lovely pretty beautiful magical whimsical fun life time world adventure
  adventures scene scenes theme themed coloring colouring page pages book books picture pictures kid kids children
  adult adults toddler toddlers girl girls boy boys teen teens day days land ideas idea drawing drawings art style
  themes things stuff friend friends buddies pals`
    .split(/\s+/)
    .filter(Boolean),
);

export const genericSubjects = [
  "a curious fox",
  "a little owl",
  "a bunny",
  "a bear cub",
  "a kitten",
  "a puppy",
  "a little girl",
  "a boy",
  "a friendly dragon",
  "a hedgehog",
  "a raccoon",
  "a panda",
  "a penguin",
  "a squirrel",
];

/** Places that read well after "in", "through", "near" and "from". */
export const genericSettings = [
  "a sunny meadow",
  "a cottage garden",
  "a forest clearing",
  "a busy town square",
  "a flower garden",
  "a quiet park",
  "a little harbor town",
  "a snowy village",
  "a field of wildflowers",
  "a cozy library",
];

/** Plural actions for "A and B …" ideas; each fits any setting of any theme. */
export const pairActions = [
  "playing together near",
  "sharing a picnic beside",
  "having a tea party near",
  "waving hello from",
  "posing for a photo in front of",
  "racing each other around",
];

/**
 * Ideas about an unknown theme T (used in its singular, attributive form: "robot", "steampunk",
 * "cozy autumn"). {S} is a generic subject, {P} a generic setting.
 */
export const themeTemplates = [
  "A {T} parade marching through a tiny village",
  "A {T} treehouse with rope ladders and paper lanterns",
  "{S} dressed in a {T} costume, strolling through {P}",
  "{S} reading a {T} storybook in {P}",
  "A {T} castle on a hill with winding stairs",
  "A {T} market stall piled high with goodies",
  "A {T} treasure map with hidden paths and landmarks",
  "A round {T} mandala with repeating petals and swirls",
  "A {T} garden with stepping stones and a little bridge",
  "A {T} train chugging over a wooden bridge",
  "A {T} birthday party with balloons and a giant cake",
  "A {T} snow globe with a tiny town inside",
  "{S} drawing {T} doodles at a sunny window",
  "A cozy bedroom decorated with {T} posters and pillows",
  "A {T} picnic in {P}",
  "A {T} carnival with a Ferris wheel and a carousel",
  "{S} building a {T} sandcastle on the beach",
  "A {T} camping trip under a starry sky",
  "A {T} bakery window full of cakes and cookies",
  "{S} sending a {T} postcard from {P}",
  "A {T} pattern of hearts, stars and swirls",
  "A {T} welcome sign hanging on a cottage door",
];
