/** A seeded generator (mulberry32), so the sandbox's data is the same on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export const digits = (random: () => number, length: number): string => Array.from({ length }, () => Math.floor(random() * 10)).join('');

/** The sandbox's "today" for seeded dates, fixed so dates do not move between runs. */
export const SEED_EPOCH = Date.UTC(2026, 0, 15, 12, 0, 0);
export const DAY_MS = 24 * 60 * 60 * 1000;
