import { quotedExcerpt } from "../../engine/graphemes.js";
import {
  drawableExamples,
  feelingOf,
  inMood,
  type Motif,
  matchMotifs,
  motifByAnnotation,
  motifTags,
  sleepWords,
  type Understood,
  understandPhrase,
  wornProfession,
} from "./art.js";
import { castUnderstood, isListed, pageCast } from "./cast.js";
import { chartOf } from "./charts.js";
import { flagCode } from "./flags.js";
import { cityUnderstood, cityWords } from "./layouts/cityscape.js";
import { inPlace } from "./layouts/motif.js";
import {
  isCreature,
  pairedParts,
  pairedSubject,
  parseRelation,
  type Stated,
  subjectWords,
} from "./layouts/relation.js";
import { isAdjective, isBodyPart, isNamedPerson, isNounForm, isWord, sortOf, sorts } from "./lexicon.js";
import { namesIn } from "./names.js";
import { propFor, propNames } from "./props.js";
import {
  activityOf,
  doerOf,
  dressedClause,
  filledRest,
  fillWordsOf,
  flightClause,
  letterPage,
  OPEN_HAND,
  ornamentOfTool,
  ornamentPage,
  partClause,
  placePage,
  readCover,
  readSketch,
  roleOf,
  shopPage,
  spelling,
  streetPlace,
  wingedCreature,
} from "./reading.js";
import { quotedWords, sayingsAsked } from "./sayings.js";
import { sequencePlan } from "./sequences.js";
import {
  animalsSaidOtherwise,
  bookWordsOf,
  isOccasion,
  isOrnamented,
  keptWord,
  occasionWith,
  planOf,
  themeOf,
  thingsOf,
} from "./themes.js";
import { saysADrawingWith, settingName } from "./word-readings.js";
import { unseenStates, withArticle } from "./words.js";

/** Sketch keys whose words are what the page is about (the rest are settings, moods, text). */
const subjectKeys = ["subject", "subject2"] as const;

export interface Understanding {
  understood: Understood[];
  /** A subject key none of whose words can be drawn, with the words typed there. */
  unknown?: { key: string; words: string };
  /** A subject key with a word drawn as another thing: drawn only once the user accepts it. */
  standIn?: { key: string; word: string; drawnAs: string };
}

/**
 * What the built-in engine will draw for a rendered sketch block, before it draws: the
 * generation's `understood`, and whether a subject would be ignored (→ 400 unknown-subject).
 * Lettering pages draw the text itself; flags the country.
 */
export function understandSketch(asked: Record<string, string>, output: "line-art" | "cover"): Understanding {
  return refusedAsTyped(asked, understandAsked(asked, output));
}

/**
 * A refusal quotes words the user typed: words read in another form (a place name read as its
 * kind, "venice canal" as "city canal"; a misspelling corrected) are quoted as the whole field typed.
 */
function refusedAsTyped(asked: Record<string, string>, u: Understanding): Understanding {
  const typed = asked[u.unknown?.key ?? ""]?.trim();
  if (!u.unknown || !typed || typed.toLowerCase().includes(u.unknown.words.toLowerCase())) return u;
  return { ...u, unknown: { ...u.unknown, words: typed } };
}

