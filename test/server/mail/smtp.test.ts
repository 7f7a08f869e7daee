import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

// The smtp transport against a real SMTP server on loopback (the protocol boundary).
let t: TestApp | undefined;
let smtp: SMTPServer | undefined;
afterEach(async () => {
  await t?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
});

describe("MAIL_TRANSPORT=smtp", () => {
  it("delivers the password-reset mail over SMTP and stores nothing in the outbox", async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, done) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? String(session.envelope.mailFrom.address) : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp?.listen(0, "127.0.0.1", () => r()));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: { MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Inkling <hello@inkling.test>" },
    });
    const { email } = await t.signup();
    const res = await t.client().post("/api/auth/password-reset", { email });
    expect(res.status).toBe(200);
    const reset = received.find((m) => m.data.includes("Reset your Inkling password"));
    expect(reset?.from).toBe("hello@inkling.test");
    expect(reset?.to).toEqual([email]);
    expect(reset?.data).toMatch(/reset-password\?token=/);
    expect(await t.db.selectFrom("mail_outbox").selectAll().execute()).toHaveLength(0);
    expect((await t.client().get("/api/health")).json.providers.mail).toBe("smtp");
  });
});
