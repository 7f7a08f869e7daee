import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Executor } from "../db/database.js";
import { newId } from "../ids.js";

/** At most `limit` counted attempts in any `windowMs` (a sliding window). */
interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Every throttle (docs/decisions/009-throttling.md, docs/operations.md). A "client" is the
 * address the request came from (clientIp), an "account" a normalised e-mail address, a "device"
 * a browser that has signed in to the account before (its device cookie, decision 046).
 */
export const throttleNames = [
  "signinAccount",
  "signinDevice",
  "signinClient",
  "signupClient",
  "resetEmail",
  "resetClient",
  "passwordCheck",
  "verifyMail",
  "upload",
  "preview",
] as const;
type ThrottleName = (typeof throttleNames)[number];
type ThrottleRules = Record<ThrottleName, ThrottleRule>;

const MINUTE = 60_000;
export const defaultThrottleRules: ThrottleRules = {
  /**
   * Failed sign-ins for one account from every client it does not know (decision 046): a slowed
   * budget they share; a browser the account knows is never held back by it.
   */
  signinAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins for one account from one browser it knows (its device cookie). */
  signinDevice: { limit: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from unknown clients (and failed current-password checks) at one address. */
  signinClient: { limit: 30, windowMs: 15 * MINUTE },
  /** Accounts created from one client. */
  signupClient: { limit: 10, windowMs: 60 * MINUTE },
  /** Reset mails sent to one address (over it the answer is unchanged, no mail leaves). */
  resetEmail: { limit: 3, windowMs: 60 * MINUTE },
  /** Reset requests from one client, whatever the address. */
  resetClient: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong current passwords for one signed-in user (POST /api/account/password). */
  passwordCheck: { limit: 5, windowMs: 15 * MINUTE },
  /** Verification mails a signed-in user asks for again. */
  verifyMail: { limit: 5, windowMs: 60 * MINUTE },
  /** Photos one user uploads (POST /api/uploads): decoding a photo costs real CPU. */
  upload: { limit: 30, windowMs: 10 * MINUTE },
  /** Free previews one user asks for (POST /api/previews): each one is a page drawn. */
  preview: { limit: 60, windowMs: MINUTE },
};

/** Keys are stored hashed: the table never holds an e-mail or client address in clear. */
function digest(key: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(key))).slice(0, 32);
}

const SWEEP_EVERY = 200;

/**
 * Sliding-window counters in the database (table throttle_hits), so they survive a restart and
 * every server process on the same database shares them. Each counted attempt is a row.
 */
export class Throttles {
  private writes = 0;

  constructor(
    private readonly db: Executor,
    readonly rules: ThrottleRules = defaultThrottleRules,
    private readonly now: () => number = Date.now,
  ) {}

  private async inWindow(name: ThrottleName, key: string, now: number) {
    const rule = this.rules[name];
    const rows = await this.db
      .selectFrom("throttle_hits")
      .select("at")
      .where("bucket", "=", name)
      .where("key", "=", digest(key))
      .where("at", ">", now - rule.windowMs)
      .orderBy("at")
      .execute();
    return rows.map((r) => r.at);
  }

  /** Seconds until the attempt that must age out has done so (hits sorted oldest first). */
  private wait(name: ThrottleName, hits: number[], now: number): number {
    const rule = this.rules[name];
    const blocking = hits[hits.length - rule.limit] ?? now;
    return Math.max(1, Math.ceil((blocking + rule.windowMs - now) / 1000));
  }

  /** Writes one attempt's row. */
  private async hit(name: ThrottleName, key: string): Promise<string> {
    const now = this.now();
    const id = newId();
    await this.db
      .insertInto("throttle_hits")
      .values({ id, bucket: name, key: digest(key), at: now, expires_at: now + this.rules[name].windowMs })
      .execute();
    if (++this.writes % SWEEP_EVERY === 0) {
      await this.db.deleteFrom("throttle_hits").where("expires_at", "<=", now).execute();
    }
    return id;
  }

  /**
   * Counts one attempt if it fits: 0, or the seconds to wait (and nothing counted). The attempt
   * is written first and the window read after, so two processes racing for the last place can
   * both be refused but never both admitted.
   */
  async take(name: ThrottleName, key: string): Promise<number> {
    return (await this.attempt([[name, key]])).wait;
  }

  /**
   * Counts one attempt against each throttle before the work it guards is done (a password
   * hashed): all or nothing. Answers the seconds to wait (nothing counted) or 0 and `giveBack`,
   * which uncounts the attempts again (the password was right). Attempts still being checked
   * count, so however many arrive at once, on however many processes, at most `limit` are
   * ever evaluated in a window.
   */
  async attempt(takes: [ThrottleName, string][]): Promise<{ wait: number; giveBack: () => Promise<void> }> {
    const ids: string[] = [];
    const giveBack = async () => {
      if (ids.length) await this.db.deleteFrom("throttle_hits").where("id", "in", ids.splice(0)).execute();
    };
    for (const [name, key] of takes) {
      const id = await this.hit(name, key);
      ids.push(id);
      const now = this.now();
      const hits = await this.inWindow(name, key, now);
      if (hits.length > this.rules[name].limit) {
        await giveBack();
        return { wait: this.wait(name, await this.inWindow(name, key, now), now), giveBack };
      }
    }
    return { wait: 0, giveBack };
  }

  /** Forgets a key's attempts (a right password clears its device's or its user's failures). */
  async reset(name: ThrottleName, key: string) {
    await this.db.deleteFrom("throttle_hits").where("bucket", "=", name).where("key", "=", digest(key)).execute();
  }
}

/** `THROTTLE_SIGNUP_CLIENT=10/3600` style values: attempts / seconds. */
export function parseRule(value: string): ThrottleRule | null {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!m) return null;
  const limit = Number(m[1]);
  const seconds = Number(m[2]);
  if (limit < 1 || seconds < 1) return null;
  return { limit, windowMs: seconds * 1000 };
}

/** The environment variable that overrides each rule. */
export function throttleEnvName(name: ThrottleName): string {
  return `THROTTLE_${name.replace(/[A-Z]/g, (ch) => `_${ch}`).toUpperCase()}`;
}