function understandAsked(asked: Record<string, string>, output: "line-art" | "cover"): Understanding {
  const read = nothingRead(asked, output, withNames(asked, output, understandRead(asked, output)));
  // A theme ("Christmas", "back to school", "the four seasons") is drawn as its plan's subjects,
  // one a page (server/generations/plan.ts), each drawn as itself: the theme is never refused,
  // though its name alone is no drawing (or only a stand-in: Christmas → a Christmas tree).
  const layout = asked.layout ?? "motif";
  // A pattern tool's theme ("under the sea", "christmas") is tiled as three of its things a page
  // (server/generations/plan.ts): never refused, nor read as the one thing a word names.
  const tiled = layout === "pattern" && output === "line-art" ? themeOf(asked.subject ?? "") : undefined;
  if (tiled) {
    const things = thingsOf(tiled).map((s) => s.replace(/^(?:an?|the)\s+/, ""));
    const drawnAs = `three of ${things.slice(0, 3).join(", ")}… a page`;
    return { understood: [{ word: (asked.subject ?? "").trim(), drawnAs, exact: true }] };
  }
  if ((layout !== "motif" && layout !== "scene") || output !== "line-art") return read;
  // A theme for someone ("happy birthday Olivia"): the theme's pages, the name lettered on each.
  const named = namesIn(asked.subject);
  const forWhom = named.names.length > 0 && !named.lettering ? named.rest : undefined;
  const theme = themeOf(asked.subject ?? "") ?? (forWhom ? themeOf(forWhom) : undefined);
  // An occasion left out of what is drawn ("Hanukkah night": a moon alone) is its theme too.
  const occasionLeft = !!theme && isOccasion(theme) && read.understood.some((u) => u.drawnAs === null);
  if (!theme) return read;
  // A book's own words ("large print", "for seniors") are no words left out of its theme.
  const book = bookWordsOf(asked.subject ?? "");
  // Words read as a thing none of the theme's pages draws ("farm friends": a person; the pages
  // draw the farm's animals) are the theme's pages too. Read only when nothing else decides.
  const ofTheme = () => {
    const things = new Set(thingsOf(theme).map((t) => matchMotifs(t, 1)[0]?.annotation));
    return read.understood.some((u) => !u.drawnAs || u.standIn || things.has(u.drawnAs));
  };
  // Animals said in ornament ("animal mandalas") are patterned animals, no one mandala.
  // A run of numbers or letters is its glyphs' pages, whatever its words read as ("counting 1-5 with bugs").
  if (!read.unknown && !read.standIn && !occasionLeft && !isOrnamented(theme) && !sequencePlan(theme) && ofTheme())
    return {
      ...read,
      understood: read.understood.filter((u) => u.drawnAs !== null || !book.has(u.word.toLowerCase())),
    };
  const plan = planOf(theme).map((s) => s.replace(/^(?:an?|the)\s+/, ""));
  const lettered = read.understood.filter((u) => u.drawnAs?.startsWith("the name "));
  // A thing said with the theme that no page draws ("kwanzaa kinara": the kinara) is said to be
  // left out; it had been swallowed into the theme, its pages a basket of fruit and a drum.
  // So is one offered as a stand-in ("christmas gnome": an elf), which the theme's pages replace.
  // Such a word names nothing of the theme: the phrase without it names the same theme, and it
  // alone names none ("ocean animals" says neither word left out, "first day of school" no "first").
  const subject = (forWhom ?? asked.subject ?? "").toLowerCase();
  const apart = (w: string) =>
    !book.has(w.toLowerCase()) &&
    !keptWord(w) &&
    !themeOf(w) &&
    !isAdjective(w.split(" ")[0] ?? w) &&
    !isNamedPerson(w) &&
    themeOf(subject.replace(w.toLowerCase(), " ").replace(/\s+/g, " ").trim()) === theme;
  // Read for a request as people type one (a few words): each word asks for the theme twice, and a
  // pasted list of nouns had held the main thread over 100 ms.
  const short = subject.split(/\s+/).length <= 8;
  const left = short
    ? read.understood
        .filter((u) => (u.drawnAs === null || u.standIn) && apart(u.word))
        .map((u) => ({ word: u.word, drawnAs: null, exact: false }))
    : [];
  // Animals said as no plan draws them ("nocturnal animals"): the animals' plan, the words left out.
  for (const word of theme === "animals" ? animalsSaidOtherwise(subject) : [])
    if (!left.some((u) => u.word === word)) left.push({ word, drawnAs: null, exact: false });
  return {
    understood: [
      {
        word: (forWhom ?? asked.subject ?? "").trim(),
        drawnAs: `one of ${plan.slice(0, 3).join(", ")}… a page`,
        exact: true,
      },
      ...(forWhom ? lettered : []),
      ...left,
    ],
  };
}

/**
 * A picture's subject of which no word is read at all ("hands holding each other", "big and
 * simple for ages 2-4": every word a describing or a small word) is refused as unknown, never
 * drawn as whatever the page falls back to (a smiling face was drawn for the hands).
 */
function nothingRead(asked: Record<string, string>, output: "line-art" | "cover", read: Understanding): Understanding {
  const layout = asked.layout ?? "motif";
  const subject = asked.subject?.trim();
  if (output !== "line-art" || (layout !== "motif" && layout !== "scene") || !subject) return read;
  if (read.understood.length > 0 || read.unknown || asked.subject2?.trim()) return read;
  return { understood: [], unknown: { key: "subject", words: subject } };
}

