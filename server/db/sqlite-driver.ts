import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from "kysely";

/**
 * Kysely's own SQLite driver, minus two costs that dominated a profile of POST /api/generations
 * (docs/performance.md): it prepared every statement anew (SQLite parses and plans the SQL each
 * time), and its connection mutex woke every waiter on each release so all but one could wait
 * again. Here statements are cached by SQL text and waiters are served first come, first served.
 * Behaviour is otherwise Kysely's: one connection, transactions hold it until they end.
 */
const STATEMENT_CACHE = 500;

class CachingConnection implements DatabaseConnection {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(readonly sqlite: BetterSqlite3.Database) {}

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

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.statement(compiled.sql);
    const params = compiled.parameters as unknown[];
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(params) as R[] });
    const { changes, lastInsertRowid } = stmt.run(params);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error("Sqlite driver only supports streaming of select queries");
    // A fresh statement: a cached one would be busy while the caller iterates.
    for (const row of this.sqlite.prepare(compiled.sql).iterate(compiled.parameters as unknown[])) {
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

class CachingSqliteDriver implements Driver {
  private readonly mutex = new FifoMutex();
  private readonly connection: CachingConnection;

  constructor(
    sqlite: BetterSqlite3.Database,
    private readonly beforeClose?: () => Promise<void>,
  ) {
    this.connection = new CachingConnection(sqlite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection() {
    this.mutex.unlock();
  }

  async destroy() {
    await this.beforeClose?.();
    this.connection.sqlite.close();
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) with the driver above. */
export class CachingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly beforeClose?: () => Promise<void>,
  ) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new CachingSqliteDriver(this.sqlite, this.beforeClose);
  }
}
