import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('loads once per key until the entry expires', async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
      const load = vi.fn(async () => 42);
      expect(await cache.get('a', load)).toBe(42);
      expect(await cache.get('a', load)).toBe(42);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one load between concurrent misses and forgets failed loads', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 1);
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 2)).toBe(2);
  });

  it('does not keep a value loaded across a clear()', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 10_000, maxEntries: 10 });
    let release!: (value: string) => void;
    const pending = cache.get('a', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  });

  it('evicts the oldest entry beyond maxEntries', async () => {
    const cache = createTtlCache<string, string>({ ttlMs: 10_000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
  });

  it('keeps nothing with a zero lifetime', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 0, maxEntries: 10 });
    const load = vi.fn(async () => 7);
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('ends an entry sooner when its value says so, and keeps a value whose time is past not at all', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 10_000 });
    try {
      const cache = createTtlCache<string, { until: number }>({
        ttlMs: 5_000,
        maxEntries: 10,
        keepUntil: (value) => value.until,
      });
      const soon = vi.fn(async () => ({ until: 12_000 }));
      await cache.get('soon', soon);
      vi.setSystemTime(11_999);
      await cache.get('soon', soon);
      expect(soon).toHaveBeenCalledTimes(1);
      vi.setSystemTime(12_000);
      await cache.get('soon', soon);
      expect(soon).toHaveBeenCalledTimes(2);

      // Never past ttlMs, whatever the value says.
      const late = vi.fn(async () => ({ until: 60_000 }));
      await cache.get('late', late);
      vi.setSystemTime(17_000);
      await cache.get('late', late);
      expect(late).toHaveBeenCalledTimes(2);

      const refused = vi.fn(async () => ({ until: 0 }));
      await cache.get('refused', refused);
      await cache.get('refused', refused);
      expect(refused).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