function understandRead(asked: Record<string, string>, output: "line-art" | "cover"): Understanding {
  const sketch = output === "line-art" ? readSketch(asked) : readCover(asked);
  // A picture request read as ornament, or a mandala or pattern tool's theme that names its own
  // ornament ("intricate mandala").
  const ornamentTool = asked.layout === "mandala" || asked.layout === "pattern";
  const ornament = ornamentTool
    ? ornamentOfTool(asked.layout, asked.subject)
    : sketch.layout !== (asked.layout ?? "motif")
      ? ornamentPage(asked.subject)
      : undefined;
  if (ornament) {
    const drawnAs = sketch.layout === "pattern" ? "a repeating pattern" : withArticle(`${ornament.style} mandala`);
    const left = ornament.left ? [{ word: ornament.left, drawnAs: null, exact: false }] : [];
    const thing = ornament.thing ? understandPhrase(ornament.thing) : [];
    return { understood: [{ word: ornament.words, drawnAs, exact: true }, ...thing, ...left] };
  }
  // A living thing filled with ornament ("zentangle cat"): the thing, and its patterns.
  if (sketch.ornament === "filled" && asked.ornament !== "filled") {
    const read = understandRead(sketch, output);
    const said = fillWordsOf(asked.subject);
    // The open hand is the hand as typed ("henna hand": hand).
    const hand = (w: Understood) =>
      sketch.subject === OPEN_HAND && w.word === OPEN_HAND
        ? { ...w, word: filledRest(asked.subject ?? "").replace(/^(?:an?|the)\s+/i, "") }
        : w;
    const thing = { ...read, understood: read.understood.map(hand) };
    return { ...thing, understood: [{ word: said, drawnAs: "patterns filling it", exact: true }, ...thing.understood] };
  }
  // A thing given a face ("a hamburger with a face", "kawaii toast"): the thing, and its face.
  if (sketch.face && !asked.face) {
    // Read again from the read sketch, which carries the face: it is read as any thing is.
    const thing = understandRead(sketch, output);
    return {
      ...thing,
      understood: [...thing.understood, { word: sketch.face, drawnAs: "a cute face on it", exact: true }],
    };
  }
  // An occasion said with a thing ("a halloween cat"): the thing, and the occasion's marks round it.
  // Read as the page reads it, spelt ("a haunted house": the derelict one, word-readings.ts).
  const occasion = sketch.occasion && !asked.occasion ? occasionWith(spelling(asked.subject ?? "")) : undefined;
  if (occasion) {
    // The thing read as typed without the occasion, through every reading a phrase takes.
    const thing = understandRead({ ...asked, subject: occasion.rest, occasion: occasion.theme }, output);
    const marks = occasion.marks.map((m) => m.toLowerCase()).join(" and ");
    return {
      ...thing,
      understood: [...thing.understood, { word: occasion.words, drawnAs: `${marks} round it`, exact: true }],
    };
  }
  // An activity drawn as someone using its thing ("skateboarding": a child riding a skateboard).
  // (Each clause is read once: one that would be rewritten again is read as typed.)
  const doing = output === "line-art" ? activityOf(asked.subject ?? "") : undefined;
  if (doing && !activityOf(doing.clause) && !doerOf(doing.clause)) {
    const read = understandRead({ ...asked, subject: doing.clause }, output);
    // Who does it and where, read as typed; the clause's own words ("a child riding a skateboard") are the activity's.
    const who = doing.who ? understandRead({ ...asked, subject: doing.who }, output).understood : [];
    const where = doing.after ? understandPhrase(doing.after) : [];
    return { ...read, understood: [{ word: doing.words, drawnAs: doing.drawn, exact: true }, ...who, ...where] };
  }
  // A grown-up doing what the set draws as a person doing it ("a woman doing yoga"): that figure.
  const doer = output === "line-art" ? doerOf(asked.subject ?? "") : undefined;
  if (doer && !doerOf(doer.clause) && !activityOf(doer.clause)) {
    const read = understandRead({ ...asked, subject: doer.clause }, output);
    const where = doer.after ? understandPhrase(doer.after) : [];
    const who = { word: `${doer.who} ${doer.words}`.toLowerCase(), drawnAs: doer.drawn, exact: doer.exact };
    // The drawing read by its own name is no stand-in for it.
    const { standIn, ...rest } = read;
    return { ...rest, ...(standIn && standIn.drawnAs !== doer.drawn ? { standIn } : {}), understood: [who, ...where] };
  }
  // Someone named by a role drawn as a person with its thing ("a baseball player": a person
  // holding a baseball).
  // Said as typed; what they have read as the page reads it, spelt, in the sense the role gives
  // it ("a cricket player with a bat": the cricket bat, never the animal).
  const spelt = spelling(asked.subject ?? "");
  const typedRole = output === "line-art" ? roleOf(asked.subject ?? "") : undefined;
  const speltRole = output === "line-art" ? roleOf(spelt) : undefined;
  // (Spelt words the role takes whole are said as typed: "swinging a bat", not "a baseball bat".)
  const bare = (p: string) => p.trim().replace(/^(?:a|an|the)\s+/i, "");
  const whole = speltRole && speltRole.words === bare(spelt).toLowerCase();
  const role =
    typedRole && speltRole
      ? { ...typedRole, after: speltRole.after }
      : (typedRole ?? (speltRole && whole ? { ...speltRole, words: bare(asked.subject ?? "") } : speltRole));
  if (role && !roleOf(role.clause) && !activityOf(role.clause) && !doerOf(role.clause)) {
    const read = understandRead({ ...asked, subject: role.clause }, output);
    const where = role.after ? understandPhrase(role.after) : [];
    const left = role.left ? [{ word: role.left, drawnAs: null, exact: false }] : [];
    return { ...read, understood: [{ word: role.words, drawnAs: role.drawn, exact: false }, ...left, ...where] };
  }
  // Wings named with a horse or a unicorn are drawn: the winged creature (reading.ts).
  const part =
    sketch.subject !== asked.subject && sketch.layout === asked.layout && !wingedCreature(asked.subject)
      ? partClause(asked.subject)
      : undefined;
  // (A window's things are drawn by it, in its room: read as the page draws them.)
  if (part && sketch.subject === part.owner) {
    const owner = understandRead(sketch, output);
    return { ...owner, understood: [...owner.understood, partShown(owner.understood, part.part)] };
  }
  // Clothes the wearer's drawing cannot show worn: the wearer, and the clothes left out.
  const dressed = sketch.subject !== asked.subject ? dressedClause(asked.subject) : undefined;
  if (dressed && !dressed.worn) {
    const wearer = understandRead({ ...asked, subject: dressed.subject }, output);
    const word = dressed.clothes.replace(/^(?:a|an|the|his|her|their|its)\s+/i, "");
    return { ...wearer, understood: [...wearer.understood, { word, drawnAs: null, exact: false }] };
  }
  // A flier said in the air: the flier, and the sky it flies in.
  const flight = sketch.setting === "sky" && !asked.setting ? flightClause(asked.subject) : undefined;
  if (flight) {
    const flier = understandRead({ ...asked, subject: flight.who }, output);
    return {
      ...flier,
      understood: [...flier.understood, { word: flight.words, drawnAs: "flying in the sky", exact: true }],
    };
  }
  // A shop named by what it sells: what it sells, and the shop round it.
  const shop = sketch.sign && sketch.layout === "scene" ? shopPage(asked.subject) : undefined;
  if (shop) {
    const said = shopSaid(shop);
    return { understood: [...said, { word: shop.words, drawnAs: `a shop signed "${shop.sign}"`, exact: true }] };
  }
  // A place named alone is drawn as its setting: `understood` names the place, not the thing in it.
  const respelt = asked.subject === undefined ? undefined : spelling(asked.subject);
  const place = output === "line-art" && sketch.subject !== respelt ? placePage(respelt) : undefined;
  if (place) {
    // A street's words are read as its page builds them: the street, and each feature asked.
    const words = streetPlace(place) ? cityUnderstood(respelt) : understandPhrase(respelt);
    const lost = thingOnlyPlaced(words, respelt ?? "");
    return lost ? { understood: words, unknown: { key: "subject", words: lost } } : { understood: words };
  }
  const letter = sketch.layout === "letter" && asked.layout !== "letter" ? letterPage(asked.subject) : undefined;
  if (letter) {
    // The glyph is drawn exactly; the rest of the request is the page's subject, read as any is.
    const glyph = {
      word: letter.words,
      drawnAs: /\d/.test(letter.glyph)
        ? `the number ${letter.glyph}`
        : `the ${/[a-z]/.test(letter.glyph) ? "lowercase " : ""}letter ${letter.glyph}`,
      exact: true,
    };
    return { understood: [glyph, ...letterSubject(sketch.subject, letter.glyph)] };
  }
  const layout = output === "cover" && !sketch.layout ? "cover" : (sketch.layout ?? "motif");
  if (layout === "flag") {
    const country = (sketch.country ?? sketch.subject ?? "").trim();
    if (!country) return { understood: [] };
    const code = flagCode(country);
    return code
      ? { understood: [{ word: country, drawnAs: `flag of ${country}`, exact: true }] }
      : { understood: [{ word: country, drawnAs: null, exact: false }], unknown: { key: "country", words: country } };
  }
  if (layout === "lettering") return asked.layout === "lettering" ? { understood: [] } : wordsUnderstood(asked, sketch);
  if (layout === "chart") {
    // A set asked for as a whole: each member drawn in its panel, named under it (charts.ts).
    const chart = chartOf(sketch.subject ?? "");
    const names = (chart?.members ?? []).map((m) =>
      m.label === m.drawing.toLowerCase() ? m.label : `${m.label} (${m.drawing})`,
    );
    return {
      understood: [
        {
          word: (sketch.subject ?? "").trim(),
          drawnAs: `a chart of ${names.length}, each named: ${names.join(", ")}`,
          exact: true,
        },
      ],
    };
  }
  // A city page draws the city itself and builds the features named into it.
  if (layout === "scene" && cityWords.test((sketch.subject ?? "").toLowerCase()))
    return {
      understood: [
        { word: sketch.subject ?? "", drawnAs: "a street of buildings", exact: true },
        ...cityUnderstood(sketch.decoration),
      ],
    };
  const understood: Understood[] = [];
  // Counts, sizes and one eye, said in plain words after the words they belong to.
  const cast = pageCast(sketch);
  const attributes = cast ? castUnderstood(cast, layout, layout === "motif" && !inPlace(sketch)) : [];
  const worn = wornProfession(sketch.subject, sketch.subject2);
  if (worn) {
    const animal = understandPhrase(sketch.subject);
    return {
      understood: [
        ...animal,
        {
          word: worn.profession,
          drawnAs: `${worn.hat} worn by the ${worn.animal.annotation.replace(/ face$/, "")}`,
          exact: false,
        },
        ...attributes,
      ],
    };
  }
  const feeling = feelingOf(sketch);
  // A stated relation is read once (layouts/relation.ts): the page draws what this names.
  // Two who do something together are both drawn with what they do it with (motif.ts pairedOf):
  // no relation between the two is read ("a bear and a fox sharing a watermelon").
  const related =
    (layout === "motif" || layout === "scene") && !cast && !sketch.subject2?.trim() && !pairedSubject(sketch.subject)
      ? parseRelation(sketch.subject)
      : undefined;
  if (related) {
    const words = relationUnderstood(related, feeling);
    const stood = words.find((w) => w.standIn);
    return stood
      ? { understood: words, standIn: { key: "subject", word: stood.word, drawnAs: stood.drawnAs ?? "" } }
      : { understood: words };
  }
  // A relation whose subject the page cannot draw ("a zorp riding a horse"): the other thing
  // alone is not what was asked. A place is no such subject: what is in it is the page ("a cozy
  // corner with an armchair and a lamp" is the armchair and the lamp in a room).
  const who = layout === "motif" || layout === "scene" ? subjectWords(sketch.subject) : undefined;
  const whose = who ? understandPhrase(who) : [];
  if (whose.length > 0 && whose.every((w) => w.drawnAs === null && sortOf(w.word) !== sorts.location))
    return {
      understood: understandPhrase(sketch.subject),
      unknown: { key: "subject", words: bare(who as string) },
    };
  // A thing said with what it has that the page cannot draw ("milkshake with a cherry on top"):
  // what it has, alone, is not what was asked (the cherries had been drawn, the milkshake left out).
  // (One drawing named with what it is drawn with, "a bowl with a spoon", is that drawing.)
  const owner =
    (layout === "motif" || layout === "scene") && !saysADrawingWith(sketch.subject ?? "")
      ? ownerWith.exec(sketch.subject ?? "")?.[1]
      : undefined;
  const owned = owner ? understandPhrase(owner) : [];
  if (owner && owned.length > 0 && owned.every((w) => w.drawnAs === null) && owned.some((w) => madeOrLiving(w.word)))
    return { understood: understandPhrase(sketch.subject), unknown: { key: "subject", words: bare(owner) } };
  let standIn: Understanding["standIn"];
  const shut: Motif[] = [];
  const sleepers = new Set(
    sleepWords.test(feeling)
      ? [sketch.subject, ...(cast ?? []).map((m) => m.phrase)].flatMap((p) => [
          matchMotifs(p, 1)[0]?.hexcode,
          pairedSubject(p)?.hexcode,
        ])
      : [],
  );
  // Three or more things listed (cast.ts): each read on its own, as each is drawn ("a man, a
  // woman and a child" had been read as one "man woman").
  const listed = cast && !sketch.subject2?.trim() && isListed(cast) ? cast : undefined;
  for (const key of subjectKeys) {
    const phrase = sketch[key]?.trim();
    if (!phrase) continue;
    const read =
      listed && key === "subject"
        ? listed.flatMap((m) => understandPhrase(m.phrase))
        : ((key === "subject" ? pairRead(phrase, feeling) : undefined) ?? understandPhrase(phrase));
    const words = read.map((w) => {
      const m = w.drawnAs ? motifByAnnotation(w.drawnAs) : undefined;
      const felt = m && inMood(m, feeling);
      // An animal asleep is still itself, its eyes shut (`asleepDrawn`): the page's own subjects
      // (its first, a pair's second, its cast), never a thing drawn small about them.
      if (felt?.eyes === "shut" && sleepers.has(m?.hexcode)) shut.push(felt);
      return felt && felt !== m && felt.eyes !== "shut" ? { ...w, drawnAs: felt.annotation, exact: false } : w;
    });
    // Beings said in the plural are said once, as how many are drawn (cast.ts: "kids": two children),
    // and so are the young, as how many little ones are drawn ("a foal": a little horse).
    // A young word read into its grown one's ("duck ducklings") is taken out of it.
    const young = new Set(cast?.flatMap((m) => (m.youngWord ? [m.youngWord] : [])));
    const unyoung = (w: Understood) =>
      w.word.includes(" ") && w.word.split(" ").some((t) => young.has(t))
        ? {
            ...w,
            word: w.word
              .split(" ")
              .filter((t) => !young.has(t))
              .join(" "),
          }
        : w;
    understood.push(
      ...words
        .filter((w) => !cast?.some((m) => m.pluralWord === w.word.split(" ")[0] || m.youngWord === w.word))
        .map(unyoung),
    );
    if (words.length > 0 && words.every((w) => w.drawnAs === null))
      return { understood, unknown: { key, words: phrase } };
    const lost = thingOnlyPlaced(words, phrase);
    if (lost) return { understood, unknown: { key, words: lost } };
    const stood = words.find((w) => w.standIn);
    if (stood && !standIn) standIn = { key, word: stood.word, drawnAs: stood.drawnAs ?? "" };
  }
  understood.push(...attributes);
  const said = asleepDrawn(understood, shut);
  return standIn ? { understood: said, standIn } : { understood: said };
}

