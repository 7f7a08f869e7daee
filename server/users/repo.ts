import type { Role, User } from "../api-types.js";
import { openLedger } from "../credits/ledger.js";
import type { Executor, Tx } from "../db/database.js";
import { prepared } from "../db/prepared.js";
import type { UserRow } from "../db/schema.js";
import { newId, nowIso } from "../ids.js";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isAdminRow(row: Pick<UserRow, "email" | "role">, adminEmail: string): boolean {
  return row.email === normalizeEmail(adminEmail) || row.role === "admin";
}

export function toApiUser(row: UserRow, adminEmail: string): User {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role as Role,
    credits: row.credits,
    emailVerified: row.email_verified === 1,
    isActive: row.is_active === 1,
    isAdmin: isAdminRow(row, adminEmail),
    totalImagesGenerated: row.total_images_generated,
    lastImageGenerated: row.last_image_generated,
    subscriptionRenewalDate: row.subscription_renewal_date,
    createdAt: row.created_at,
  };
}

export async function findUserByEmail(db: Executor, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

// Compiled once (server/db/prepared.ts): every generation's credit charge reads the user by id.
const userById = prepared((db, p: { id: string }) => db.selectFrom("users").selectAll().where("id", "=", p.id));

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db, { id });
  return row;
}

/** A user's new display name; the row as it now is. */
export async function setDisplayName(db: Executor, id: string, displayName: string): Promise<UserRow> {
  return db
    .updateTable("users")
    .set({ display_name: displayName, updated_at: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The payment provider's reference of a user's paid subscription, if any. */
export async function subscriptionRefOf(db: Executor, id: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("subscription_ref").where("id", "=", id).executeTakeFirst();
  return row?.subscription_ref ?? null;
}

interface NewAccount {
  email: string;
  displayName: string;
  passwordHash: string;
  role: Role;
  credits: number;
  renewalDate?: string | null;
  /** "pending" for a subscription sign-up that has not paid yet. */
  subscriptionStatus?: string | null;
  emailVerified?: boolean;
  reason: string;
  actor: string;
}

/** Create a user with its opening ledger row. Throws on a duplicate e-mail (unique index). */
export async function insertUser(trx: Tx, a: NewAccount): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: newId(),
    email: normalizeEmail(a.email),
    display_name: a.displayName.trim() || normalizeEmail(a.email).split("@")[0] || "Friend",
    password_hash: a.passwordHash,
    role: a.role,
    credits: a.credits,
    email_verified: a.emailVerified ? 1 : 0,
    is_active: 1,
    total_images_generated: 0,
    last_image_generated: null,
    subscription_renewal_date: a.renewalDate ?? null,
    last_top_up: null,
    created_at: now,
    updated_at: now,
    subscription_status: a.subscriptionStatus ?? null,
    subscription_ref: null,
    subscription_paid_until: null,
  };
  await trx.insertInto("users").values(row).execute();
  await openLedger(trx, row.id, a.credits, a.reason, a.actor);
  return row;
}

export function isUniqueViolation(e: unknown): boolean {
  const msg = String((e as { message?: string })?.message ?? "");
  const code = String((e as { code?: string })?.code ?? "");
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505" || /UNIQUE constraint/i.test(msg);
}
