import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { leastStall } from "../../helpers/loop-delay.js";

/**
 * No request may freeze the event loop (issue 40): every route that takes text is sent the worst
 * input it accepts (a subject at its limit, the longest word list, text that makes a phrase rule
 * or a character count work hard) and input past its limit (a megabyte body, hundreds of words,
 * thousands of accented letters), and the main thread never stalls more than 100 ms for it.
 * Pages are drawn in worker threads; everything here runs on the main thread. Generations are
 * sent by a user with no credits: every check on the values runs, then 402, so no page is drawn
 * on the side while the loop is measured.
 */
const LIMIT_MS = 100;

let t: TestApp;
type Client = ReturnType<TestApp["client"]>;
let broke: Client;
let paying: Client;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
  broke = (await t.signup("subscription")).client;
  paying = (await t.signup()).client;
  // The first request of a process loads the drawings' index and WordNet: not what is measured.
  await broke.post("/api/previews", { tool: "kids/simple", values: { subject: "a xylophone" } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; json: any };

/** Sends `send`, expects its status and at most LIMIT_MS of stall, and gives the answer. */
async function inTime(send: () => Promise<Answer>, status: number): Promise<Answer> {
  const { result, stallMs } = await leastStall(send, LIMIT_MS);
  if (process.env.LOOP_STALLS) console.log(`${stallMs.toFixed(0)} ms  ${expect.getState().currentTestName}`);
  expect(result.status, JSON.stringify(result.json)?.slice(0, 300)).toBe(status);
  expect(stallMs).toBeLessThan(LIMIT_MS);
  return result;
}

const tooLong = (field: string, max: number) => ({
  code: "invalid-input",
  message: `Please use at most ${max} characters`,
  fields: { [field]: `Please use at most ${max} characters` },
});

/** Three-letter words, all different: AAB, AAC… (the 400 words are 1.6 KB). */
const threeLetterWords = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    return `${a[i % 26]}${a[Math.floor(i / 26) % 26]}${a[Math.floor(i / 676) % 26]}`;
  }).join(", ");

/** Real nouns the artist has no drawing of, each looked up in WordNet: the subject analysis at its hardest. */
const NOUNS =
  "xylophone platypus scone submarine lighthouse harmonica accordion wheelbarrow sundial kettle anvil hammock " +
  "trombone walrus bagpipe sextant telescope catapult zeppelin gondola tricorn spinnaker";
/** Words every phrase rule reads: counts, pairs, relations, "hot", who the page is for. */
const PHRASE_RULES = "a pair of hot cats riding three dogs with a couple of kids for kids ages 4";
/** `words` repeated and cut to at most `max` characters at a space. */
const upTo = (max: number, words: string) => {
  let text = words;
  while (text.length <= max) text += ` ${words}`;
  return text.slice(0, text.lastIndexOf(" ", max)).trim();
};
/** `words` repeated and cut to exactly `length` characters. */
const exactly = (length: number, words: string) => words.repeat(Math.ceil(length / words.length)).slice(0, length);
/** One character over `max` once trimmed. */
const oneOver = (max: number, words: string) =>
  exactly(max, words)
    .trimEnd()
    .padEnd(max + 1, "s");

const simple = (client: Client, path: string, subject: string) =>
  client.post(path, { tool: "kids/simple", values: { subject } });