/**
 * Two who do something together read apart from what they do, as the page draws them (motif.ts
 * `pairedOf`), when read whole it names a creature the page does not draw: the two as a pair
 * beside each other, then the deed's words, where a creature is none of the page's (a third
 * creature is never drawn with them). Read whole, "an old man and an old woman dancing" had said
 * a woman dancing was drawn beside the old man; the old woman was.
 */
function pairRead(phrase: string, feeling: string): Understood[] | undefined {
  const second = pairedSubject(phrase);
  const parts = second ? pairedParts(phrase) : undefined;
  const two = parts && parseRelation(parts.two);
  if (!second || !parts || !two) return undefined;
  // Read whole unless that names a creature the page does not draw.
  const drawn = new Set([two.one.hexcode, second.hexcode]);
  const stray = (w: Understood) => {
    const m = w.drawnAs ? motifByAnnotation(w.drawnAs) : undefined;
    return !!m && isCreature(m) && !drawn.has(m.hexcode);
  };
  if (!understandPhrase(phrase).some(stray)) return undefined;
  const rest = understandPhrase(parts.rest).map((w) => {
    const m = w.drawnAs ? motifByAnnotation(w.drawnAs) : undefined;
    return m && isCreature(m) ? { word: w.word, drawnAs: null, exact: false } : w;
  });
  return [...relationUnderstood(two, feeling), ...rest];
}

