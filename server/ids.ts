import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** Opaque random ids (80 bits), URL-safe. */
export function newId(bytes = 10): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return encodeBase32LowerCaseNoPadding(buf);
}

export const nowIso = () => new Date().toISOString();
