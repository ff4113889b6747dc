import { describe, expect, it } from 'vitest';
import { inCurrency } from './currency';

const SEED = { title: '¥50 bonus', nested: [{ prize: 'Win ¥1,000' }], amount: 50 };

describe("the seed's texts in the merchant's currency", () => {
  it('rewrites the amounts inside every string, and leaves the rest as it is', () => {
    expect(inCurrency(SEED, '₱')).toEqual({ title: '₱50 bonus', nested: [{ prize: 'Win ₱1,000' }], amount: 50 });
    expect(inCurrency(SEED, '¥')).toBe(SEED);
  });

  it('takes a symbol as text: neither JSON nor a replacement pattern', () => {
    expect(inCurrency(SEED, '$&').title).toBe('$&50 bonus');
    expect(inCurrency(SEED, 'R"').title).toBe('R"50 bonus');
  });

  it('rewrites a seed value once per currency: every later answer is the same copy', () => {
    const seed = { text: '¥5' };
    const first = inCurrency(seed, '฿');
    expect(inCurrency(seed, '฿')).toBe(first);
    expect(inCurrency(seed, '₱')).toEqual({ text: '₱5' });
    expect(inCurrency(seed, '฿')).toBe(first);
  });
});