/** The words said before a "with" and what follows it ("milkshake" of "milkshake with a cherry"). */
const ownerWith = /^(.*?\S)\s+with\s+\S/i;

/** A noun for a made thing, a food, an object or a living thing (no doing, no place, no time). */
const madeOrLiving = (word: string) =>
  !/ing$/.test(word) &&
  isNounForm(word) &&
  ([sorts.artifact, sorts.food, sorts.object, sorts.animal, sorts.plant] as number[]).includes(sortOf(word) ?? -1);

/**
 * A thing the page cannot draw, named first, in a place it can ("a blorp in a pond") or doing
 * something there: the place alone is not what was asked, so the thing is refused. A describing
 * word left out ("tropical island") is no thing.
 */
function thingOnlyPlaced(words: Understood[], phrase: string): string | undefined {
  const [first] = words;
  const drawn = words.filter((w) => w.drawnAs !== null);
  if (!first || first.drawnAs !== null || !drawn.length || !drawn.every((w) => w.drawnAs === settingName(w.word)))
    return undefined;
  // A thing, not a word that says how ("floating"), set in the place by a word of place ("in",
  // "on"): one naming the place's kind ("flower shop", "attic bedroom") is no thing in it.
  // Nor is a time ("a rainy day in the park", "a summer morning at the beach"): it says when.
  const thing =
    !/ing$/.test(first.word) && (isNounForm(first.word) || !isWord(first.word)) && sortOf(first.word) !== sorts.time;
  const text = phrase.toLowerCase();
  const between = text.slice(text.indexOf(first.word) + first.word.length, text.indexOf((drawn[0] as Understood).word));
  // So is one doing something to the place ("moses parting the red sea", "bigfoot crossing the
  // river"): the sea alone had been drawn, a palm tree on its shore.
  return thing && /\b(?:in|on|at|by|under|near|inside|beside|behind|over|through|\w{3,}ing)\b/.test(between)
    ? first.word
    : undefined;
}

