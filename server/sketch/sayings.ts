/**
 * Sayings: a request for words of a kind ("inspirational quotes", "sarcastic quotes", "bible
 * verses", "psalm 23", "affirmations for kids") is a lettering page of one such saying, a
 * different one on each page of a batch (server/generations/plan.ts), and words typed in quotation
 * marks ("“Be kind” with flowers") are lettered as typed. Before, the first were refused or
 * lettered the topic's own word ("inspirational" in quotation marks), the second drawn as things.
 *
 * The sayings are short, common phrases or verses of the King James Bible (public domain), so a
 * page carries no one's copyright; a verse's reference is lettered under it.
 */

export interface Saying {
  text: string;
  /** Where the words come from, lettered smaller under them ("Psalm 23:1"). */
  source?: string;
}

const encouraging: Saying[] = [
  { text: "Dream big" },
  { text: "You are enough" },
  { text: "Be brave" },
  { text: "Choose joy" },
  { text: "Keep going" },
  { text: "Believe in yourself" },
  { text: "One day at a time" },
  { text: "Good things take time" },
  { text: "Bloom where you are planted" },
  { text: "You've got this" },
  { text: "Stay positive" },
  { text: "Be the sunshine" },
];

const funny: Saying[] = [
  { text: "But first, coffee" },
  { text: "I need a nap" },
  { text: "Nope. Not today." },
  { text: "Powered by snacks" },
  { text: "Adulting is hard" },
  { text: "I'm not lazy, I'm on power saving mode" },
  { text: "Running late is my cardio" },
  { text: "Sorry, I'm busy doing nothing" },
  { text: "Hello, is it tea you're looking for?" },
  { text: "Eat, sleep, color, repeat" },
  { text: "Chaos coordinator" },
  { text: "Introverted but willing to discuss books" },
];

const scripture: Saying[] = [
  { text: "The Lord is my shepherd; I shall not want", source: "Psalm 23:1" },
  { text: "Be still, and know that I am God", source: "Psalm 46:10" },
  { text: "This is the day which the Lord hath made", source: "Psalm 118:24" },
  { text: "Be strong and of a good courage", source: "Joshua 1:9" },
  { text: "Be ye kind one to another", source: "Ephesians 4:32" },
  { text: "Let all your things be done with charity", source: "1 Corinthians 16:14" },
  { text: "I can do all things through Christ which strengtheneth me", source: "Philippians 4:13" },
  { text: "Thy word is a lamp unto my feet", source: "Psalm 119:105" },
  { text: "The joy of the Lord is your strength", source: "Nehemiah 8:10" },
  { text: "Let your light so shine", source: "Matthew 5:16" },
  { text: "God is love", source: "1 John 4:8" },
  { text: "Give thanks unto the Lord, for he is good", source: "Psalm 136:1" },
];

const love: Saying[] = [
  { text: "Love you more" },
  { text: "Be mine" },
  { text: "Love grows here" },
  { text: "You have my heart" },
  { text: "Love always" },
  { text: "Sweet hearts" },
];

const friendship: Saying[] = [
  { text: "Friends forever" },
  { text: "Best friends" },
  { text: "Good friends are like stars" },
  { text: "Side by side" },
  { text: "Friends make life sweeter" },
  { text: "You are my person" },
];

const kindness: Saying[] = [
  { text: "Be kind" },
  { text: "Kindness matters" },
  { text: "Choose kind" },
  { text: "Kindness is magic" },
  { text: "Spread kindness" },
  { text: "Be kind to every kind" },
];

const gratitude: Saying[] = [
  { text: "Grateful, thankful, blessed" },
  { text: "Give thanks" },
  { text: "Count your blessings" },
  { text: "Thankful heart" },
  { text: "Gratitude changes everything" },
  { text: "Enjoy the little things" },
];

const home: Saying[] = [
  { text: "Home sweet home" },
  { text: "Family is everything" },
  { text: "Home is where the heart is" },
  { text: "Best mom ever" },
  { text: "Love you to the moon and back" },
  { text: "Our happy place" },
];

