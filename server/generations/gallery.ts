import type { DB } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import { isAdminRow } from "../users/repo.js";
import { decodeCursor, encodeCursor, toApiGeneration } from "./mapping.js";

const PAGE = 20;

/** The gallery's filters (GET /api/generations?hub=&tool=&favourite=1); ids are checked by the route. */
export interface GalleryFilter {
  hub?: string;
  tool?: string;
  favourite?: boolean;
}

/** A row's place in its queue (GenerationService.position), shown while it waits. */
type Position = (row: { id: string; tool: string }) => number;

/** The owner's generation, or any for an administrator; null (→ 404) for anyone else. */
export async function getGeneration(db: DB, id: string, viewer: UserRow, adminEmail: string) {
  const row = await db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || (row.user_id !== viewer.id && !isAdminRow(viewer, adminEmail))) return null;
  return row;
}

/** A page of the user's gallery, newest first, with the cursor of the next page. */
export async function listGenerations(
  db: DB,
  userId: string,
  position: Position,
  cursor?: string,
  filter: GalleryFilter = {},
) {
  const after = decodeCursor(cursor);
  let q = db
    .selectFrom("generations")
    .selectAll()
    .where("user_id", "=", userId)
    .$if(filter.tool !== undefined, (w) => w.where("tool", "=", filter.tool as string))
    .$if(filter.hub !== undefined, (w) => w.where("tool", "like", `${filter.hub}/%`))
    .$if(filter.favourite === true, (w) => w.where("favourite", "=", 1))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE + 1);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await q.execute();
  const page = rows.slice(0, PAGE);
  return {
    generations: page.map((r) => toApiGeneration(r, position(r))),
    nextCursor: rows.length > PAGE ? encodeCursor(page[page.length - 1] as (typeof page)[number]) : null,
  };
}

/** Star or unstar the owner's page; the administrator's view of others' pages stays read-only. */
export async function setFavourite(db: DB, id: string, viewer: UserRow, favourite: boolean, position: Position) {
  const row = await db
    .updateTable("generations")
    .set({ favourite: favourite ? 1 : 0 })
    .where("id", "=", id)
    .where("user_id", "=", viewer.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(404, "not-found", "This page does not exist");
  return toApiGeneration(row, position(row));
}
