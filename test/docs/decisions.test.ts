import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Each decision record opens with its date (its first commit) and its status: accepted, or
// superseded (in whole or in part) by a later decision that exists (CONVENTIONS, decision records).
const dir = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));
const numbers = new Set(records.map((f) => f.slice(0, 3)));
const HEAD = /^# (\d{3})\b.*\n\nDate: (\d{4}-\d{2}-\d{2})\nStatus: (accepted|superseded by \d{3})\b(.*(?:\n.+)*)\n\n/;

describe("docs/decisions", () => {
  it.each(records)("%s has its number, date and status at the top", (file) => {
    const head = readFileSync(new URL(file, dir), "utf8").match(HEAD);
    expect(head, "# NNN title, a blank line, Date: YYYY-MM-DD, Status: …").not.toBeNull();
    const [, number, date, status, rest] = head ?? [];
    expect(number).toBe(file.slice(0, 3));
    expect(Number.isNaN(Date.parse(date as string))).toBe(false);
    for (const [, by] of `${status}${rest}`.matchAll(/superseded by (\d{3})/g)) {
      expect(numbers.has(by as string), `decision ${by} exists`).toBe(true);
      expect(Number(by)).toBeGreaterThan(Number(number));
    }
  });
});
