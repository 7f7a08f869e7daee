import type { TestProject } from "vitest/node";
import { migrateToLatest, openPostgres } from "../../server/db/database.js";
import { TEMPLATE_DB } from "../helpers/db.js";
import { adminQuery, databaseUrl, type Service, startPostgres, startRedis } from "../helpers/services.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgUrl: string;
    redisUrl: string;
  }
}

let services: Service[] = [];

/** One PostgreSQL and one Redis for the whole run, and the migrated template database. */
export async function setup(project: TestProject) {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  services = [postgres, redis];
  await adminQuery(postgres.url, `create database ${TEMPLATE_DB}`);
  const db = openPostgres(databaseUrl(postgres.url, TEMPLATE_DB));
  await migrateToLatest(db);
  await db.destroy();
  project.provide("pgUrl", postgres.url);
  project.provide("redisUrl", redis.url);
}

export async function teardown() {
  await Promise.all(services.map((s) => s.stop()));
  services = [];
}
