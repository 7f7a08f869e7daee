import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";

let t: TestApp;
const open: { cancel(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.cancel().catch(() => {});
  await t?.close();
});

/** GET /api/events as a browser would, read chunk by chunk. */
async function stream(cookie: string) {
  const res = await t.app.request("/api/events", { headers: { cookie } });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  const handle = {
    res,
    get text() {
      return text;
    },
    /** Reads until `done` (true) or until nothing came for `ms` (false). */
    async ended(ms = 2000): Promise<boolean> {
      if (!reader) return true;
      for (;;) {
        // A read still pending from an idle wait is kept: its chunk must not be lost.
        pending ??= reader.read();
        const next = await Promise.race([pending, new Promise<"idle">((r) => setTimeout(() => r("idle"), ms))]);
        if (next === "idle") return false;
        pending = undefined;
        if (next.done) return true;
        text += decoder.decode(next.value);
      }
    },
    cancel: async () => {
      await reader?.cancel();
    },
  };
  open.push(handle);
  return handle;
}

const secret = { type: "credits" as const, credits: 424242 };

describe("an event stream ends when its session ends", () => {
  it("after sign-out", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    const s = await stream(client.cookie);
    expect(await s.ended(300)).toBe(false);
    expect(s.text).toContain("event: credits");
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    t.deps.events.publish(user.id, secret);
    expect(await s.ended()).toBe(true);
    expect(s.text).not.toContain("424242");
  });

  it("after a password change in another browser", async () => {
    t = await createTestApp();
    const { client, user, email, password } = await t.signup();
    const s = await stream(client.cookie);
    expect(await s.ended(300)).toBe(false);
    const other = t.client();
    expect((await other.post("/api/auth/login", { email, password })).status).toBe(200);
    expect(
      (await other.post("/api/account/password", { currentPassword: password, newPassword: "other-pass1" })).status,
    ).toBe(200);
    expect(await s.ended()).toBe(true);
    // The browser that changed it keeps its fresh session and its stream.
    const mine = await stream(other.cookie);
    t.deps.events.publish(user.id, secret);
    expect(await mine.ended(300)).toBe(false);
    expect(mine.text).toContain("424242");
  });

  it("after deactivation by the administrator", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    const s = await stream(client.cookie);
    expect(await s.ended(300)).toBe(false);
    const admin = await t.admin();
    expect((await admin.patch(`/api/admin/users/${user.id}`, { isActive: false })).status).toBe(200);
    expect(await s.ended()).toBe(true);
  });

  it("when the session was ended by another server process: the next event is not sent", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    const s = await stream(client.cookie);
    expect(await s.ended(300)).toBe(false);
    // No signal on this process's bus: only the row is gone, as when another process signed out.
    await t.db.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    t.deps.events.publish(user.id, secret);
    expect(await s.ended()).toBe(true);
    expect(s.text).not.toContain("424242");
  });
});

describe("event streams are capped", () => {
  it("per user: the oldest closes when one more opens", async () => {
    t = await createTestApp({ env: { EVENT_STREAMS_PER_USER: "2" } });
    const { client } = await t.signup();
    const first = await stream(client.cookie);
    const second = await stream(client.cookie);
    expect(await first.ended(200)).toBe(false);
    const third = await stream(client.cookie);
    expect(third.res.status).toBe(200);
    expect(await first.ended()).toBe(true);
    expect(first.text).toContain("retry: 600000");
    expect(await second.ended(200)).toBe(false);
    expect(await third.ended(200)).toBe(false);
    expect(t.deps.events.openStreams).toBe(2);
  });

  it("per client address: past the cap a new stream is refused with 429", async () => {
    t = await createTestApp({ env: { EVENT_STREAMS_PER_CLIENT: "3" } });
    const a = await t.signup();
    const b = await t.signup();
    for (const c of [a, a, b]) expect((await stream(c.client.cookie)).res.status).toBe(200);
    const refused = await t.app.request("/api/events", { headers: { cookie: b.client.cookie, origin: ORIGIN } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too-many-requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
