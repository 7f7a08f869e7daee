import { capitalize, pick, type Rng, rngFor, shuffle } from "./random.js";
import { matchTheme } from "./theme-match.js";
import type { ThemeWords } from "./theme-types.js";
import { genericSettings, genericSubjects, pairActions, themeTemplates } from "./themes-generic.js";

/** Hands out a list's items in a seeded order, starting over when it runs out (fewer repeats). */
function cycler(rng: Rng, items: readonly string[]): () => string {
  let order = shuffle(rng, items);
  let i = 0;
  return () => {
    if (i >= order.length) {
      order = shuffle(rng, items);
      i = 0;
    }
    return order[i++] as string;
  };
}

/** Ideas from a known theme's lists; with two themes ("christmas cats") subject and place mix. */
function knownIdeaMaker(rng: Rng, known: ThemeWords[]): (i: number) => string {
  const subjects = known.map((t) => cycler(rng, t.subjects));
  const settings = known.map((t) => cycler(rng, t.settings));
  return (i) => {
    const a = i % known.length;
    const b = (i + 1) % known.length;
    const theme = known[a] as ThemeWords;
    const subject = (subjects[a] as () => string)();
    const setting = (settings[b] as () => string)();
    const roll = rng();
    if (roll < 0.15 && theme.pairs !== false) {
      const other = (subjects[b] as () => string)();
      if (other !== subject && !`${subject}${other}`.includes(" and "))
        return `${subject} and ${other} ${pick(rng, pairActions)} ${setting}`;
    }
    const base = `${subject} ${pick(rng, theme.actions)} ${setting}`;
    return roll > 0.6 ? `${base}, ${pick(rng, (known[b] as ThemeWords).details)}` : base;
  };
}

/** Ideas built around a theme no list knows: the theme word goes into every idea. */
function restIdeaMaker(rng: Rng, rest: string): () => string {
  const template = cycler(rng, themeTemplates);
  const subject = cycler(rng, genericSubjects);
  const place = cycler(rng, genericSettings);
  return () =>
    template()
      .replace("{T}", rest)
      .replace("{S}", () => subject())
      .replace("{P}", () => place());
}

/**
 * How the drawable check is paced: reading one idea as the artist would takes a few
 * milliseconds (up to a third of a second for a first reading of words the artist has not met),
 * so ideas are read a few at a time, each batch a turn of its own in the drawing threads, and a
 * theme whose ideas the artist cannot draw stops after six readings per idea wanted instead of
 * trying thirty.
 */
const CHECKS_PER_BATCH = 8;
const CHECKS_PER_IDEA = 6;

/**
 * `count` different coloring-page ideas for a theme, the same for the same theme and seed. With
 * `drawable` (the built-in image engine is the artist), only ideas it draws as written are kept:
 * fewer ideas rather than ones that would be refused or drawn as something else.
 */
export async function builtinIdeas(
  theme: string,
  count: number,
  seed: number,
  drawable?: (ideas: string[]) => Promise<boolean[]>,
): Promise<string[]> {
  const wanted = Math.max(0, Math.min(Math.floor(count), 50));
  const rng = rngFor(seed, theme.trim().toLowerCase());
  const { known, rest } = matchTheme(theme);
  const word = rest || theme.trim().toLowerCase() || "happy";
  const fromKnown = known.length > 0 ? knownIdeaMaker(rng, known) : null;
  const fromRest = restIdeaMaker(rng, word);
  const seen = new Set<string>();
  let made = 0;
  let tries = 0;
  /** Up to `n` more different ideas, in the theme's seeded order. */
  const next = (n: number) => {
    const batch: string[] = [];
    for (; batch.length < n && tries < wanted * 30; tries++) {
      // Words no list explains ("ocean robots") still get every third idea.
      const useRest = !fromKnown || (rest !== "" && made % 3 === 2);
      const idea = capitalize(useRest ? fromRest() : (fromKnown as (i: number) => string)(made));
      if (seen.has(idea.toLowerCase())) continue;
      seen.add(idea.toLowerCase());
      batch.push(idea);
      made++;
    }
    return batch;
  };
  if (!drawable) {
    const ideas = next(wanted);
    // Unreachable with the shipped lists; keeps the count exact if a list is ever cut short.
    for (let k = ideas.length + 1; ideas.length < wanted; k++) ideas.push(`A ${word} coloring page, design ${k}`);
    return ideas;
  }
  const ideas: string[] = [];
  for (let checks = 0; ideas.length < wanted && checks < wanted * CHECKS_PER_IDEA; ) {
    const batch = next(Math.min(CHECKS_PER_BATCH, wanted * CHECKS_PER_IDEA - checks));
    if (batch.length === 0) break;
    checks += batch.length;
    const drawn = await drawable(batch);
    for (const [k, idea] of batch.entries()) if (drawn[k] && ideas.length < wanted) ideas.push(idea);
  }
  return ideas;
}
