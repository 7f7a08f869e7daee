import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { signupBody } from "../../engine/api/account.js";
import { creditEditBody } from "../../engine/api/admin.js";
import { createBookBody, exportBody, updateBookBody } from "../../engine/api/books.js";
import { generationBody } from "../../engine/api/generations.js";
import { invalidRequest } from "../../server/http/body.js";

/** The error body a route declaring `schema` answers for `body` (none when it is valid). */
function answer(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const e = invalidRequest(schema, result.error);
  return { status: e.status, code: e.code, message: e.message, fields: e.fields };
}

const signup = { email: "ada@example.com", password: "secret1", plan: "one-time" };

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
      "a book with an unknown trim says Invalid trim",
      updateBookBody,
      { trim: "9x9" },
      { status: 400, code: "invalid-input", message: "Invalid trim", fields: { trim: "Invalid trim" } },
    ],
    [
      "a cover with a bad part says Invalid cover",
      updateBookBody,
      { cover: { template: "nope" } },
      { status: 400, code: "invalid-input", message: "Invalid cover", fields: { cover: "Invalid cover" } },
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

  it("passes valid requests through, parsed", () => {
    expect(answer(signupBody, signup)).toBeNull();
    expect(creditEditBody.parse({ credits: " 7 ", reason: "  gift " })).toEqual({ credits: 7, reason: "gift" });
  });
});