const calm: Saying[] = [
  { text: "Just breathe" },
  { text: "Slow down" },
  { text: "Inhale courage, exhale fear" },
  { text: "Peace begins with a smile" },
  { text: "Let it be" },
  { text: "Find your calm" },
];

/** Topic words and the sayings they ask for; the first that matches wins, else `encouraging`. */
const topics: ReadonlyArray<readonly [RegExp, string, readonly Saying[]]> = [
  [
    /\b(?:bible|biblical|scriptures?|verses?|psalms?|christian|faith|jesus|god|lord|prayers?|church|proverbs?)\b/,
    "scripture",
    scripture,
  ],
  [/\b(?:sarcastic|sarcasm|funny|humou?r(?:ous)?|sassy|snarky|silly|witty|joke|jokes|swear|cheeky)\b/, "funny", funny],
  [/\b(?:love|valentines?|romantic|romance)\b/, "love", love],
  [/\b(?:friends?|friendship|bff)\b/, "friendship", friendship],
  [/\b(?:kind|kindness)\b/, "kindness", kindness],
  [/\b(?:gratitude|grateful|thankful|thanks|thanksgiving|blessed|blessings?)\b/, "gratitude", gratitude],
  [/\b(?:home|family|mom|mother|mum|dad|father|grandma)\b/, "home", home],
  [
    /\b(?:calm|calming|mindful|mindfulness|peace|peaceful|relax|relaxing|zen|stress|anxiety|mental health)\b/,
    "calm",
    calm,
  ],
];

/** The words that ask for sayings. */
const sayingHeads =
  /\b(?:q(?:uo|ou)tes?|quotations?|sayings?|affirmations?|mantras?|verses?|scriptures?|psalms?(?:\s+\d{1,3})?|proverbs?|words of (?:wisdom|encouragement|affirmation))\b/i;
/** Words that say only which sayings, or how and for whom the page is: nothing to draw besides. */
const topicWords =
  /\b(?:a|an|the|some|of|for|and|about|with|on|to|inspirational|inspiring|inspire|motivational|motivating|motivation|positive|positivity|encouraging|encouragement|uplifting|empowering|daily|self[- ]?love|self[- ]?care|growth|mindset|wisdom|short|cute|simple|easy|bold|aesthetic|pretty|famous|best|good|happy|adult|adults|kids|children|teens|women|girls|boys|men|teachers?|students?|colou?ring|pages?|book|sheets?|words)\b/gi;

export interface SayingsAsked {
  /** The bank the topic chose ("scripture", "funny"…). */
  topic: string;
  sayings: readonly Saying[];
  /** Words typed as the saying itself ("bible verse be kind": "be kind"), if any. */
  typed?: string;
  /** What the page is decorated with ("… with flowers": "flowers"), or "". */
  decoration: string;
}

/**
 * The sayings a phrase asks for: a saying word ("quotes", "verse", "affirmations", "psalm 23")
 * with only topic, style and audience words beside it, or followed by the saying itself ("bible
 * verse be kind with flowers"). Undefined for a phrase that names something else to draw ("a
 * quote about cats" is a cat page's business, not a list of sayings) or no saying word.
 */
