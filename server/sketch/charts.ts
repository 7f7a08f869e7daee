import { motifByAnnotation } from "./drawing-index.js";
import { isKindOf, isNoun, kindsUnder } from "./lexicon.js";
import { remembered } from "./remembered.js";
import { planOf, themeOf } from "./themes.js";
import { matchMotifs, singularOf, understandPhrase } from "./word-match.js";
import { audience } from "./words.js";

/**
 * A set of things asked for as a whole on one page ("the five senses", "weather symbols", "phases
 * of the moon", "types of birds", "farm animals chart"): a chart of its members, each drawn in a
 * panel of its own and named under it, the way classroom posters and early-learning pages show
 * them (layouts/chart.ts). Each had been refused, or drawn as one of its members alone.
 */
interface Chart {
  /** The set's name, lettered over the chart. */
  title: string;
  /** Its members in order: the word under each panel and the drawing in it. */
  members: ReadonlyArray<{ label: string; drawing: string }>;
  /** Read from its first member, whichever page it is (the months start at January). */
  ordered?: true;
}

/** At most this many panels: two columns of four on a portrait page. */
const MAX_PANELS = 8;
/** Fewer than this is no chart: two or three things are a picture of them. */
const MIN_PANELS = 4;

/**
 * Sets known by their own name, which no theme plan or WordNet kind gives in order: what each
 * member is called on a classroom chart and the drawing that shows it.
 */
