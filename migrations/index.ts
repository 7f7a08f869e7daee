import type { Migration } from "kysely";
import * as m001 from "./001-initial.js";
import * as m004 from "./004-page-quality.js";

/** Every migration, by name, in order. Add new ones at the end; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "004-page-quality": m004,
};
