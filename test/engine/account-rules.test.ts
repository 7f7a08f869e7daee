import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { newPasswordSchema, parseCreditAmount, settingsSchema } from "../../engine/account-rules.js";
import { passwordChangeBody } from "../../engine/api/account.js";
import { creditEditBody, settingsBody } from "../../engine/api/admin.js";
import { invalidRequest } from "../../server/http/body.js";
import { checkCreditEdit, inlineCreditMessages } from "../../web/pages/admin/credit-input.js";

/** What the server answers for `body` under `schema`: its parsed value or its 400's message. */
function served<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | string {
  const result = schema.safeParse(body);
  return result.success ? result.data : invalidRequest(schema, result.error).message;
}

/** One rule, two enforcers: the web form and the server refuse exactly the same input. */
describe("account and admin rules shared by the server and the web forms", () => {
  const amounts = ["0", "12", " 7 ", "10000000", "10000001", "-3", "1e3", "2.5", "abc", "", "99999999999999999999"];

  it("a credit amount: the inline editor and the server agree on every input", () => {
    for (const raw of amounts) {
      const web = checkCreditEdit(raw, "reason", inlineCreditMessages);
      const server = served(creditEditBody, { credits: raw, reason: "reason" });
      expect(web.ok ? web.credits : web.message, raw).toBe(typeof server === "string" ? server : server.credits);
    }
    expect(parseCreditAmount(12)).toBe(12);
    expect(parseCreditAmount(1.5)).toBeNull();
    expect(parseCreditAmount(10_000_001)).toBeNull();
  });

  it("a new password: the same verdict and words on both sides", () => {
    for (const pw of ["", "12345", "123456", "x".repeat(200), "x".repeat(201)]) {
      const web = newPasswordSchema.safeParse(pw);
      const server = served(passwordChangeBody, { newPassword: pw });
      expect(web.success ? "ok" : web.error.issues[0]?.message, `${pw.length} characters`).toBe(
        typeof server === "string" ? server : "ok",
      );
    }
  });

  it("the settings: the form's schema gives the server's messages", () => {
    const current = settingsSchema.parse({
      oneTimeCredits: 250,
      subscriptionCredits: 300,
      subscriptionDuration: 30,
      maintenanceMode: false,
      disableCreditDeduction: false,
      requireVerifiedEmail: false,
    });
    for (const [key, value] of [
      ["oneTimeCredits", -1],
      ["subscriptionCredits", 2.5],
      ["subscriptionDuration", 0],
      ["subscriptionDuration", 3651],
      ["maintenanceMode", "yes"],
    ] as const) {
      const web = settingsSchema.safeParse({ ...current, [key]: value });
      expect(web.success).toBe(false);
      expect(served(settingsBody, { [key]: value })).toBe(web.error?.issues[0]?.message);
    }
    expect(served(settingsBody, { subscriptionDuration: 3650 })).toEqual({ subscriptionDuration: 3650 });
  });
});
