import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../../server/auth/password.js";

describe("password hashing", () => {
  it("hashes with OWASP's 16 MiB scrypt setting (N=2^14, r=8, p=5) and verifies", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterz")).toBe(false);
  });

  it("verifies hashes made with other parameters, which travel with the hash", async () => {
    const older = await hashPassword("s3cret-enough", { N: 2 ** 12, r: 8, p: 1 });
    expect(older.startsWith("scrypt$4096$8$1$")).toBe(true);
    expect(await verifyPassword(older, "s3cret-enough")).toBe(true);
    expect(await verifyPassword(older, "s3cret-enougH")).toBe(false);
  });

  it("refuses a stored value that is not a scrypt hash", async () => {
    expect(await verifyPassword("plain-text", "plain-text")).toBe(false);
  });
});
