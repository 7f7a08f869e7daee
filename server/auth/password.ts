import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's equivalent scrypt minimums (Password Storage Cheat Sheet): N=2^14, r=8, p=5.
 * The cheat sheet's first line, N=2^17, r=8, p=1, needs 128 MiB per hash; this one 16 MiB, so
 * four sign-ins hashing at once (libuv's four threads) hold 64 MiB, not 512 MiB
 * (docs/decisions/001). Hashes made with other parameters still verify: they travel with the hash.
 */
export const owaspScrypt: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = owaspScrypt): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [kind, N, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
