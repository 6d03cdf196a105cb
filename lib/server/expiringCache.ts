/**
 * A bounded in-memory map whose entries end at their own deadline. When full, the entry stored
 * first goes (a Map iterates in insertion order), which is enough for short-lived entries.
 */
export function createExpiringCache<V>(opts: { max: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V, until: number): void {
      if (until <= now()) return;
      entries.delete(key);
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** A loader whose answer is reused for `ttlMs` (per process); a failed load is not kept. */
export function reuseFor<V>(ttlMs: number, load: () => Promise<V>): () => Promise<V> {
  const cache = createExpiringCache<V>({ max: 1 });
  return async () => {
    const hit = cache.get("value");
    if (hit !== undefined) return hit;
    const value = await load();
    cache.set("value", value, Date.now() + ttlMs);
    return value;
  };
}
