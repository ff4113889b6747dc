/** Spec §2: the agent center menu, in order; the last four only when their contract is enabled. */
export const AGENT_CENTER_ENTRIES = [
  'announcement',
  'teamOverview',
  'registerCenter',
  'downlineManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'downlineTransactions',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;

export type AgentCenterEntry = (typeof AGENT_CENTER_ENTRIES)[number];

/** The contract flags of spec §2 / §3 that switch agent entries on. */
export interface AgentContractFlags {
  dividend: boolean;
  salary: boolean;
  hourlySalary: boolean;
  realTimeSalary: boolean;
}

const GATED_BY: Partial<Record<AgentCenterEntry, keyof AgentContractFlags>> = {
  dividendRecord: 'dividend',
  dailyWages: 'salary',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
};

/** The entries this agent sees, in menu order: a gated entry only with its contract flag on. */
export function agentCenterEntries(flags: AgentContractFlags): AgentCenterEntry[] {
  return AGENT_CENTER_ENTRIES.filter((entry) => {
    const flag = GATED_BY[entry];
    return flag === undefined || flags[flag];
  });
}

export function isAgentCenterEntry(value: unknown): value is AgentCenterEntry {
  return (AGENT_CENTER_ENTRIES as readonly unknown[]).includes(value);
}
