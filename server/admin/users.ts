import type { z } from "zod";
import { DISPLAY_NAME_MAX } from "../../engine/account-rules.js";
import type { adminUserBody, adminUserPatchBody } from "../../engine/api/admin.js";
import { truncateGraphemes } from "../../engine/graphemes.js";
import { hashPassword } from "../auth/password.js";
import { invalidateUserSessions } from "../auth/sessions.js";
import type { UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { nowIso } from "../ids.js";
import { addDays, getSettings } from "../settings.js";
import { removeUserFiles } from "../users/remove-files.js";
import { findUserById, insertUser, isUniqueViolation, normalizeEmail } from "../users/repo.js";
import { recordAdminAction } from "./audit.js";

/** A user added by the administrator starts with 300 credits. */
const ADMIN_CREATED_CREDITS = 300;
const ADMIN_CREATED_REASON = "Created by administrator";

type AdminUserInput = z.output<typeof adminUserBody>;
type AdminUserPatch = z.output<typeof adminUserPatchBody>;

const adminMessages = {
  keepAdminActive: "The administrator account cannot be deactivated",
  keepAdminRole: "The administrator account must keep its admin role",
  keepAdminAccount: "The administrator account cannot be deleted",
  onlyAdministrator: "Only the administrator can change the administrator account",
} as const;

/** The account named by ADMIN_EMAIL is the administrator and cannot be locked out. */
function isAdministratorAccount(user: Pick<UserRow, "email">, deps: AppDeps): boolean {
  return user.email === normalizeEmail(deps.config.ADMIN_EMAIL);
}

export async function requireTarget(deps: AppDeps, id: string): Promise<UserRow> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError(404, "user-not-found", messages.userNotFound);
  return user;
}

/**
 * The user an administrator may act on (edit, credits, reset mail, deletion): anyone but the
 * ADMIN_EMAIL account, which only that account itself may change — a promoted administrator
 * could otherwise reset its password, read the link and take it over.
 */
export async function requireManageable(deps: AppDeps, actor: UserRow, id: string): Promise<UserRow> {
  const user = await requireTarget(deps, id);
  if (isAdministratorAccount(user, deps) && user.id !== actor.id) {
    throw new AppError(403, "admin-protected", adminMessages.onlyAdministrator);
  }
  return user;
}

export async function createUserAsAdmin(deps: AppDeps, actor: UserRow, body: AdminUserInput): Promise<UserRow> {
  const { password } = body;
  const email = normalizeEmail(body.email);
  const displayName = truncateGraphemes(body.displayName?.trim() ?? "", DISPLAY_NAME_MAX);
  const passwordHash = await hashPassword(password, deps.passwordParams);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        email,
        displayName,
        passwordHash,
        role: "one-time-credit",
        credits: ADMIN_CREATED_CREDITS,
        reason: ADMIN_CREATED_REASON,
        actor: actor.email,
      });
      await recordAdminAction(trx, actor, "user-created", user, { credits: ADMIN_CREATED_CREDITS });
      return user;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, "email-already-in-use", messages.emailInUse);
    throw e;
  }
}

export async function updateUserAsAdmin(
  deps: AppDeps,
  actor: UserRow,
  id: string,
  input: AdminUserPatch,
): Promise<UserRow> {
  const patch = {
    ...input,
    displayName: input.displayName === undefined ? undefined : truncateGraphemes(input.displayName, DISPLAY_NAME_MAX),
  };
  const target = await requireManageable(deps, actor, id);
  if (isAdministratorAccount(target, deps)) {
    if (patch.isActive === false) throw new AppError(409, "admin-protected", adminMessages.keepAdminActive);
    if (patch.role !== undefined && patch.role !== "admin")
      throw new AppError(409, "admin-protected", adminMessages.keepAdminRole);
  }
  const changes: Partial<UserRow> = { updated_at: nowIso() };
  if (patch.displayName !== undefined) changes.display_name = patch.displayName;
  if (patch.isActive !== undefined) changes.is_active = patch.isActive ? 1 : 0;
  if (patch.role !== undefined) {
    changes.role = patch.role;
    // A subscription without a renewal date would never renew (generations/charge.ts).
    if (patch.role === "subscription" && !target.subscription_renewal_date) {
      changes.subscription_renewal_date = addDays(new Date(), (await getSettings(deps.db)).subscriptionDuration);
    }
  }
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("users")
      .set(changes)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, actor, "user-updated", target, { ...patch });
    return row;
  });
  // A disabled account is signed out everywhere at once.
  if (patch.isActive === false) {
    await invalidateUserSessions(deps.db, id);
    deps.events.sessionsEnded(id);
  }
  return updated;
}

/**
 * Foreign keys cascade the user's sessions, ledger, generations, tokens and payments; their files
 * (every store) and the payment-event log live outside those tables and go first.
 */
export async function deleteUserAsAdmin(deps: AppDeps, actor: UserRow, id: string): Promise<void> {
  const target = await requireManageable(deps, actor, id);
  if (isAdministratorAccount(target, deps)) throw new AppError(409, "admin-protected", adminMessages.keepAdminAccount);
  await removeUserFiles(deps, id);
  await deps.db.transaction().execute(async (trx) => {
    const payments = trx.selectFrom("payments").select("id").where("user_id", "=", id);
    await trx.deleteFrom("payment_events").where("payment_id", "in", payments).execute();
    await trx.deleteFrom("users").where("id", "=", id).execute();
    await recordAdminAction(trx, actor, "user-deleted", target);
  });
  deps.events.sessionsEnded(id);
}
