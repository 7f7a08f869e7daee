import { DISPLAY_NAME_MAX } from "../../engine/account-rules.js";
import { truncateGraphemes } from "../../engine/graphemes.js";
import { type Role, roles } from "../api-types.js";
import { hashPassword } from "../auth/password.js";
import { invalidateUserSessions } from "../auth/sessions.js";
import type { UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { requireReadable } from "../http/readable.js";
import { nowIso } from "../ids.js";
import { checkEmail, checkNewPassword } from "../routes/auth.js";
import { addDays, getSettings } from "../settings.js";
import { removeUserFiles } from "../users/remove-files.js";
import { findUserById, insertUser, isUniqueViolation, normalizeEmail } from "../users/repo.js";
import { recordAdminAction } from "./audit.js";

/** A user added by the administrator starts with 300 credits. */
const ADMIN_CREATED_CREDITS = 300;
const ADMIN_CREATED_REASON = "Created by administrator";

const adminMessages = {
  keepAdminActive: "The administrator account cannot be deactivated",
  keepAdminRole: "The administrator account must keep its admin role",
  keepAdminAccount: "The administrator account cannot be deleted",
  invalidRole: `Role must be one of ${roles.join(", ")}`,
  invalidActive: "isActive must be true or false",
  invalidDisplayName: "Please enter a display name",
  onlyAdministrator: "Only the administrator can change the administrator account",
} as const;

function invalid(field: string, message: string): never {
  throw new AppError(400, "invalid-input", message, { [field]: message });
}

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

export async function createUserAsAdmin(
  deps: AppDeps,
  actor: UserRow,
  body: Record<string, unknown>,
): Promise<UserRow> {
  const email = checkEmail(body.email);
  const password = checkNewPassword(body.password);
  requireReadable(body, ["displayName"]);
  const displayName =
    typeof body.displayName === "string" ? truncateGraphemes(body.displayName.trim(), DISPLAY_NAME_MAX) : "";
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

interface UserPatch {
  role?: Role;
  isActive?: boolean;
  displayName?: string;
}

function parsePatch(body: Record<string, unknown>): UserPatch {
  requireReadable(body, ["displayName"]);
  const patch: UserPatch = {};
  if (body.role !== undefined) {
    if (!roles.includes(body.role as Role)) invalid("role", adminMessages.invalidRole);
    patch.role = body.role as Role;
  }
  if (body.isActive !== undefined) {
    if (typeof body.isActive !== "boolean") invalid("isActive", adminMessages.invalidActive);
    patch.isActive = body.isActive;
  }
  if (body.displayName !== undefined) {
    const name = typeof body.displayName === "string" ? body.displayName.trim() : "";
    if (!name) invalid("displayName", adminMessages.invalidDisplayName);
    patch.displayName = truncateGraphemes(name, DISPLAY_NAME_MAX);
  }
  return patch;
}

export async function updateUserAsAdmin(
  deps: AppDeps,
  actor: UserRow,
  id: string,
  body: Record<string, unknown>,
): Promise<UserRow> {
  const patch = parsePatch(body);
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
