import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountBody, signupBody } from "../../engine/api/account.js";
import { creditEditBody } from "../../engine/api/admin.js";
import { createBookBody, exportBody, updateBookBody } from "../../engine/api/books.js";
import { generationBody } from "../../engine/api/generations.js";
import { trims } from "../../engine/books/kdp.js";
import { invalidRequest } from "../../server/http/body.js";

/** The error body a route declaring `schema` answers for `body` (none when it is valid). */
function answer(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const e = invalidRequest(schema, result.error);
  return { status: e.status, code: e.code, message: e.message, fields: e.fields };
}

const signup = { email: "ada@example.com", password: "secret1", plan: "one-time" };
const TRIMS = trims.join(", ");

// The contract's words for bad requests (docs/api.md), from the schemas the routes declare.
describe("request schemas answer as the contract says", () => {
  it.each([
    [
      "a malformed e-mail is invalid-email, without fields",
      signupBody,
      { ...signup, email: "nope" },
      { status: 400, code: "invalid-email", message: "Invalid email address", fields: undefined },
    ],
    [
      "a short password is weak-password",
      signupBody,
      { ...signup, password: "12345" },
      { status: 400, code: "weak-password", message: "Password should be at least 6 characters", fields: undefined },
    ],
    [
      "a missing plan is invalid-input naming the field",
      signupBody,
      { ...signup, plan: "gold" },
      { status: 400, code: "invalid-input", message: "Please choose a plan", fields: { plan: "Please choose a plan" } },
    ],
    [
      "a tool that is no string is a tool that does not exist (404)",
      generationBody,
      { tool: 5, values: {} },
      { status: 404, code: "unknown-tool", message: "This tool does not exist", fields: undefined },
    ],
    [
      "a seed out of range names the seed",
      generationBody,
      { tool: "kids/alphabet", seed: 2 ** 31 },
      {
        status: 400,
        code: "invalid-input",
        message: "The seed must be a whole number from 0 to 2147483647",
        fields: { seed: "The seed must be a whole number from 0 to 2147483647" },
      },
    ],
    [
      "a book without a title",
      createBookBody,
      { title: "   " },
      {
        status: 400,
        code: "invalid-input",
        message: "Please enter a title",
        fields: { title: "Please enter a title" },
      },
    ],
    [
      "a title over its limit says the limit",
      createBookBody,
      { title: "T".repeat(201) },
      {
        status: 400,
        code: "invalid-input",
        message: "Please keep the title to 200 characters",
        fields: { title: "Please keep the title to 200 characters" },
      },
    ],
    [
      "a long back text says the limit in the product's words",
      updateBookBody,
      { backText: "B".repeat(4001) },
      {
        status: 400,
        code: "invalid-input",
        message: "Please keep the back text to 4000 characters",
        fields: { backText: "Please keep the back text to 4000 characters" },
      },
    ],
    [
      "a back text that is no text says what it takes",
      updateBookBody,
      { backText: 42 },
      {
        status: 400,
        code: "invalid-input",
        message: "Please enter the back text as text of at most 4000 characters",
        fields: { backText: "Please enter the back text as text of at most 4000 characters" },
      },
    ],
    [
      "an unknown trim lists the trims",
      updateBookBody,
      { trim: "9x9" },
      {
        status: 400,
        code: "invalid-input",
        message: `Please choose a trim size: ${TRIMS}`,
        fields: { trim: `Please choose a trim size: ${TRIMS}` },
      },
    ],
    [
      "a paper of another kind",
      updateBookBody,
      { paper: "glossy" },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose white or cream paper",
        fields: { paper: "Please choose white or cream paper" },
      },
    ],
    [
      "a switch that is no boolean names it",
      updateBookBody,
      { blankBacks: "yes" },
      {
        status: 400,
        code: "invalid-input",
        message: "Blank backs must be true or false",
        fields: { blankBacks: "Blank backs must be true or false" },
      },
    ],
    [
      "a cover template names the part and the templates",
      updateBookBody,
      { cover: { template: "nope" } },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose a cover template: hero, collage, before-after, frame, kids",
        fields: { cover: "Please choose a cover template: hero, collage, before-after, frame, kids" },
      },
    ],
    [
      "a cover palette names the part and the palettes",
      updateBookBody,
      { cover: { palette: "neon" } },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose a cover palette: pastel, bright, autumn, ocean, jewel, earth, candy, mono",
        fields: { cover: "Please choose a cover palette: pastel, bright, autumn, ocean, jewel, earth, candy, mono" },
      },
    ],
    [
      "a cover font names the part and the fonts",
      updateBookBody,
      { cover: { fonts: { title: "comic-sans" } } },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose a cover font: fredoka, baloo, nunito, cinzel, playfair, lobster, pacifico, dancing",
        fields: {
          cover: "Please choose a cover font: fredoka, baloo, nunito, cinzel, playfair, lobster, pacifico, dancing",
        },
      },
    ],
    [
      "a cover seed names the part and its range",
      updateBookBody,
      { cover: { seed: -1 } },
      {
        status: 400,
        code: "invalid-input",
        message: "The cover seed must be a whole number from 0 to 2147483647",
        fields: { cover: "The cover seed must be a whole number from 0 to 2147483647" },
      },
    ],
    [
      "too many cover pages",
      updateBookBody,
      { cover: { pages: ["a", "b", "c", "d", "e", "f"] } },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose at most 5 pages of this book for the cover",
        fields: { cover: "Please choose at most 5 pages of this book for the cover" },
      },
    ],
    [
      "a long cover badge names the badge",
      updateBookBody,
      { cover: { badge: "B".repeat(41) } },
      {
        status: 400,
        code: "invalid-input",
        message: "Please keep the cover badge to 40 characters",
        fields: { cover: "Please keep the cover badge to 40 characters" },
      },
    ],
    [
      "a cover that is no design",
      updateBookBody,
      { cover: "fancy" },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose a cover design, or null for the plain cover",
        fields: { cover: "Please choose a cover design, or null for the plain cover" },
      },
    ],
    [
      "pages that are no list",
      updateBookBody,
      { pages: "g1" },
      {
        status: 400,
        code: "invalid-input",
        message: "Pages must be your own finished coloring pages",
        fields: { pages: "Pages must be your own finished coloring pages" },
      },
    ],
    [
      "a display name over its limit on the account page",
      accountBody,
      { displayName: "D".repeat(81) },
      {
        status: 400,
        code: "invalid-input",
        message: "Please keep the display name to 80 characters",
        fields: { displayName: "Please keep the display name to 80 characters" },
      },
    ],
    [
      "a credit reason with a control character names the reason",
      creditEditBody,
      { credits: 5, reason: "gift\u0007" },
      {
        status: 400,
        code: "invalid-input",
        message:
          "The reason has characters that cannot be used: U+0007. Please use letters, numbers, spaces and punctuation.",
        fields: {
          reason:
            "The reason has characters that cannot be used: U+0007. Please use letters, numbers, spaces and punctuation.",
        },
      },
    ],
    [
      "unreadable text keeps its own message",
      updateBookBody,
      { subtitle: "\u200b\u200b" },
      {
        status: 400,
        code: "invalid-input",
        message: "Please use visible letters, numbers or symbols",
        fields: { subtitle: "Please use visible letters, numbers or symbols" },
      },
    ],
    [
      "an export of another kind",
      exportBody,
      { kind: "epub" },
      {
        status: 400,
        code: "invalid-input",
        message: "Please choose interior, cover or printables",
        fields: { kind: "Please choose interior, cover or printables" },
      },
    ],
    [
      "a rule of the whole body names no field",
      creditEditBody,
      { credits: 5 },
      { status: 400, code: "invalid-input", message: "Please enter both credits and reason", fields: undefined },
    ],
    [
      "a bad amount names the credits",
      creditEditBody,
      { credits: "1e3", reason: "gift" },
      {
        status: 400,
        code: "invalid-input",
        message: "Please enter a valid number of credits",
        fields: { credits: "Please enter a valid number of credits" },
      },
    ],
  ])("%s", (_name, schema, body, expected) => {
    expect(answer(schema, body)).toEqual(expected);
  });

  it("a megabyte of text is refused by its length, or cut, before it is read character by character", () => {
    const started = performance.now();
    expect(answer(updateBookBody, { backText: "e\u0301".repeat(400_000) })?.message).toBe(
      "Please keep the back text to 4000 characters",
    );
    const name = signupBody.parse({ ...signup, displayName: "e\u0301".repeat(400_000) }).displayName;
    expect(name).toBe("e\u0301".repeat(80));
    // Reading it whole took seconds (V8's segmenter slows with the length it reads).
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("passes valid requests through, parsed", () => {
    expect(answer(signupBody, signup)).toBeNull();
    expect(creditEditBody.parse({ credits: " 7 ", reason: "  gift " })).toEqual({ credits: 7, reason: "gift" });
    expect(answer(updateBookBody, { backText: "Colour me in.\n\tThe end.", cover: { badge: "Ages 4-8" } })).toBeNull();
  });
});
