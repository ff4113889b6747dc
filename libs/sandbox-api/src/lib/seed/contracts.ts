import type { Contract, ContractKind, SalaryRecord } from '@wl/api-client';
import { DAY_MS, SEED_EPOCH } from './random';

let contractId = 700;
const contract = (
  kind: ContractKind,
  uplineName: string,
  downlineName: string,
  status: Contract['status'],
  rate: number,
  daysAgo: number,
): Contract => ({
  contractId: ++contractId,
  kind,
  status,
  uplineName,
  downlineName,
  rate,
  activeMembers: 5,
  validBetPeriod: kind === 'DIVIDEND' ? 'SEMIMONTHLY' : 'DAILY',
  profitLossPeriod: kind === 'DIVIDEND' ? 'SEMIMONTHLY' : 'DAILY',
  betAmount: kind === 'HOURLY' ? 2000 : 10000,
  ...(kind === 'REALTIME' ? { profitRate: rate, lossRate: rate / 2, singleBetAmount: 100 } : {}),
  createTime: SEED_EPOCH - daysAgo * DAY_MS,
});

/** Contracts of the demo agents (spec §4): one waiting for agent_l2's answer, active ones down the team. */
export function seedContracts(): Contract[] {
  contractId = 700;
  return [
    contract('DIVIDEND', 'agent_l1', 'agent_l2', 'ACTIVE', 30, 40),
    contract('DIVIDEND', 'agent_l2', 'agent_l41', 'ACTIVE', 25, 30),
    contract('DAILY', 'agent_l1', 'agent_l2', 'PENDING', 0.8, 1),
    contract('DAILY', 'agent_l2', 'agent_l41', 'ACTIVE', 1, 20),
    contract('HOURLY', 'agent_l1', 'agent_l2', 'ACTIVE', 0.3, 12),
    contract('REALTIME', 'agent_l1', 'agent_l2', 'REJECTED', 0.5, 9),
  ];
}

/** Paid dividends and salaries per `<agent>:<kind>`. */
export function seedSalaryRecords(): Map<string, SalaryRecord[]> {
  const records = (rate: number, count: number, bet: number): SalaryRecord[] =>
    Array.from({ length: count }, (_, i) => {
      const betAmount = bet + i * 1375;
      return {
        period: new Date(SEED_EPOCH - (i + 1) * DAY_MS).toISOString().slice(0, 10),
        betAmount,
        activeMembers: 5 + (i % 4),
        rate,
        amount: Math.round(betAmount * rate) / 100,
      };
    });
  return new Map([
    ['agent_l1:DIVIDEND', records(35, 6, 250000)],
    ['agent_l2:DIVIDEND', records(30, 4, 120000)],
    ['agent_l2:HOURLY', records(0.3, 12, 8000)],
    ['agent_l41:DAILY', records(1, 7, 30000)],
  ]);
}
