import { describe, expect, it } from 'vitest';
import type { DepositLimit } from '@wl/api-client';
import { depositAllowance } from './deposit-allowance';

const limit = (period: DepositLimit['period'], amount: number | null, used: number): DepositLimit => ({
  period,
  amount,
  used,
  pending: null,
});

describe("what the player's own deposit limits leave", () => {
  it('is none without a limit in force', () => {
    expect(depositAllowance([limit('DAY', null, 300), limit('WEEK', null, 0)])).toBeNull();
  });

  it("is the tightest period's, counted exactly (no float drift)", () => {
    expect(depositAllowance([limit('DAY', 20.06, 10.03), limit('WEEK', 900, 880), limit('MONTH', 1000, 0)])).toEqual({
      period: 'DAY',
      left: '10.03',
    });
    expect(depositAllowance([limit('DAY', 500, 0), limit('WEEK', 900, 880)])).toEqual({ period: 'WEEK', left: '20' });
  });

  it('is nothing, not less, once a limit was lowered below what it has counted', () => {
    expect(depositAllowance([limit('DAY', 100, 250)])).toEqual({ period: 'DAY', left: '0' });
  });
});
