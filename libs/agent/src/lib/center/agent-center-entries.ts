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

/** Each entry's name in the catalogs. */
export const AGENT_CENTER_ENTRY_KEYS: Record<AgentCenterEntry, string> = {
  announcement: 'agent.entry.announcement',
  teamOverview: 'agent.entry.teamOverview',
  registerCenter: 'agent.entry.registerCenter',
  downlineManagement: 'agent.entry.downlineManagement',
  teamBetting: 'agent.entry.teamBetting',
  userProfitLoss: 'agent.entry.userProfitLoss',
  myIncome: 'agent.entry.myIncome',
  downlineTransactions: 'agent.entry.downlineTransactions',
  dividendRecord: 'agent.entry.dividendRecord',
  dailyWages: 'agent.entry.dailyWages',
  hourlySalary: 'agent.entry.hourlySalary',
  realTimeSalary: 'agent.entry.realTimeSalary',
};

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
