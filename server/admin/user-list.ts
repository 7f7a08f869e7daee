import { type ExpressionBuilder, sql } from "kysely";
import type { AdminUsersPage } from "../api-types.js";
import type { DB } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { AppError } from "../errors.js";
import { toApiUser } from "../users/repo.js";

interface UserListQuery {
  /** 1 to 100 (engine/api/admin.ts, userListQuery). */
  limit: number;
  cursor?: string;
  q?: string;
}

/** `%`, `_` and the escape character itself are literal in a search, not wildcards. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string"))
      return value as [string, string];
  } catch {
    // fall through
  }
  throw new AppError(400, "invalid-input", "Invalid page cursor", { cursor: "Invalid page cursor" });
}

function matches(q: string) {
  const pattern = likePattern(q);
  return (eb: ExpressionBuilder<Database, "users">) =>
    eb.or([
      sql<boolean>`lower(${eb.ref("email")}) like ${pattern} escape '\\'`,
      sql<boolean>`lower(${eb.ref("display_name")}) like ${pattern} escape '\\'`,
    ]);
}

async function uploadCounts(db: DB, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("uploads")
    .select(["user_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("user_id", "in", ids)
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** Newest first with a keyset cursor (created_at desc, id desc), so pages never shift or repeat. */
export async function listUsers(db: DB, adminEmail: string, query: UserListQuery): Promise<AdminUsersPage> {
  const { limit } = query;
  const q = query.q?.trim() ?? "";
  let rows = db.selectFrom("users").selectAll();
  let count = db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("total"));
  if (q) {
    rows = rows.where(matches(q));
    count = count.where(matches(q));
  }
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor);
    rows = rows.where((eb) =>
      eb.or([eb("created_at", "<", createdAt), eb.and([eb("created_at", "=", createdAt), eb("id", "<", id)])]),
    );
  }
  const page = await rows
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const total = Number((await count.executeTakeFirst())?.total ?? 0);
  const more = page.length > limit;
  const shown = page.slice(0, limit);
  const last = shown.at(-1);
  // That a user has photos, never the photos themselves (docs/api.md, "Uploads").
  const uploads = await uploadCounts(
    db,
    shown.map((r) => r.id),
  );
  return {
    users: shown.map((r) => ({ ...toApiUser(r, adminEmail), uploads: uploads.get(r.id) ?? 0 })),
    nextCursor: more && last ? encodeCursor(last.created_at, last.id) : null,
    total,
  };
}
