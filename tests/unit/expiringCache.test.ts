import { describe, expect, it } from "vitest";
import { createExpiringCache, reuseFor } from "@/lib/server/expiringCache";

describe("createExpiringCache", () => {
  it("answers an entry until its own deadline, then forgets it", () => {
    let now = 1_000;
    const cache = createExpiringCache<string>({ max: 10, now: () => now });
    cache.set("a", "A", 2_000);
    expect(cache.get("a")).toBe("A");
    now = 1_999;
    expect(cache.get("a")).toBe("A");
    now = 2_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never stores what has already expired", () => {
    const cache = createExpiringCache<string>({ max: 10, now: () => 5_000 });
    cache.set("old", "x", 5_000);
    expect(cache.get("old")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("stays within its bound, dropping the entry stored first", () => {
    const cache = createExpiringCache<number>({ max: 2, now: () => 0 });
    cache.set("a", 1, 100);
    cache.set("b", 2, 100);
    cache.set("a", 11, 100); // stored again: now the newest
    cache.set("c", 3, 100);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c")]).toEqual([11, 3]);
  });

  it("forgets an entry on request", () => {
    const cache = createExpiringCache<string>({ max: 10, now: () => 0 });
    cache.set("a", "A", 100);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("reuseFor", () => {
  it("loads once while the answer is fresh and keeps no failed load", async () => {
    let calls = 0;
    let fail = true;
    const load = reuseFor(60_000, async () => {
      calls++;
      if (fail) throw new Error("database down");
      return ["Honda"];
    });
    await expect(load()).rejects.toThrow("database down");
    fail = false;
    await expect(load()).resolves.toEqual(["Honda"]);
    await expect(load()).resolves.toEqual(["Honda"]);
    expect(calls).toBe(2);
  });
});
