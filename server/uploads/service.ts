import { mkdir } from "node:fs/promises";
import type { Executor } from "../db/database.js";
import { newId, nowIso } from "../ids.js";
import type { Logger } from "../logger.js";
import type { FileStore } from "../storage/files.js";
import { type NormalisedPhoto, normalisePhoto } from "./normalize.js";

/** The user's stored photos would pass their storage quota (UPLOAD_QUOTA_BYTES). */
export class QuotaFull extends Error {}

/** An unused upload is removed this long after it arrived (docs/api.md, "Uploads"). */
const UNUSED_TTL_MS = 24 * 60 * 60 * 1000;

interface UploadLimits {
  /** Bytes of stored photos one user may keep (docs/api.md, "Uploads"). */
  quotaBytes: number;
  /** Uploads of one user received or waiting for the decoder at once, in this process. */
  inFlightPerUser: number;
  /** Where received photos wait for the decoder (on local disk even with a bucket). */
  incomingDir: string;
}

interface ApiUpload {
  id: string;
  width: number;
  height: number;
  type: string;
}

/**
 * Users' photos: files `<user>/<id>.jpg` (under DATA_DIR/uploads, or in the shared database
 * with DATABASE_URL, so any process reads a photo another received) and a row each (table uploads).
 * A photo is only ever read for its owner: every read names the user. Nothing here logs a
 * photo's bytes, name or content; logs carry ids at most.
 */
export class UploadStore {
  constructor(
    private readonly db: Executor,
    private readonly files: FileStore,
    private readonly logger: Logger,
    private readonly limits: UploadLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private readonly inFlight = new Map<string, number>();

  /**
   * A place for one more upload of this user in this process, or null when they have
   * `inFlightPerUser` already: call the answer when the upload is stored or refused. A photo is
   * a connection's resource, as an event stream is: counted where it is held.
   */
  admit(userId: string): (() => void) | null {
    const now = this.inFlight.get(userId) ?? 0;
    if (now >= this.limits.inFlightPerUser) return null;
    this.inFlight.set(userId, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    };
  }

  /** The folder where a photo waits, as received, for its turn to be decoded. */
  async incomingDir(): Promise<string> {
    await mkdir(this.limits.incomingDir, { recursive: true });
    return this.limits.incomingDir;
  }

  /** Bytes the user's stored photos take. */
  async storedBytes(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom("uploads")
      .select((eb) => eb.fn.sum<number | string | null>("bytes").as("total"))
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** QuotaFull when the user has no room left for another photo. */
  async assertRoom(userId: string, adding = 1): Promise<void> {
    if ((await this.storedBytes(userId)) + adding > this.limits.quotaBytes) throw new QuotaFull();
  }

  /**
   * Decodes and normalises the photo, from its bytes or the file holding them (NotAPhoto when it
   * is none), then stores it if the user's quota has room for it (QuotaFull otherwise).
   */
  async create(userId: string, input: Buffer | string): Promise<ApiUpload> {
    const photo: NormalisedPhoto = await normalisePhoto(input, userId);
    await this.assertRoom(userId, photo.data.length);
    const id = newId();
    const key = `${userId}/${id}.jpg`;
    await this.files.write(key, photo.data);
    try {
      await this.db
        .insertInto("uploads")
        .values({
          id,
          user_id: userId,
          path: key,
          type: photo.type,
          width: photo.width,
          height: photo.height,
          bytes: photo.data.length,
          created_at: new Date(this.now()).toISOString(),
          used_at: null,
        })
        .execute();
    } catch (e) {
      await this.files.remove(key);
      throw e;
    }
    return { id, width: photo.width, height: photo.height, type: photo.type };
  }

  /** The owner's upload row, or undefined for anyone else's or a missing one. */
  async find(userId: string, id: string) {
    return this.db
      .selectFrom("uploads")
      .selectAll()
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
  }

  /** The owner's stored photo, or null (→ 404) for anyone else, a missing row or file. */
  async read(userId: string, id: string): Promise<{ data: Buffer; type: string } | null> {
    const row = await this.find(userId, id);
    if (!row) return null;
    const data = await this.files.read(row.path);
    return data ? { data, type: row.type } : null;
  }

  /** Which of `ids` are not the user's uploads. */
  async notOwned(userId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom("uploads")
      .select("id")
      .where("user_id", "=", userId)
      .where("id", "in", ids)
      .execute();
    const mine = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !mine.has(id));
  }

  /** A generation took these photos: they are kept (not swept) from now on. */
  async markUsed(db: Executor, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await db
      .updateTable("uploads")
      .set({ used_at: nowIso() })
      .where("id", "in", ids)
      .where("used_at", "is", null)
      .execute();
  }

  /** The stored photo for a running job (the job's owner was checked when it was created). */
  async readForJob(userId: string, id: string): Promise<Buffer | null> {
    return (await this.read(userId, id))?.data ?? null;
  }

  /** Uploads no generation took within UNUSED_TTL_MS: files, then rows. Returns how many went. */
  async sweep(): Promise<number> {
    const before = new Date(this.now() - UNUSED_TTL_MS).toISOString();
    const rows = await this.db
      .selectFrom("uploads")
      .select(["id", "path"])
      .where("used_at", "is", null)
      .where("created_at", "<", before)
      .limit(500)
      .execute();
    for (const row of rows) {
      await this.files.remove(row.path);
      await this.db.deleteFrom("uploads").where("id", "=", row.id).execute();
    }
    if (rows.length) this.logger.info("unused uploads removed", { count: rows.length });
    return rows.length;
  }

  /** Every photo of a user, files and rows (the account is being deleted). */
  async removeUser(userId: string): Promise<void> {
    await this.files.removeFolder(userId);
    await this.db.deleteFrom("uploads").where("user_id", "=", userId).execute();
  }

  /** Runs the sweeper every `everyMs` (unref'd: it never keeps the process alive). */
  startSweeper(everyMs = 60 * 60 * 1000): () => void {
    const run = () => {
      this.sweep().catch((e) => this.logger.warn("upload sweep failed", { error: String((e as Error)?.message) }));
    };
    const timer = setInterval(run, everyMs);
    timer.unref();
    run();
    return () => clearInterval(timer);
  }
}
