/**
 * Deterministic shuffle seeded by a string, so the same question always shows its options in the same order
 * (stable across runs, machines and regenerations) while the correct answer lands in varying positions.
 */
export function shuffleWithSeed<Item>(items: readonly Item[], seed: string): Item[] {
  const random = mulberry32(fnv1a(seed));
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const swapIndex = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[swapIndex]] = [shuffled[swapIndex] as Item, shuffled[index] as Item];
  }
  return shuffled;
}

// FNV-1a 32-bit: a well-known string hash, enough to spread seeds; not for security.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Mulberry32: a small, well-distributed 32-bit PRNG (public domain).
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
