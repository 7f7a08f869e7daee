import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationMessages, validInput } from "../../fixtures/validation-messages.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// The same table the engine test runs, now through HTTP: the server validates with the
// compiled schema and answers 400 invalid-input with the spec's message, charging nothing.
let t: TestApp;
let client: ReturnType<TestApp["client"]>;
beforeAll(async () => {
  t = await createTestApp();
  client = (await t.signup()).client;
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/generations validation messages", () => {
  it.each(validationMessages.map((c) => [c.tool, c.field, c.message, c] as const))(
    "%s %s → %s",
    async (_tool, field, message, c) => {
      const res = await client.post("/api/generations", { tool: c.tool, values: c.values });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("invalid-input");
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.fields[field]).toBe(message);
    },
  );

  it("accepts every tool's valid input and charged only for those", async () => {
    const before = (await client.get("/api/credits")).json.credits;
    const tools = Object.keys(validInput);
    for (const tool of tools) {
      const res = await client.post("/api/generations", { tool, values: validInput[tool] });
      expect(res.status, `${tool}: ${JSON.stringify(res.json)}`).toBe(202);
    }
    expect((await client.get("/api/credits")).json.credits).toBe(before - tools.length);
  });
});
