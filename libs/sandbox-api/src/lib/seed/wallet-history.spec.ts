import { describe, expect, it } from 'vitest';
import { bookOf } from '../ledger';
import { createState } from '../state';
import { DAY_MS } from './random';

describe("the seeded players' wallet history", () => {
  it("dates no entry or order after the sandbox's now, and keeps each player's bets in the order they were placed", () => {
    const now = Date.UTC(2026, 10, 28, 9, 30);
    const state = createState({ now: () => now });
    const { entries } = state.ledger;
    // Today's bets are the ones whose hours may not have come yet.
    expect(entries.some((entry) => entry.kind === 'bet' && now - entry.at < DAY_MS)).toBe(true);
    expect(Math.max(...entries.map((entry) => entry.at))).toBeLessThanOrEqual(now);
    for (const account of state.accounts.values()) {
      const { deposits, withdrawals } = bookOf(state.ledger, account.id);
      const orderTimes = [
        ...deposits.map((order) => order.createdAt),
        ...withdrawals.flatMap((order) => [order.createdAt, order.disbursedAt ?? 0]),
      ];
      expect(Math.max(0, ...orderTimes)).toBeLessThanOrEqual(now);
      const bets = entries.filter((entry) => entry.accountId === account.id && entry.kind === 'bet').map((entry) => entry.at);
      expect(bets).toEqual([...bets].sort((a, b) => a - b));
      expect(new Set(bets).size).toBe(bets.length);
    }
  });
});
