import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROTECTED = {
  code: "admin-protected",
  message: "Only the administrator can change the administrator account",
};

/** A user the administrator promoted: an administrator, but not the ADMIN_EMAIL account. */
async function promotedAdmin() {
  const main = await t.admin();
  const second = await t.signup();
  expect((await main.patch(`/api/admin/users/${second.user.id}`, { role: "admin" })).status).toBe(200);
  return { main, second, mainId: (await main.get("/api/auth/me")).json.user.id as string };
}

const tokenOf = (text: string) => /token=([^\s&#]+)/.exec(text)?.[1];

describe("the ADMIN_EMAIL account against other administrators", () => {
  it("cannot be reset, edited, credited or deleted by a promoted administrator (403)", async () => {
    const { second, mainId } = await promotedAdmin();
    const c = second.client;
    const tries = [
      await c.post(`/api/admin/users/${mainId}/password-reset`, {}),
      await c.patch(`/api/admin/users/${mainId}`, { displayName: "Mallory" }),
      await c.put(`/api/admin/users/${mainId}/credits`, { credits: 0, reason: "take-over" }),
      await c.del(`/api/admin/users/${mainId}`),
    ];
    for (const res of tries) {
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual(PROTECTED);
    }
    const outbox = await (await t.admin()).get("/api/admin/outbox");
    expect(outbox.json.messages.filter((m: { to: string }) => m.to === ADMIN.email)).toEqual([]);
    const row = await t.db.selectFrom("users").selectAll().where("id", "=", mainId).executeTakeFirstOrThrow();
    expect(row.display_name).not.toBe("Mallory");
  });

  it("hides the token of a mail to another administrator in the outbox, and only there", async () => {
    const { main, second } = await promotedAdmin();
    const user = await t.signup();
    // Reset mails to the main administrator, the promoted one and an ordinary user.
    for (const email of [ADMIN.email, second.email, user.email]) {
      expect((await t.client().post("/api/auth/password-reset", { email })).status).toBe(200);
    }
    const mailTo = async (viewer: typeof main, to: string) => {
      const res = await viewer.get("/api/admin/outbox");
      expect(res.status).toBe(200);
      return res.json.messages.find((m: { to: string }) => m.to === to).text as string;
    };
    // The promoted administrator sees no usable link to the main administrator's account…
    expect(tokenOf(await mailTo(second.client, ADMIN.email))).toBe("hidden");
    // …and the link does not work as a token.
    const hidden = await t
      .client()
      .post("/api/auth/password-reset/confirm", { token: "hidden", password: "owned-123" });
    expect(hidden.status).toBe(400);
    // Each administrator reads their own mail; the main one does not read the promoted one's either.
    expect(tokenOf(await mailTo(main, ADMIN.email))).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokenOf(await mailTo(main, second.email))).toBe("hidden");
    // An ordinary user's link stays readable (the outbox exists to read it).
    expect(tokenOf(await mailTo(second.client, user.email))).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists every admin action on users, newest first, for administrators only; nothing can change it", async () => {
    const main = await t.admin();
    const user = await t.signup();
    const created = await main.post("/api/admin/users", { email: "made@example.com", password: "secret123" });
    expect(created.status).toBe(201);
    await main.put(`/api/admin/users/${user.user.id}/credits`, { credits: 7, reason: "gift" });
    await main.patch(`/api/admin/users/${user.user.id}`, { role: "subscription" });
    await main.post(`/api/admin/users/${user.user.id}/password-reset`, {});
    await main.del(`/api/admin/users/${user.user.id}`);

    const res = await main.get("/api/admin/audit");
    expect(res.status).toBe(200);
    const mine = res.json.entries.filter(
      (e: { target: { email: string } }) => e.target.email === user.email || e.target.email === "made@example.com",
    );
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      "user-deleted",
      "password-reset-sent",
      "user-updated",
      "credits-set",
      "user-created",
    ]);
    expect(mine[3]).toMatchObject({
      actor: ADMIN.email,
      target: { id: user.user.id, email: user.email },
      detail: { credits: 7, reason: "gift" },
    });
    expect(mine[2].detail).toEqual({ role: "subscription" });
    expect(typeof mine[0].at).toBe("string");

    // Not for ordinary users; no method changes it.
    const other = await t.signup();
    expect((await other.client.get("/api/admin/audit")).status).toBe(403);
    expect((await t.client().get("/api/admin/audit")).status).toBe(401);
    const id = mine[0].id as string;
    // The list takes GET alone (405, Allow: GET, HEAD); its entries have no address of their own (404).
    for (const res of [
      await main.del("/api/admin/audit"),
      await main.post("/api/admin/audit", { action: "nothing" }),
    ]) {
      expect(res.status).toBe(405);
    }
    for (const res of [
      await main.del(`/api/admin/audit/${id}`),
      await main.patch(`/api/admin/audit/${id}`, { action: "nothing" }),
      await main.put(`/api/admin/audit/${id}`, { action: "nothing" }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await main.get("/api/admin/audit")).json.entries).toHaveLength(res.json.entries.length);
  });
});
