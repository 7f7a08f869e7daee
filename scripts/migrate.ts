import { loadConfig } from "../server/config.js";
import { migrateToLatest, openConfiguredDatabase } from "../server/db/database.js";

const config = loadConfig();
const db = openConfiguredDatabase(config);
const applied = await migrateToLatest(db);
console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
await db.destroy();