export function sayingsAsked(phrase: string | undefined): SayingsAsked | undefined {
  const raw = (phrase ?? "").trim();
  if (!raw || /["“”]/.test(raw)) return undefined;
  const lower = raw.toLowerCase().replace(/[’']/g, "'");
  const head = sayingHeads.exec(lower);
  if (!head) return undefined;
  const [body = "", decorated = ""] = lower.split(/\s+with\s+/, 2);
  const before = body.slice(0, head.index);
  const after = body.slice(head.index + head[0].length);
  const rest = (s: string) =>
    s
      .replace(sayingHeads, " ")
      .replace(topicWords, " ")
      .replace(/[^a-z' ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const found = topics.find(([words]) => words.test(lower));
  const topicOnly = (s: string) => {
    const left = rest(s);
    return !left || (found ? rest(s.replace(new RegExp(found[0].source, "g"), " ")) === "" : false);
  };
  let typed: string | undefined;
  if (!topicOnly(before)) return undefined;
  if (!topicOnly(after)) {
    // The saying typed after its word: "bible verse be kind", "quote dream big".
    const said = after.replace(/^[\s:,-]+/, "").trim();
    // "a quote about cats" names what the saying is about, not the saying; one word after it
    // ("affirmation cards") names a thing, not a saying.
    const count = said.split(/\s+/).length;
    if (!said || /^(?:about|on|for|from|by|of|to)\b/.test(said) || count < 2 || count > 12) return undefined;
    typed = said;
  }
  const psalm = /\bpsalm\s+(\d{1,3})\b/.exec(lower)?.[1];
  const [, topic, sayings] = found ?? [undefined, "encouraging", encouraging];
  const chosen = psalm ? sayings.filter((s) => s.source?.startsWith(`Psalm ${psalm}:`)) : sayings;
  return {
    topic,
    sayings: chosen.length ? chosen : sayings,
    ...(typed ? { typed: typed.charAt(0).toUpperCase() + typed.slice(1) } : {}),
    decoration: decorated.replace(/[^a-z' ]+/g, " ").trim(),
  };
}

/** The saying a page of a batch letters: the one typed, else consecutive pages take consecutive sayings. */
export function sayingFor(asked: SayingsAsked, index: number): Saying {
  if (asked.typed) return { text: asked.typed };
  return asked.sayings[(index >>> 0) % asked.sayings.length] as Saying;
}

/** A saying as a planned subject: its words in quotation marks, then its source after a dash. */
export const quotedSaying = (s: Saying): string => `“${s.text}”${s.source ? ` — ${s.source}` : ""}`;

/** Text typed in quotation marks: lettered as typed; the rest of the phrase is what decorates it. */
const quotedText = /^(.*?)["“]([^"“”]{1,120})["”](?:\s*[—–]\s*(.{1,40}?)(?=\s+with\s|\s*$))?(.*)$/;

export interface QuotedWords {
  text: string;
  source?: string;
  /** The words around the quotation, less joiners: what decorates the page ("with flowers"). */
  rest: string;
}

/** Words typed in quotation marks ("a sign that says “welcome”", "“Be kind” with flowers"), if any. */
export function quotedWords(phrase: string | undefined): QuotedWords | undefined {
  const m = quotedText.exec((phrase ?? "").trim());
  if (!m) return undefined;
  const [, before = "", text = "", source, after = ""] = m;
  if (!text.trim()) return undefined;
  const rest = `${before} ${after}`
    .replace(
      /\b(?:a|an|the|with|and|of|in|on|that|which|says?|saying|reads?|reading|quote|quotes|words?|text|lettering|letters|sign|banner|poster|card|colou?ring|page|sheet)\b/gi,
      " ",
    )
    .replace(/[^a-z' ]+/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { text: text.trim(), ...(source?.trim() ? { source: source.trim() } : {}), rest };
}

/** Topic words that describe sayings and name nothing one would letter alone ("funny", "biblical"). */
const describing =
  /\b(?:sarcastic|funny|humorous|sassy|snarky|silly|witty|cheeky|biblical|christian|romantic|calming|mindful|relaxing|grateful|thankful|peaceful)\b/gi;

/**
 * A quote field's value that only says which sayings ("inspirational", "funny", "bible verses"),
 * perhaps with what decorates them ("inspirational quote with stars"): the sayings asked, else
 * undefined (a value with words of its own, "Be kind" or "Love", is the quote).
 */
export function sayingsOnly(value: string): SayingsAsked | undefined {
  // What they are said with ("inspirational quote with stars") decorates them (`sayingsAsked`
  // reads it): the words before it say which.
  const [v = "", decorated] = value.trim().split(/\s+with\s+/i, 2);
  if (!v) return undefined;
  const asked = sayingsAsked(`${sayingHeads.test(v) ? v : `${v} quotes`}${decorated ? ` with ${decorated}` : ""}`);
  if (!asked || asked.typed) return undefined;
  if (sayingHeads.test(v)) return asked;
  const left = v
    .replace(topicWords, " ")
    .replace(describing, " ")
    .replace(/[^a-z']+/gi, "");
  return left ? undefined : asked;
}
