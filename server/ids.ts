import { randomFillSync } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

// Random bytes are drawn from the CSPRNG a kilobyte at a time: one call per ~100 ids instead of one each.
const pool = Buffer.alloc(1024);
let used = pool.length;

function randomBytes(n: number): Uint8Array {
  if (used + n > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const out = pool.subarray(used, used + n);
  used += n;
  return new Uint8Array(out); // a copy: the pool is reused
}

/**
 * Opaque ids, URL-safe: the creation time in milliseconds (9 base-36 digits, which sort like
 * the numbers they are) followed by `bytes` random bytes (80 bits by default) in base32. Ids made
 * later sort later, so primary-key and reference indexes grow at their right edge instead of
 * touching a random page per insert (docs/performance.md, "Group commit").
 */
export function newId(bytes = 10): string {
  return Date.now().toString(36).padStart(9, "0") + encodeBase32LowerCaseNoPadding(randomBytes(bytes));
}

export const nowIso = () => new Date().toISOString();
