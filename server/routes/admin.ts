import { Hono } from "hono";
import {
  adminUserBody,
  adminUserPatchBody,
  creditEditBody,
  cursorQuery,
  settingsBody,
  userListQuery,
} from "../../engine/api/admin.js";
import { listAudit, recordAdminAction } from "../admin/audit.js";
import { checkConsistency } from "../admin/consistency.js";
import { setUserCredits } from "../admin/credits.js";
import { listOutbox } from "../admin/outbox.js";
import { adminSettings, updateSettings } from "../admin/settings-input.js";
import { listUsers } from "../admin/user-list.js";
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  requireManageable,
  requireTarget,
  updateUserAsAdmin,
} from "../admin/users.js";
import { sendPasswordResetMail } from "../auth/mails.js";
import { creditHistory } from "../credits/ledger.js";
import { body, query } from "../http/body.js";
import type { AppEnv } from "../http/env.js";
import { currentUser, requireAdmin } from "../http/middleware.js";
import { toApiUser } from "../users/repo.js";

/** The administrator console's API (docs/api.md "Admin"); requireAdmin answers 401/403. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin())
  .get("/users", query(userListQuery), async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await listUsers(db, config.ADMIN_EMAIL, c.req.valid("query")));
  })
  .post("/users", body(adminUserBody), async (c) => {
    const user = await createUserAsAdmin(c.var.deps, currentUser(c), c.req.valid("json"));
    return c.json({ user: toApiUser(user, c.var.deps.config.ADMIN_EMAIL) }, 201);
  })
  .patch("/users/:id", body(adminUserPatchBody), async (c) => {
    const user = await updateUserAsAdmin(c.var.deps, currentUser(c), c.req.param("id"), c.req.valid("json"));
    return c.json({ user: toApiUser(user, c.var.deps.config.ADMIN_EMAIL) });
  })
  .put("/users/:id/credits", body(creditEditBody), async (c) => {
    const user = await setUserCredits(c.var.deps, c.req.param("id"), currentUser(c), c.req.valid("json"));
    return c.json({ user: toApiUser(user, c.var.deps.config.ADMIN_EMAIL) });
  })
  .get("/users/:id/credit-history", async (c) => {
    const user = await requireTarget(c.var.deps, c.req.param("id"));
    return c.json({ history: await creditHistory(c.var.deps.db, user.id) });
  })
  .delete("/users/:id", async (c) => {
    await deleteUserAsAdmin(c.var.deps, currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .post("/users/:id/password-reset", async (c) => {
    const actor = currentUser(c);
    const user = await requireManageable(c.var.deps, actor, c.req.param("id"));
    await sendPasswordResetMail(c.var.deps, user);
    await recordAdminAction(c.var.deps.db, actor, "password-reset-sent", user);
    return c.json({ ok: true });
  })
  .get("/settings", async (c) => c.json({ settings: await adminSettings(c.var.deps) }))
  .put("/settings", body(settingsBody), async (c) =>
    c.json({ settings: await updateSettings(c.var.deps, c.req.valid("json")) }),
  )
  .get("/outbox", async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ messages: await listOutbox(db, currentUser(c), config.ADMIN_EMAIL) });
  })
  .get("/audit", query(cursorQuery), async (c) => c.json(await listAudit(c.var.deps.db, c.req.valid("query").cursor)))
  .get("/consistency", async (c) => c.json(await checkConsistency(c.var.deps.db)));
