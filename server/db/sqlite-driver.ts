import type BetterSqlite3 from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from "kysely";
import type { Checkpointer } from "./checkpoint.js";

/**
 * A Kysely driver for better-sqlite3 built for a server that writes a little on nearly every
 * request (docs/decisions/006 and 007, docs/performance.md):
 *
 * - statements are prepared once and cached by SQL text (Kysely's own driver prepared every query);
 * - the one connection is handed out first come, first served (Kysely's woke every waiter);
 * - **group commit**: writes made in the same turn of the event loop share one SQLite commit.
 *   The first write opens an outer transaction; each Kysely transaction inside it is a
 *   SAVEPOINT, so it still commits or rolls back as a unit; when the turn ends the outer
 *   transaction commits once. A caller that wrote is answered only after that commit has
 *   succeeded (its releaseConnection waits for it), and if the commit fails every writer of the
 *   batch gets the error. A commit was ~70 µs here, most of a generation's database time.
 *
 * Reads never wait: they run at once, inside the open batch if there is one, and so see its
 * writes (the same single connection, as before).
 */
const STATEMENT_CACHE = 500;
const SAVEPOINT = "kysely_tx";

/** One outer transaction: the writers waiting for its commit. */
class Batch {
  readonly committed: Promise<void>;
  resolve!: () => void;
  reject!: (e: unknown) => void;

  constructor() {
    this.committed = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Every writer awaits `committed`; this only keeps a batch lost before anyone awaits it from
    // being reported as an unhandled rejection.
    this.committed.catch(() => {});
  }
}

class BatchLostError extends Error {
  constructor(cause?: unknown) {
    super("The database transaction was rolled back", { cause });
  }
}

/** The single SQLite connection, its statement cache and its open batch. */
class GroupCommitConnection {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private batch: Batch | null = null;
  private flushScheduled = false;
  /** Transaction control, prepared once like everything else (exec would parse it each time). */
  readonly control: Record<
    "begin" | "commit" | "rollback" | "savepoint" | "release" | "rollbackTo",
    BetterSqlite3.Statement
  >;

  constructor(
    readonly sqlite: BetterSqlite3.Database,
    private readonly mutex: FifoMutex,
    private readonly checkpoints?: Checkpointer,
  ) {
    const prepare = (sql: string) => sqlite.prepare(sql);
    this.control = {
      begin: prepare("begin"),
      commit: prepare("commit"),
      rollback: prepare("rollback"),
      savepoint: prepare(`savepoint ${SAVEPOINT}`),
      release: prepare(`release ${SAVEPOINT}`),
      rollbackTo: prepare(`rollback to ${SAVEPOINT}`),
    };
  }

  statement(sql: string): BetterSqlite3.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.sqlite.prepare(sql);
      // Queries are built from a fixed set of shapes; the bound keeps odd dynamic SQL from piling up.
      if (this.statements.size >= STATEMENT_CACHE)
        this.statements.delete(this.statements.keys().next().value as string);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /** The open batch, begun if there is none; a commit is scheduled for the end of this turn. */
  join(): Batch {
    this.checkBatch();
    if (!this.batch) {
      if (this.sqlite.inTransaction) throw new Error("unexpected open transaction on the connection");
      this.control.begin.run();
      this.batch = new Batch();
    }
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => void this.flush());
    }
    return this.batch;
  }

  /**
   * SQLite ends the whole transaction by itself on some errors (disk full, I/O error, busy):
   * then the batch is lost, and its writers must hear so rather than wait for a commit.
   */
  checkBatch() {
    if (this.batch && !this.sqlite.inTransaction) {
      this.batch.reject(new BatchLostError());
      this.batch = null;
    }
  }

  /** Commit the open batch once the connection is free (no transaction is half done). */
  private async flush() {
    await this.mutex.lock();
    this.flushScheduled = false;
    const batch = this.batch;
    this.batch = null;
    try {
      if (!batch) return;
      if (!this.sqlite.inTransaction) {
        batch.reject(new BatchLostError());
        return;
      }
      try {
        this.control.commit.run();
        batch.resolve();
        this.checkpoints?.afterCommit();
      } catch (e) {
        if (this.sqlite.inTransaction) this.control.rollback.run();
        batch.reject(new BatchLostError(e));
      }
    } finally {
      this.mutex.unlock();
    }
  }

  /** Wait for the open batch (if any) to commit: used when closing. */
  async drain() {
    const batch = this.batch;
    if (batch) await batch.committed.catch(() => {});
  }
}

/** What Kysely holds between acquire and release: remembers whether it wrote, and in which batch. */
class Lease implements DatabaseConnection {
  batch: Batch | null = null;
  released = false;

  constructor(readonly connection: GroupCommitConnection) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const conn = this.connection;
    const stmt = conn.statement(compiled.sql);
    const params = compiled.parameters as unknown[];
    if (!stmt.readonly) this.batch = conn.join();
    try {
      if (stmt.reader) return Promise.resolve({ rows: stmt.all(params) as R[] });
      const { changes, lastInsertRowid } = stmt.run(params);
      return Promise.resolve({
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
        rows: [],
      });
    } catch (e) {
      conn.checkBatch();
      return Promise.reject(e);
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error("Sqlite driver only supports streaming of select queries");
    // A fresh statement: a cached one would be busy while the caller iterates.
    for (const row of this.connection.sqlite.prepare(compiled.sql).iterate(compiled.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }
}

/** First come, first served: a release hands the connection straight to the oldest waiter. */
export class FifoMutex {
  private locked = false;
  private readonly waiters: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  unlock() {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }
}

class GroupCommitSqliteDriver implements Driver {
  private readonly mutex = new FifoMutex();
  private readonly connection: GroupCommitConnection;

  constructor(
    sqlite: BetterSqlite3.Database,
    private readonly checkpoints?: Checkpointer,
  ) {
    this.connection = new GroupCommitConnection(sqlite, this.mutex, checkpoints);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return new Lease(this.connection);
  }

  async beginTransaction(lease: DatabaseConnection) {
    const l = lease as Lease;
    l.batch = l.connection.join();
    l.connection.control.savepoint.run();
  }

  async commitTransaction(lease: DatabaseConnection) {
    const { connection } = lease as Lease;
    connection.checkBatch();
    if (!connection.sqlite.inTransaction) throw new BatchLostError();
    connection.control.release.run();
  }

  async rollbackTransaction(lease: DatabaseConnection) {
    const { connection } = lease as Lease;
    connection.checkBatch();
    // Undo this transaction only; the rest of the batch stays and commits.
    if (connection.sqlite.inTransaction) {
      connection.control.rollbackTo.run();
      connection.control.release.run();
    }
  }

  async releaseConnection(lease: DatabaseConnection) {
    const l = lease as Lease;
    if (l.released) return;
    l.released = true;
    this.mutex.unlock();
    // A writer is answered once its writes are durable (or hears that they were not).
    if (l.batch) await l.batch.committed;
  }

  async destroy() {
    await this.connection.drain();
    await this.checkpoints?.stop();
    this.connection.sqlite.close();
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) with the driver above. */
export class CachingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly checkpoints?: Checkpointer,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.sqlite, this.checkpoints);
  }
}
