import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./server-process.js";

/**
 * Throwaway PostgreSQL 15 and Redis 7 for tests and benchmarks (Debian's `postgresql` and
 * `redis-server` packages): a fresh folder, a free port, durability off (fsync, synchronous
 * commit), stopped and removed by `stop()`.
 */
export interface Service {
  url: string;
  /** The server's process id (the postmaster for PostgreSQL), for CPU figures from /proc. */
  pid: number;
  stop(): Promise<void>;
}

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined; // not root: run as ourselves
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${what} did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** A PostgreSQL server; `url` connects as the superuser `postgres` to the database `postgres`. */
export async function startPostgres(): Promise<Service> {
  if (!existsSync(join(PG_BIN, "initdb")))
    throw new Error(`PostgreSQL 15 not found in ${PG_BIN}: apt-get install -y postgresql`);
  const dir = mkdtempSync(join(tmpdir(), "inkling-pg-"));
  const owner = postgresUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, "data");
  execFileSync(join(PG_BIN, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"], {
    ...owner,
    stdio: "pipe",
    env: { ...process.env, LC_ALL: "C.UTF-8", LANG: "C.UTF-8" },
  });
  const port = await freePort();
  const child = spawn(
    join(PG_BIN, "postgres"),
    [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=300",
    ],
    { ...owner, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      return true;
    },
    "PostgreSQL",
    child,
    () => output,
  );
  return {
    url,
    pid: child.pid as number,
    async stop() {
      await stopChild(child, "SIGINT"); // fast shutdown
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis server without persistence. */
export async function startRedis(): Promise<Service> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "inkling-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  await waitFor(
    async () => output.includes("Ready to accept connections"),
    "Redis",
    child,
    () => output,
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid as number,
    async stop() {
      await stopChild(child, "SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Run SQL as the superuser on the server's `postgres` database. */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The same server's URL for another database. */
export function databaseUrl(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