describe("no request freezes the event loop (at most 100 ms of the main thread)", () => {
  it("a subject of real words at its 200-character limit is read in time; a 900 KB one is refused unread", async () => {
    const subject = upTo(200, NOUNS);
    // The nouns are drawn as stand-ins (a platypus as a beaver): a generation asks to accept them first.
    const read = await inTime(() => simple(broke, "/api/generations", subject), 400);
    expect(read.json.error.code).toBe("unknown-subject");
    await inTime(() => simple(broke, "/api/previews", subject), 200);
    for (const path of ["/api/previews", "/api/generations"]) {
      const junk = await inTime(() => simple(broke, path, exactly(900 * 1024, `${NOUNS} `)), 400);
      expect(junk.json.error).toEqual(tooLong("subject", 200));
    }
  }, 120_000);

  it("a subject every phrase rule reads is read in time at its limit, refused one character over", async () => {
    await inTime(() => simple(broke, "/api/generations", upTo(200, PHRASE_RULES)), 402);
    const over = await inTime(() => simple(broke, "/api/generations", oneOver(200, `${PHRASE_RULES} `)), 400);
    expect(over.json.error).toEqual(tooLong("subject", 200));
  }, 120_000);

  it("a textarea at its own 500-character limit is read in time; 20,000 accented letters are refused unread", async () => {
    const details = (text: string) => ({ tool: "adult/architectural-details", values: { details: text } });
    const words = `ornate arches ${NOUNS} `;
    await inTime(() => broke.post("/api/previews", details(upTo(500, words))), 200);
    const over = await inTime(() => broke.post("/api/generations", details(oneOver(500, words))), 400);
    expect(over.json.error).toEqual(tooLong("details", 500));
    const accents = await inTime(() => broke.post("/api/generations", details("é".repeat(20_000))), 400);
    expect(accents.json.error).toEqual(tooLong("details", 500));
  }, 120_000);

  it("20,000 accented letters in a subject are refused without reading them one by one", async () => {
    const res = await inTime(() => simple(broke, "/api/generations", "é".repeat(20_000)), 400);
    expect(res.json.error).toEqual(tooLong("subject", 200));
  }, 120_000);

  it("a choice field holding 40,000 accented letters is refused without reading them", async () => {
    const res = await inTime(
      () =>
        broke.post("/api/generations", { tool: "kids/simple", values: { subject: "a cat", page: "ü".repeat(40_000) } }),
      400,
    );
    expect(Object.keys(res.json.error.fields)).toEqual(["page"]);
  }, 120_000);

  it("a batch quote of 400 three-letter words (1.6 KB) or 800 is refused at once", async () => {
    for (const [n, difficulty] of [
      [400, "medium"],
      [800, "hard"],
    ] as const) {
      const res = await inTime(
        () =>
          broke.post("/api/books/batch-quote", {
            tool: "activities/word-search",
            values: { theme: "animals", words: threeLetterWords(n), difficulty },
            count: 50,
          }),
        400,
      );
      expect(res.json.error).toEqual(tooLong("words", 400));
    }
  }, 300_000);

  it("the longest list a hard grid takes is read in time; as many words as 400 characters hold are counted first", async () => {
    // 15 different words of 16 letters, none inside another.
    const longest = Array.from({ length: 15 }, (_, i) => "ABCDEFGHIJKLMNOPQRSTUVWXYZ".repeat(2).slice(i, i + 16));
    const quote = await inTime(
      () =>
        broke.post("/api/books/batch-quote", {
          tool: "activities/word-search",
          values: { theme: "animals", words: longest.join(", "), difficulty: "hard" },
          count: 50,
        }),
      200,
    );
    expect(quote.json).toEqual({ cost: 50, credits: 0 });
    // AAB and BAA hide in each other backwards: the count is said before the pairs are compared.
    const many = await inTime(
      () =>
        broke.post("/api/generations", {
          tool: "activities/word-search",
          values: { theme: "animals", words: threeLetterWords(80), difficulty: "hard" },
        }),
      400,
    );
    expect(many.json.error.fields).toEqual({ words: "Please enter at most 15 words for this difficulty" });
  }, 120_000);

  it("a book's title of 20,000 accented letters or 64 KB of junk is refused without reading it", async () => {
    for (const title of ["é".repeat(20_000), exactly(64 * 1024, "zorp blé qua ")]) {
      const res = await inTime(() => paying.post("/api/books", { title }), 400);
      expect(res.json.error.fields).toEqual({ title: "Please keep the title to 200 characters" });
    }
  }, 120_000);

  it("a book's back text just under what is refused unread, on edit", async () => {
    const book = await paying.post("/api/books", { title: "Loop" });
    const res = await inTime(
      () => paying.patch(`/api/books/${book.json.book.id}`, { backText: "é".repeat(4000 * 16) }),
      400,
    );
    expect(res.json.error.fields).toEqual({ backText: "Please keep the back text to 4000 characters" });
  }, 120_000);

  it("a text tool's ideas for a theme at its limit, from the request until the ideas are stored", async () => {
    const theme = upTo(200, NOUNS);
    const done = await inTime(async () => {
      const made = await paying.post("/api/generations", {
        tool: "content/coloring-ideas",
        values: { theme, count: 20 },
      });
      expect(made.status).toBe(202);
      for (let i = 0; i < 600; i++) {
        const got = await paying.get(`/api/generations/${made.json.generation.id}`);
        if (got.json.generation.status !== "queued" && got.json.generation.status !== "running") return got;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the ideas never came");
    }, 200);
    expect(done.json.generation).toMatchObject({ status: "succeeded", values: { theme, count: 20 } });
    expect(done.json.generation.output.kind).toBe("ideas");
  }, 180_000);
});
