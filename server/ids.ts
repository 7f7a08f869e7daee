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

/** The last id's millisecond and its place within that millisecond. */
let lastTime = 0;
let seq = 0;
/** Ids a millisecond can hold in the 2 base-36 digits of `seq`. */
const PER_MS = 36 * 36;

/**
 * Opaque ids, URL-safe: the creation time in milliseconds (9 base-36 digits, which sort like
 * the numbers they are), the id's place within that millisecond (2 base-36 digits), then `bytes`
 * random bytes (80 bits by default) in base32. Ids made later in this process sort later, even
 * within one millisecond, so primary-key and reference indexes grow at their right edge instead
 * of touching a random page per insert (docs/performance.md, "Group commit"), and lists ordered
 * by (created_at, id) keep the order things happened. If the clock steps back, or a millisecond
 * would hold more than 1,296 ids, the time part runs on from the last one.
 */
export function newId(bytes = 10): string {
  const now = Date.now();
  if (now > lastTime) {
    lastTime = now;
    seq = 0;
  } else if (++seq >= PER_MS) {
    lastTime++;
    seq = 0;
  }
  return (
    lastTime.toString(36).padStart(9, "0") +
    seq.toString(36).padStart(2, "0") +
    encodeBase32LowerCaseNoPadding(randomBytes(bytes))
  );
}

export const nowIso = () => new Date().toISOString();
