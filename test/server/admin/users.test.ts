import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const rowOf = (id: string) => t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

describe("GET /api/admin/users", () => {
  it("pages newest first with a cursor, counts the total and searches email and name", async () => {
    t = await createTestApp();
    const made = [];
    for (let i = 0; i < 12; i++) {
      const { user } = await t.signup("one-time", { displayName: i === 3 ? "Zed 100%_real" : `Person ${i}` });
      // Pairs share a timestamp, so the cursor has to break ties by id.
      const createdAt = `2100-01-01T00:00:${String(Math.floor(i / 2)).padStart(2, "0")}.000Z`;
      await t.db.updateTable("users").set({ created_at: createdAt }).where("id", "=", user.id).execute();
      made.push({ ...user, createdAt });
    }
    const newestFirst = [...made]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map((u) => u.id);
    const admin = await t.admin();

    const first = await admin.get("/api/admin/users?limit=5");
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(13); // 12 users and the administrator
    expect(first.json.users.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(0, 5));
    const seen = [...first.json.users];
    let cursor = first.json.nextCursor;
    while (cursor) {
      const page = await admin.get(`/api/admin/users?limit=5&cursor=${cursor}`);
      seen.push(...page.json.users);
      cursor = page.json.nextCursor;
    }
    expect(seen.map((u) => u.id)).toEqual([...newestFirst, seen.at(-1).id]);
    expect(seen.at(-1).email).toBe(ADMIN.email);

    const byDefault = await admin.get("/api/admin/users");
    expect(byDefault.json.users).toHaveLength(10);

    const search = await admin.get(`/api/admin/users?q=${encodeURIComponent("ZED 100%_")}`);
    expect(search.json.total).toBe(1);
    expect(search.json.users[0].id).toBe(made[3].id);
    // "%" and "_" are literal: "%" alone matches only names containing a percent sign.
    expect((await admin.get("/api/admin/users?q=%25")).json.total).toBe(1);
    expect((await admin.get("/api/admin/users?q=_")).json.total).toBe(1);
    const byEmail = await admin.get(`/api/admin/users?q=${encodeURIComponent(made[7].email.toUpperCase())}`);
    expect(byEmail.json.users.map((u: { id: string }) => u.id)).toEqual([made[7].id]);
  });

  it.each([["limit=0"], ["limit=101"], ["limit=abc"], ["cursor=not-a-cursor"]])(
    "refuses %s with 400 invalid-input",
    async (query) => {
      t = await createTestApp();
      const res = await (await t.admin()).get(`/api/admin/users?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("invalid-input");
    },
  );
});

describe("POST /api/admin/users", () => {
  it("creates a one-time-credit user with 300 credits and an opening ledger row by the admin", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const res = await admin.post("/api/admin/users", {
      email: "Added@Example.com",
      password: "secret123",
      displayName: "Added",
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({
      email: "added@example.com",
      role: "one-time-credit",
      credits: 300,
      displayName: "Added",
      isActive: true,
    });
    const ledger = await t.db.selectFrom("credit_ledger").selectAll().where("user_id", "=", res.json.user.id).execute();
    expect(ledger).toMatchObject([
      { previous_amount: 0, new_amount: 300, reason: "Created by administrator", actor: ADMIN.email },
    ]);
    // The admin stays signed in as the admin, and the new user can sign in.
    expect((await admin.get("/api/auth/me")).json.user.email).toBe(ADMIN.email);
    expect(
      (await t.client().post("/api/auth/login", { email: "added@example.com", password: "secret123" })).status,
    ).toBe(200);
  });

  it.each([
    [{ email: "not-an-email", password: "secret123" }, 400, "invalid-email", "Invalid email address"],
    [{ password: "secret123" }, 400, "invalid-email", "Invalid email address"],
    [{ email: "a@example.com", password: "12345" }, 400, "weak-password", "Password should be at least 6 characters"],
    [{ email: "a@example.com" }, 400, "weak-password", "Password should be at least 6 characters"],
    [{ email: ADMIN.email, password: "secret123" }, 409, "email-already-in-use", "Email already in use"],
  ])("%j → %i %s", async (body, status, code, message) => {
    t = await createTestApp();
    const res = await (await t.admin()).post("/api/admin/users", body);
    expect(res.status).toBe(status);
    expect(res.json.error).toMatchObject({ code, message });
    expect(
      Number(
        (
          await t.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("changes role and display name", async () => {
    t = await createTestApp();
    const { user } = await t.signup();
    const admin = await t.admin();
    const res = await admin.patch(`/api/admin/users/${user.id}`, { role: "unlimited", displayName: "Newname" });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ role: "unlimited", displayName: "Newname" });
    expect(await rowOf(user.id)).toMatchObject({ role: "unlimited", display_name: "Newname" });
    const sub = await admin.patch(`/api/admin/users/${user.id}`, { role: "subscription" });
    expect(sub.json.user.subscriptionRenewalDate).toEqual(expect.any(String));
  });

  it("deactivating ends the user's sessions and blocks sign-in; reactivating allows it again", async () => {
    t = await createTestApp();
    const { client, user, email, password } = await t.signup();
    const admin = await t.admin();
    expect((await client.get("/api/auth/me")).status).toBe(200);
    const res = await admin.patch(`/api/admin/users/${user.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.json.user.isActive).toBe(false);
    expect(await t.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect((await client.get("/api/auth/me")).status).toBe(401);
    const login = await t.client().post("/api/auth/login", { email, password });
    expect(login.status).toBe(403);
    expect(login.json.error.code).toBe("user-disabled");

    await admin.patch(`/api/admin/users/${user.id}`, { isActive: true });
    expect((await t.client().post("/api/auth/login", { email, password })).status).toBe(200);
  });

  it("protects the administrator account's activity and role", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const me = (await admin.get("/api/auth/me")).json.user;
    const off = await admin.patch(`/api/admin/users/${me.id}`, { isActive: false });
    expect(off.status).toBe(409);
    expect(off.json.error.message).toBe("The administrator account cannot be deactivated");
    const demote = await admin.patch(`/api/admin/users/${me.id}`, { role: "one-time-credit" });
    expect(demote.status).toBe(409);
    expect(demote.json.error.message).toBe("The administrator account must keep its admin role");
    expect(await rowOf(me.id)).toMatchObject({ is_active: 1, role: "admin" });
  });

  it.each([
    [{ role: "owner" }, "role"],
    [{ isActive: "no" }, "isActive"],
    [{ displayName: "   " }, "displayName"],
    [{ displayName: 42 }, "displayName"],
  ])("refuses %j with 400 invalid-input on %s", async (body, field) => {
    t = await createTestApp();
    const { user } = await t.signup();
    const res = await (await t.admin()).patch(`/api/admin/users/${user.id}`, body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid-input");
    expect(Object.keys(res.json.error.fields)).toEqual([field]);
    expect(await rowOf(user.id)).toMatchObject({ role: "one-time-credit", is_active: 1 });
  });

  it("answers 404 for an unknown user and 400 for a body that is not JSON", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    expect((await admin.patch("/api/admin/users/nope", { role: "unlimited" })).status).toBe(404);
    const { user } = await t.signup();
    const bad = await admin.patch(`/api/admin/users/${user.id}`, "{not json");
    expect(bad.status).toBe(400);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("removes the user with sessions, generations and their image files, ledger, tokens and payments", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    const gen = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    expect(gen.status).toBe(202);
    await t.deps.generations.idle();
    const { image_path } = await t.db
      .selectFrom("generations")
      .select("image_path")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    // Through the configured store: files on disk, or rows of the database under test:pg.
    const stored = () =>
      t.deps.images.read(image_path as string).then(
        () => true,
        () => false,
      );
    expect(await stored()).toBe(true);
    const checkout = await client.post("/api/payments/checkout", { packageId: "credits-150" });
    expect(checkout.status).toBe(201);
    await client.post(`/api/payments/demo/${checkout.json.sessionId}/complete`);

    const admin = await t.admin();
    const res = await admin.del(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(204);
    expect(await stored()).toBe(false);
    expect(await rowOf(user.id)).toBeUndefined();
    for (const table of ["sessions", "generations", "credit_ledger", "tokens", "payments"] as const) {
      expect(await t.db.selectFrom(table).select("user_id").where("user_id", "=", user.id).execute(), table).toEqual(
        [],
      );
    }
    expect(
      await t.db.selectFrom("payment_events").selectAll().where("payment_id", "=", checkout.json.sessionId).execute(),
    ).toEqual([]);
    expect((await client.get("/api/auth/me")).status).toBe(401);
    expect((await admin.del(`/api/admin/users/${user.id}`)).status).toBe(404);
  });

  it("refuses to delete the administrator account", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    const me = (await admin.get("/api/auth/me")).json.user;
    const res = await admin.del(`/api/admin/users/${me.id}`);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("The administrator account cannot be deleted");
    expect(await rowOf(me.id)).toBeDefined();
  });
});

describe("POST /api/admin/users/:id/password-reset", () => {
  it("mails the same reset link as the self-service reset, and the link works", async () => {
    t = await createTestApp();
    const { user, email } = await t.signup();
    const admin = await t.admin();
    expect((await t.client().post("/api/auth/password-reset", { email })).status).toBe(200);
    const res = await admin.post(`/api/admin/users/${user.id}/password-reset`);
    expect(res.status).toBe(200);
    const mails = (await admin.get("/api/admin/outbox")).json.messages.filter(
      (m: { to: string; subject: string }) => m.to === email && /reset/i.test(m.subject),
    );
    expect(mails).toHaveLength(2);
    const strip = (text: string) => text.replace(/token=\w+/, "token=T");
    expect(mails[0].subject).toBe(mails[1].subject);
    expect(strip(mails[0].text)).toBe(strip(mails[1].text));
    const token = /token=(\w+)/.exec(mails[0].text)?.[1];
    const confirm = await t.client().post("/api/auth/password-reset/confirm", { token, password: "brand-new-pw" });
    expect(confirm.status).toBe(200);
    expect((await t.client().post("/api/auth/login", { email, password: "brand-new-pw" })).status).toBe(200);
    expect((await admin.post("/api/admin/users/unknown/password-reset")).status).toBe(404);
  });
});
