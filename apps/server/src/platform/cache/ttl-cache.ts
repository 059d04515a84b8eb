export type TtlCache<Key, Value> = {
  /** The cached value, or the one `load` gives (concurrent misses share one load). */
  get(key: Key, load: () => Promise<Value>): Promise<Value>;
  delete(key: Key): void;
  clear(): void;
};

/**
 * A small in-process cache whose entries expire after `ttlMs`. Writes in this process evict what they change;
 * the expiry bounds how long another process's write can go unseen, so nothing depends on it being shared.
 * `keepUntil` ends an entry sooner when its value says so (a token at its own expiry, in ms since the epoch); a
 * time already past keeps the value not at all, like a failed load.
 */
export function createTtlCache<Key, Value>(options: {
  ttlMs: number;
  maxEntries: number;
  keepUntil?: (value: Value) => number;
}): TtlCache<Key, Value> {
  // A load in flight is an entry too: clear() drops it, so a load started before a write is never kept.
  const entries = new Map<Key, { value: Promise<Value>; expires: number }>();
  const { keepUntil } = options;

  return {
    get(key, load) {
      // A zero lifetime keeps nothing (IN_PROCESS_CACHES=0): every read is a real load.
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expires > now) return cached.value;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as Key);
      const value = load();
      const entry = { value, expires: now + options.ttlMs };
      entries.set(key, entry);
      const isCurrent = () => entries.get(key) === entry;
      value.then(
        (loaded) => {
          if (!keepUntil || !isCurrent()) return;
          entry.expires = Math.min(entry.expires, keepUntil(loaded));
          if (entry.expires <= Date.now()) entries.delete(key);
        },
        () => {
          if (isCurrent()) entries.delete(key);
        },
      );
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