const namedSets: ReadonlyArray<{
  names: RegExp;
  title: string;
  members: ReadonlyArray<readonly [string, string]>;
  ordered?: true;
}> = [
  {
    names: /^(?:(?:the )?(?:five|5) senses|(?:the )?senses)$/,
    title: "The Five Senses",
    members: [
      ["see", "eye"],
      ["hear", "ear"],
      ["smell", "nose"],
      ["taste", "tongue"],
      ["touch", "raised hand"],
    ],
  },
  {
    names: /^(?:(?:the )?weather|types of weather|kinds of weather)$/,
    title: "Weather",
    members: [
      ["sunny", "sun"],
      ["cloudy", "cloud"],
      ["rainy", "cloud with rain"],
      ["snowy", "cloud with snow"],
      ["stormy", "cloud with lightning"],
      ["windy", "wind face"],
    ],
  },
  {
    names: /^(?:(?:the )?phases of (?:the )?moon|(?:the )?moon(?:'s)? phases|lunar phases)$/,
    title: "Phases of the Moon",
    members: [
      ["new moon", "new moon"],
      ["crescent", "waxing crescent moon"],
      ["first quarter", "first quarter moon"],
      ["gibbous", "waxing gibbous moon"],
      ["full moon", "full moon"],
      ["gibbous", "waning gibbous moon"],
      ["last quarter", "last quarter moon"],
      ["crescent", "waning crescent moon"],
    ],
  },
  {
    names: /^(?:feelings|emotions?|moods?)(?: faces)?$/,
    title: "Feelings",
    members: [
      ["happy", "grinning face"],
      ["sad", "crying face"],
      ["angry", "angry face"],
      ["surprised", "astonished face"],
      ["scared", "fearful face"],
      ["sleepy", "sleepy face"],
    ],
  },
  {
    names: /^(?:traffic|road|street) signs$/,
    title: "Traffic Signs",
    members: [
      ["stop", "stop sign"],
      ["no entry", "no entry"],
      ["crossing", "children crossing"],
      ["warning", "warning"],
      ["road work", "construction"],
      ["traffic light", "vertical traffic light"],
    ],
  },
  {
    names: /^(?:community helpers|people who help us|(?:jobs|occupations|careers)(?: people do)?)$/,
    title: "Community Helpers",
    members: [
      ["police officer", "police officer"],
      ["firefighter", "firefighter"],
      ["doctor", "health worker"],
      ["teacher", "teacher"],
      ["farmer", "farmer"],
      ["builder", "construction worker"],
    ],
  },
  {
    names:
      /^(?:(?:the |my )?(?:human )?body parts|(?:the )?parts of (?:the|my|your|a) (?:human )?body|(?:all about )?my body)$/,
    title: "Parts of the Body",
    members: [
      ["eye", "eye"],
      ["ear", "ear"],
      ["nose", "nose"],
      ["mouth", "mouth"],
      ["tooth", "tooth"],
      ["hand", "raised hand"],
      ["leg", "leg"],
      ["foot", "foot"],
    ],
  },
  {
    names:
      /^(?:(?:the )?(?:human )?(?:organs|body organs)|(?:the )?organs of (?:the|my) body|inside (?:the|my|your) (?:human )?body)$/,
    title: "Inside the Body",
    members: [
      ["brain", "brain"],
      ["heart", "anatomical heart"],
      ["lungs", "lungs"],
      ["bones", "bone"],
      ["teeth", "tooth"],
      ["muscles", "flexed biceps"],
    ],
  },
  {
    names:
      /^(?:money|coins(?: and (?:money|bills|notes))?|(?:money|coins) and coins|(?:types|kinds) of money|counting money)$/,
    title: "Money",
    members: [
      ["coin", "coin"],
      ["dollar", "dollar banknote"],
      ["euro", "euro banknote"],
      ["money bag", "money bag"],
      ["card", "credit card"],
    ],
  },
  // Each month by what it is known for in the north (a snowman, a valentine, a shamrock…): it
  // had been refused, no word a drawing.
  {
    names: /^(?:(?:the )?(?:twelve |12 )?months(?: of (?:the )?year)?|(?:the )?months? of the year)$/,
    title: "Months of the Year",
    ordered: true,
    members: [
      ["January", "snowman"],
      ["February", "heart with ribbon"],
      ["March", "shamrock"],
      ["April", "umbrella with rain drops"],
      ["May", "tulip"],
      ["June", "sun"],
      ["July", "fireworks"],
      ["August", "watermelon"],
      ["September", "backpack"],
      ["October", "jack-o-lantern"],
      ["November", "fallen leaf"],
      ["December", "Christmas tree"],
    ],
  },
  {
    names: /^(?:(?:the )?food groups|healthy (?:food|eating)(?: groups)?)$/,
    title: "Food Groups",
    members: [
      ["fruit", "red apple"],
      ["vegetables", "broccoli"],
      ["grains", "bread"],
      ["protein", "egg"],
      ["dairy", "glass of milk"],
    ],
  },
];

/** Words that ask for a chart of a set ("weather symbols", "types of birds", "farm animals with names"). */
const chartWords =
  /\b(?:charts?|posters?|symbols|icons|flash ?cards?|vocabulary|worksheets?|with (?:their )?(?:names|labels|words)|labell?ed|named)\b/g;
const kindsOf = /^(?:(?:the )?(?:different )?(?:types|kinds|sorts) of)\s+/;

/** The request's words without who it is for and what the page is called ("for kids", "coloring page"). */
function plain(subject: string): string {
  return subject
    .toLowerCase()
    .replace(audience, " ")
    .replace(/\b(?:colou?ring|pages?|sheets?|for (?:preschool|kindergarten|school|class(?:room)?))\b/g, " ")
    .replace(/[^a-z' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The chart a subject asks for, or undefined: a set named, a theme or a kind asked as a chart. */
export const chartOf = remembered((subject: string): Chart | undefined => {
  const words = plain(subject);
  if (!words) return undefined;
  const charted = chartWords.test(words);
  chartWords.lastIndex = 0;
  const rest = words.replace(chartWords, " ").replace(/\s+/g, " ").trim();
  const named = namedSets.find((s) => s.names.test(rest));
  // "weather" alone is a picture of the weather; said with a chart word it is the chart.
  if (named && (charted || rest !== "weather")) {
    const chart = fromNames(named.title, named.members);
    return chart && named.ordered ? { ...chart, ordered: true } : chart;
  }
  const kinds = kindsOf.test(rest);
  const set = rest.replace(kindsOf, "").trim();
  if (!set || (!charted && !kinds)) return undefined;
  const name = title(rest.replace(/^(?:the )?different /, ""));
  const theme = themeOf(set);
  const ofTheme = theme ? chartOfTheme(name, theme, set.split(" ").at(-1) ?? set) : undefined;
  return ofTheme ?? (kinds ? chartOfKinds(name, set) : undefined);
});

const title = (words: string) =>
  words.replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\b(Of|The|And)\b/g, (w) => w.toLowerCase());

function fromNames(name: string, members: ReadonlyArray<readonly [string, string]>): Chart | undefined {
  const drawn = members.filter(([, d]) => motifByAnnotation(d));
  return drawn.length >= MIN_PANELS
    ? { title: name, members: drawn.map(([label, drawing]) => ({ label, drawing })) }
    : undefined;
}

/**
 * A theme's subjects (themes.ts) each drawn as itself: the things listed in its plan ("a goat, a
 * duck and a cow on a farm") and the first thing of each other page ("a T-Rex and a volcano": the
 * T-Rex), each read as one thing exactly drawn, never a stand-in nor what only keeps it company.
 */
function chartOfTheme(name: string, theme: string, head: string): Chart | undefined {
  // Only what the set's own word names ("types of insects": no spider nor snail of the bugs' plan).
  // A plural names its members' kind ("farm animals"); a place or a topic ("space") does not.
  const one = singularOf(head);
  const kind = one !== head && isNoun(one) ? one : undefined;
  const ofKind = (...names: string[]) => !kind || names.some((n) => isKindOf(n.toLowerCase(), kind, 14));
  const members: Array<{ label: string; drawing: string }> = [];
  for (const subject of planOf(theme)) {
    const things = subject.replace(/\s+(?:in|on|at|under|by)\s+(?:the|a|an)\s+.*$/, "");
    const items = things.includes(",")
      ? things.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
      : [things.split(/\s+(?:and|with)\s+/)[0] ?? ""];
    for (const item of items) {
      const read = understandPhrase(item);
      const [only] = read;
      if (read.length !== 1 || !only?.drawnAs || only.standIn) continue;
      const drawing = matchMotifs(item, 1)[0]?.annotation;
      if (!drawing || !ofKind(only.word, drawing) || members.some((m) => m.drawing === drawing)) continue;
      members.push({ label: only.word, drawing });
      if (members.length === MAX_PANELS) return { title: name, members };
    }
  }
  return members.length >= MIN_PANELS ? { title: name, members } : undefined;
}

/** The kinds WordNet names under a thing that the set draws by that very name ("types of birds": owl, eagle, swan…). */
function chartOfKinds(name: string, kinds: string): Chart | undefined {
  const one = singularOf(kinds);
  const kind = isNoun(one) ? one : kinds;
  const members: Array<{ label: string; drawing: string }> = [];
  for (const k of kindsUnder(kind)) {
    const m = motifByAnnotation(k);
    // The drawing is that kind in its own commonest sense: a lime under trees is a fruit, no tree.
    if (!m || !isKindOf(k, kind) || members.some((x) => x.drawing === m.annotation)) continue;
    members.push({ label: k, drawing: m.annotation });
    if (members.length === 6) break;
  }
  return members.length >= MIN_PANELS ? { title: name, members } : undefined;
}