/**
 * A letter page draws one drawing of its subject (layouts/letter.ts `matchMotif`), counted on a
 * digit's page: the first word drawn is drawn, any other is left out, a count is drawn only
 * when it is the digit's ("number 3 with three ducks"). Nothing there is refused: the glyph is
 * the page.
 */
function letterSubject(subject: string | undefined, glyph: string): Understood[] {
  if (!subject) return [];
  const words = understandPhrase(subject);
  const first = words.findIndex((w) => w.drawnAs !== null);
  const drawn = words.map((w, i) => (i === first ? w : { word: w.word, drawnAs: null, exact: false }));
  const cast = pageCast({ layout: "motif", subject });
  const said = cast?.length === 1 && String(cast[0]?.count) === glyph ? castUnderstood(cast, "motif") : [];
  return [...drawn, ...said];
}

/**
 * The words of a stated relation and what the page draws for them: the subject, the action's
 * own prop (fishing: a rod, its line and a fish), the other thing as its drawing or its prop.
 */
/**
 * A part or a thing worn named with its owner, drawn where the owner's drawing shows it (the set's
 * keywords of the drawing name it: the princess's crown, the construction worker's hard hat), else
 * left out. "queen with a crown" had said the crown was left out, the crown on her head.
 */
function partShown(owner: readonly Understood[], part: string): Understood {
  const head = part.toLowerCase().split(/\s+/).at(-1) ?? "";
  const words = [head, head.replace(/s$/, "")];
  for (const u of owner) {
    const m = u.drawnAs ? motifByAnnotation(u.drawnAs) : undefined;
    // Another of its own kind is no part of it ("space with stars and planets": the ringed planet).
    const itsKind = m?.annotation.toLowerCase().split(" ") ?? [];
    if (m && words.some((w) => motifTags(m.hexcode).has(w) && !itsKind.includes(w)))
      return { word: part, drawnAs: `on the ${m.annotation.toLowerCase()}`, exact: true };
  }
  return { word: part, drawnAs: null, exact: false };
}

