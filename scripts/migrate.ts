import { join, resolve } from "node:path";
import { loadConfig } from "../server/config.js";
import { migrateToLatest, openDatabase } from "../server/db/database.js";

const config = loadConfig();
const db = openDatabase(join(resolve(config.DATA_DIR), "inkling.db"));
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
await db.destroy();
