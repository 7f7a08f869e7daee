import { loadConfig } from "../server/config.js";
import { migrateToLatest, openConfiguredDatabase } from "../server/db/database.js";
import { ensureAdmin } from "../server/users/admin-account.js";

/** `npm run admin:create`: make sure the ADMIN_EMAIL account exists (prints a generated password once). */
const config = loadConfig();
const db = openConfiguredDatabase(config);
await migrateToLatest(db);
const result = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
if (!result.created) console.log(`The administrator ${config.ADMIN_EMAIL} already exists.`);
else if (result.generatedPassword)
  console.log(`Administrator created: ${config.ADMIN_EMAIL}\nPassword (shown once): ${result.generatedPassword}`);
else console.log(`Administrator created: ${config.ADMIN_EMAIL} (password from ADMIN_PASSWORD)`);
await db.destroy();