function relationUnderstood(st: Stated, feeling: string): Understood[] {
  const also = new Set((st.also ?? []).map((m) => m.annotation));
  const felt = inMood(st.one, feeling);
  const shut = felt.eyes === "shut" ? [felt] : [];
  const out = side(st.a, shut.length ? st.one : felt, undefined, also);
  // The book of "reading under a tree" shows the action: no stand-in, not the thing asked.
  if (st.held) out.push({ word: st.verb ?? "", drawnAs: st.held.annotation, exact: false });
  // A state no page shows ("a dog sleeping by the fireplace": awake) is said to be left out.
  if (st.verb && unseenStates.has(st.verb)) out.push({ word: st.verb, drawnAs: null, exact: false });
  if (st.relation === "fishing") {
    out.push({ word: "fishing", drawnAs: propNames.rod, exact: true });
    const place = bare(st.b);
    if (place) out.push({ word: place, drawnAs: propNames.water, exact: !!propFor(place) });
  } else if (st.other) {
    out.push(...side(st.b, st.other, `${st.word} ${st.b}`, also));
    const asleep = inMood(st.other, feeling);
    if (asleep.eyes === "shut") shut.push(asleep);
    if (st.relation === "flying") out.push({ word: "flying", drawnAs: propNames.string, exact: true });
  } else if (st.prop) out.push({ word: bare(st.b), drawnAs: propNames[st.prop], exact: true });
  return asleepDrawn(out, shut);
}

/**
 * A word of sleep said of an animal the page draws with its eyes shut (person-looks.ts `inMood`)
 * is drawn: "sleeping" is that animal with its eyes shut, no word left out.
 */
function asleepDrawn(words: Understood[], shut: readonly Motif[]): Understood[] {
  if (!shut.length) return words;
  const names = [...new Set(shut.map((m) => m.annotation.toLowerCase().replace(/ face$/, "")))];
  const drawnAs = `${names.join(" and ")} with ${names.length > 1 ? "their" : "its"} eyes shut`;
  return words.map((w) => (w.drawnAs === null && sleepWords.test(w.word) ? { word: w.word, drawnAs, exact: true } : w));
}

/**
 * One side's words: the entry drawn as its drawing, and those drawn as another thing drawn about
 * the pair (`also`: the relation's `also`); words drawn as nothing stay, with nothing.
 */
