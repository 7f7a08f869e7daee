import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

/**
 * A word the engine looks up in its tables is typed by a user: "a constructor toy" once found
 * Object.prototype's constructor in a plain-object table and answered 500 (issue 40). Every name
 * Object.prototype has, inside a phrase, alone, capitalised and plural, is an ordinary unknown
 * word on every route that reads a subject: drawn, refused as unknown or charged, never a 500.
 */
let t: TestApp;
type Client = ReturnType<TestApp["client"]>;
let client: Client;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }), env: { THROTTLE_PREVIEW: "1000/60" } });
  // No credits: a generation passes every check on its values, then stops at 402 (nothing drawn).
  client = (await t.signup("subscription")).client;
});
afterAll(async () => {
  await t.close();
});

const names = Object.getOwnPropertyNames(Object.prototype);
const forms = (name: string) => [
  `a ${name} toy`,
  name,
  `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
  `${name}s`,
  `a cat riding a ${name}`,
];

/** What each route may answer for an ordinary subject: never 500. */
const ordinary = {
  "/api/previews": [200, 400],
  "/api/generations": [400, 402],
  "/api/books/batch-quote": [200, 400],
} as const;

describe("Object.prototype's names are ordinary words in a subject", () => {
  it("every name, in a phrase, alone, capitalised and plural, on previews, generations and batch quotes", async () => {
    expect(names).toEqual(
      expect.arrayContaining(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]),
    );
    for (const name of names)
      for (const subject of forms(name))
        for (const [path, allowed] of Object.entries(ordinary)) {
          const res = await client.post(path, { tool: "kids/simple", values: { subject }, count: 1 });
          expect(allowed, `${path} ${JSON.stringify(subject)}: ${res.status} ${JSON.stringify(res.json)}`).toContain(
            res.status,
          );
          if (res.status === 400) expect(res.json.error.code, subject).toBe("unknown-subject");
          if (res.status === 402) expect(res.json.error.code, subject).toBe("insufficient-credits");
          if (path === "/api/previews" && res.status === 200)
            expect(res.json.preview.image, subject).toMatch(/^data:image\/png;base64,/);
        }
  }, 300_000);

  it('"a constructor toy" on a tool of two subjects, a cover and a tarot card', async () => {
    for (const [tool, values] of [
      [
        "cozy/friends",
        { animal1: "a constructor toy", animal2: "a valueOf cat", activity: "toString", background: "hasOwnProperty" },
      ],
      ["kids/cover-simple", { subject: "a constructor toy" }],
      ["adult/tarot-cards", { subject: "a constructor toy", text: "constructor" }],
    ] as const) {
      for (const path of ["/api/books/batch-quote", "/api/previews", "/api/generations"]) {
        const res = await client.post(path, { tool, values, count: 1 });
        expect([200, 400, 402], `${path} ${tool}: ${JSON.stringify(res.json)}`).toContain(res.status);
        if (res.status !== 200)
          expect(["unknown-subject", "invalid-input", "insufficient-credits"]).toContain(res.json.error.code);
      }
    }
  }, 120_000);
});
