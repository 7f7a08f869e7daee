import type { Migration } from "kysely";
import * as m001 from "./001-initial.js";
import * as m002 from "./002-hardening.js";
import * as m003 from "./003-subscriptions-gallery.js";
import * as m004 from "./004-page-quality.js";
import * as m005 from "./005-page-originals.js";
import * as m006 from "./006-books.js";
import * as m007 from "./007-uploads.js";
import * as m008 from "./008-postgres-types.js";
import * as m009 from "./009-generation-model.js";
import * as m010 from "./010-admin-audit.js";
import * as m016 from "./016-book-cover-design.js";
import * as m017 from "./017-book-answers.js";
import * as m025 from "./025-credit-packages.js";
import * as m040 from "./040-device-tokens.js";

/** Every migration, by name, in order. Add new ones at the end; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-hardening": m002,
  "003-subscriptions-gallery": m003,
  "004-page-quality": m004,
  "005-page-originals": m005,
  "006-books": m006,
  "007-uploads": m007,
  "008-postgres-types": m008,
  "009-generation-model": m009,
  "010-admin-audit": m010,
  "016-book-cover-design": m016,
  "017-book-answers": m017,
  "025-credit-packages": m025,
  "040-device-tokens": m040,
};