function side(words: string, m: Motif, acted?: string, also: ReadonlySet<string> = new Set()): Understood[] {
  const read = (w: string) => understandPhrase(w).find((u) => u.drawnAs === m.annotation);
  const hit = read(words) ?? (acted ? read(acted) : undefined);
  const all = understandPhrase(bare(words));
  // Another thing said on this side ("sunglasses on a surfboard": the surfboard) is not drawn:
  // a relation draws two things. Said left out, where it had been taken into the drawn one's words.
  // A part of it ("a woman's face") is no other thing.
  const others = all.filter(
    (u) =>
      u.drawnAs !== null &&
      u.drawnAs !== m.annotation &&
      u !== hit &&
      !isBodyPart(u.word) &&
      !hit?.word.includes(u.word),
  );
  const rest = [
    ...all.filter((u) => u.drawnAs === null),
    ...others.map((u) => (also.has(u.drawnAs ?? "") ? u : { word: u.word, drawnAs: null, exact: false })),
  ];
  const word = hit && rest.length ? hit.word : bare(words);
  const own = hit ? { ...hit, word } : { word, drawnAs: m.annotation, exact: false };
  return [own, ...rest.filter((u) => !own.word.split(" ").includes(u.word))];
}

/** A side's words as said of its thing: no article, and no word of place before it ("on his throne": "throne"). */
const bare = (words: string) =>
  words
    .replace(/\b(?:a|an|the|some|his|her|its|their)\b/g, " ")
    .replace(/^\s*(?:out\s+of|on(?:to)?|in(?:to|side)?|from|through|at|off|over|under|by)\s+/, " ")
    .replace(/\s+/g, " ")
    .trim();

const examples = () => drawableExamples().slice(0, 6).join(", ");

/** The user-facing refusal: names the word (the first 40 characters of it), offers drawable ones. */
export function unknownSubjectMessage(words: string): string {
  return `The built-in artist can't draw "${quotedExcerpt(words)}" yet and nothing close to it. Try a subject it knows, such as ${examples()}, or connect an image model, which draws anything.`;
}

/** Whether the built-in engine draws a page of this subject as written: nothing refused, nothing drawn as another thing. */
export function drawnAsWritten(subject: string): boolean {
  const u = understandSketch({ layout: "motif", subject }, "line-art");
  return !u.unknown && !u.standIn && u.understood.length > 0;
}

/** The refusal of a stand-in the user has not accepted: names the word and what would be drawn. */
export function standInMessage(word: string, drawnAs: string): string {
  return `The built-in artist can't draw "${quotedExcerpt(word)}" itself; it would draw ${withArticle(drawnAs)} instead. Accept the stand-in, try a subject it knows, such as ${examples()}, or connect an image model, which draws anything.`;
}

/**
 * A picture request read as words to letter: the words in quotation marks, or the sayings asked
 * for (one a page: the first three named), and what decorates them, read as any subject is.
 */
function wordsUnderstood(asked: Record<string, string>, sketch: Record<string, string>): Understanding {
  const typed = (asked.subject ?? "").trim();
  const quoted = quotedWords(typed);
  const sayings = quoted ? undefined : sayingsAsked(spelling(typed));
  // A name lettered ("my name in bubble letters NOAH") is said where names are (withNames).
  if (!quoted && !sayings) return { understood: [] };
  const drawnAs =
    sayings && !sayings.typed
      ? `one saying a page, lettered: ${sayings.sayings
          .slice(0, 3)
          .map((s) => `“${s.text}”`)
          .join(", ")}…`
      : `the words “${sketch.text ?? ""}” lettered`;
  const decoration = sketch.decoration ? understandPhrase(sketch.decoration) : [];
  return { understood: [{ word: typed, drawnAs, exact: true }, ...decoration] };
}

/** The names a picture request carries are lettered, never drawn (names.ts): `understood` says so. */
function withNames(asked: Record<string, string>, output: "line-art" | "cover", read: Understanding): Understanding {
  const layout = asked.layout ?? "motif";
  if (output !== "line-art" || (layout !== "motif" && layout !== "scene")) return read;
  const { names } = namesIn(asked.subject);
  if (names.length === 0) return read;
  const lettered = names.map((name) => ({ word: name, drawnAs: `the name “${name}” lettered`, exact: true }));
  return { ...read, understood: [...read.understood, ...lettered] };
}

/** What a shop page (reading.ts shopPage) sells, as read: its goods' own words, or its kind's goods. */
function shopSaid(shop: NonNullable<ReturnType<typeof shopPage>>): Understanding["understood"] {
  if (shop.goods) return understandPhrase(shop.goods);
  const kind = shop.setting.replace(` ${shop.words}`, "").replace(shop.words, "").trim();
  return kind && kind !== shop.setting ? [{ word: kind, drawnAs: shop.thing, exact: false }] : [];
}
