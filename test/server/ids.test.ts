import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "../../server/ids.js";

describe("newId", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sorts by creation time, so indexes on ids grow at one end", () => {
    const now = vi.spyOn(Date, "now");
    const ids = [1_600_000_000_000, 1_700_000_000_000, 1_700_000_000_001, 4_000_000_000_000].map((t) => {
      now.mockReturnValue(t);
      return newId();
    });
    expect([...ids].sort()).toEqual(ids);
  });

  it("sorts in the order made within one millisecond, and when the clock steps back", () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_800_000_000_000);
    const sameMs = Array.from({ length: 2000 }, () => newId()); // more than one millisecond holds
    now.mockReturnValue(1_799_999_999_000);
    const afterStepBack = Array.from({ length: 5 }, () => newId());
    const ids = [...sameMs, ...afterStepBack];
    expect([...ids].sort()).toEqual(ids);
  });

  it("is URL-safe, carries 80 random bits by default and does not repeat", () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^[0-9a-z]{11}[a-z2-7]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newId(16)).toMatch(/^[0-9a-z]{11}[a-z2-7]{26}$/);
  });
});
