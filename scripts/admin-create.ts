import { loadConfig } from "../server/config.js";
import { migrateToLatest, openConfiguredDatabase } from "../server/db/database.js";
import { ensureAdmin, resetAdminPassword } from "../server/users/admin-account.js";

/**
 * `npm run admin:create`: make sure the ADMIN_EMAIL account exists (a generated password is
 * printed once), or set the password of the one that does: to ADMIN_PASSWORD when it is set,
 * else, with `-- --reset`, to a new generated one printed once (docs/operations.md).
 */
const config = loadConfig();
const reset = process.argv.includes("--reset");
const db = openConfiguredDatabase(config);
await migrateToLatest(db);
const result = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
if (result.created && result.generatedPassword)
  console.log(`Administrator created: ${config.ADMIN_EMAIL}\nPassword (shown once): ${result.generatedPassword}`);
else if (result.created) console.log(`Administrator created: ${config.ADMIN_EMAIL} (password from ADMIN_PASSWORD)`);
else if (config.ADMIN_PASSWORD || reset) {
  const done = await resetAdminPassword(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  console.log(
    done?.generatedPassword
      ? `New password for ${config.ADMIN_EMAIL} (shown once): ${done.generatedPassword}`
      : `Password of ${config.ADMIN_EMAIL} set from ADMIN_PASSWORD.`,
  );
  console.log("Its sessions were signed out.");
} else
  console.log(
    `The administrator ${config.ADMIN_EMAIL} already exists. To set its password: ADMIN_PASSWORD='…' npm run admin:create; for a new generated one: npm run admin:create -- --reset`,
  );
await db.destroy();
