import {
  drawableExamples,
  inMood,
  motifByAnnotation,
  type Understood,
  understandPhrase,
  wornProfession,
} from "./art.js";
import { castUnderstood, pageCast } from "./cast.js";
import { flagCode } from "./flags.js";
import { cityUnderstood, cityWords } from "./layouts/cityscape.js";

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
export function understandSketch(sketch: Record<string, string>, output: "line-art" | "cover"): Understanding {
  const layout = output === "cover" && !sketch.layout ? "cover" : (sketch.layout ?? "motif");
  if (layout === "flag") {
    const country = (sketch.country ?? sketch.subject ?? "").trim();
    if (!country) return { understood: [] };
    const code = flagCode(country);
    return code
      ? { understood: [{ word: country, drawnAs: `flag of ${country}`, exact: true }] }
      : { understood: [{ word: country, drawnAs: null, exact: false }], unknown: { key: "country", words: country } };
  }
  if (layout === "lettering") return { understood: [] };
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
  const attributes = cast ? castUnderstood(cast, layout) : [];
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
  let standIn: Understanding["standIn"];
  for (const key of subjectKeys) {
    const phrase = sketch[key]?.trim();
    if (!phrase) continue;
    const feeling = [sketch.subject, sketch.mood, sketch.style].filter(Boolean).join(" ").toLowerCase();
    const words = understandPhrase(phrase).map((w) => {
      const m = w.drawnAs ? motifByAnnotation(w.drawnAs) : undefined;
      const felt = m && inMood(m, feeling);
      return felt && felt !== m ? { ...w, drawnAs: felt.annotation, exact: false } : w;
    });
    understood.push(...words);
    if (words.length > 0 && words.every((w) => w.drawnAs === null))
      return { understood, unknown: { key, words: phrase } };
    const stood = words.find((w) => w.standIn);
    if (stood && !standIn) standIn = { key, word: stood.word, drawnAs: stood.drawnAs ?? "" };
  }
  understood.push(...attributes);
  return standIn ? { understood, standIn } : { understood };
}

const examples = () => drawableExamples().slice(0, 6).join(", ");

/** The user-facing refusal: names the word, offers drawable ones. */
export function unknownSubjectMessage(words: string): string {
  return `The built-in artist can't draw "${words}" yet and nothing close to it. Try a subject it knows, such as ${examples()}, or connect an image model, which draws anything.`;
}

/** Whether the built-in engine draws a page of this subject as written: nothing refused, nothing drawn as another thing. */
export function drawnAsWritten(subject: string): boolean {
  const u = understandSketch({ layout: "motif", subject }, "line-art");
  return !u.unknown && !u.standIn && u.understood.length > 0;
}

/** The refusal of a stand-in the user has not accepted: names the word and what would be drawn. */
export function standInMessage(word: string, drawnAs: string): string {
  return `The built-in artist can't draw "${word}" itself; it would draw ${article(drawnAs)} instead. Accept the stand-in, try a subject it knows, such as ${examples()}, or connect an image model, which draws anything.`;
}

const article = (name: string) => (/^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`);
