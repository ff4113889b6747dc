import { useState } from 'react';
import { useGetResponsibleGamingQuery, type DepositLimit } from '@wl/api-client';
import { compareMoney, subtractMoney, toMoney, type Money } from '../money/money';

/** What the player's own deposit limits (responsible gaming) leave to deposit: the tightest period's. */
export interface DepositAllowance {
  period: DepositLimit['period'];
  left: Money;
}

/** The tightest of the limits in force (none left is 0, never below); null when none is set. */
export function depositAllowance(limits: readonly DepositLimit[]): DepositAllowance | null {
  let tightest: DepositAllowance | null = null;
  for (const { period, amount, used } of limits) {
    if (amount === null) continue;
    const rest = subtractMoney(amount, used);
    const left = compareMoney(rest, 0) < 0 ? toMoney(0) : rest;
    if (!tightest || compareMoney(left, tightest.left) < 0) tightest = { period, left };
  }
  return tightest;
}

/**
 * The player's allowance, as read since the form opened: the session clock keeps an earlier answer, whose "used" may
 * count deposits a rolling period has since let go. Until this answer is in, or when it cannot be read, there is none:
 * the server holds the limits either way.
 */
export function useDepositAllowance(): DepositAllowance | null {
  const [openedAt] = useState(Date.now);
  const { data, isError, fulfilledTimeStamp } = useGetResponsibleGamingQuery(undefined, { refetchOnMountOrArgChange: true });
  const fresh = data !== undefined && !isError && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;
  return fresh ? depositAllowance(data.limits) : null;
}
