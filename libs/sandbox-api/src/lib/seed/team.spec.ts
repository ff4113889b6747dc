import { describe, expect, it } from 'vitest';
import { seedTeamAccounts, seedTeamActivity } from './team';

describe("the sandbox's team activity", () => {
  it('dates no bet or transaction after the sandbox started, early in the day as late', () => {
    const team = seedTeamAccounts();
    for (const start of [Date.UTC(2026, 10, 28, 2, 56), Date.UTC(2026, 10, 28, 23, 30)]) {
      const activity = seedTeamActivity(team, start);
      const times = [...activity.bets.map((bet) => bet.betTime), ...activity.transactions.map((entry) => entry.createTime)];
      expect(times.length).toBeGreaterThan(0);
      expect(Math.max(...times)).toBeLessThanOrEqual(start);
    }
  });
});
