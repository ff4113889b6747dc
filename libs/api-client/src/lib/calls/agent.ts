import { passwordChecked, relay, type CallSpec } from './call-spec';

/** The agent center: contracts, team, reports and downline transfers (spec §7). */
export const AGENT_CALLS = {
  contractInfo: { method: 'GET', path: '/wps/member/info/funds/consolidated', token: 'required', answer: 'object' },
  dividend: { method: 'GET', path: relay('MCS2_processDividendReq'), token: 'required', answer: 'object' },
  dailySalary: { method: 'GET', path: relay('MCS2_processDailySalContract'), token: 'required', answer: 'object' },
  hourlySalary: { method: 'POST', path: relay('MCS2_processContractHourSalary'), token: 'required', answer: 'object' },
  realTimeSalary: { method: 'POST', path: relay('MCSFE_processRealTimeSalaryContract'), token: 'required', answer: 'object' },
  // The agent center's team calls are not in spec §7: ours (docs/decisions.md, "Agent center").
  announcements: { method: 'GET', path: '/wps/agent/announcements', token: 'required', answer: 'array' },
  teamOverview: { method: 'GET', path: '/wps/agent/team/overview', token: 'required', answer: 'object' },
  invite: { method: 'GET', path: '/wps/agent/invite', token: 'required', answer: 'object' },
  downlines: { method: 'GET', path: '/wps/agent/team/downlines', token: 'required', answer: 'object' },
  registerDownline: { method: 'PUT', path: '/wps/agent/team/downlines', token: 'required', encrypted: true, answer: 'object' },
  // Money leaves the agent's wallet as in transferUpline: a relay checked by the payment password (docs/decisions.md).
  transferToDownline: {
    method: 'POST',
    path: passwordChecked('MCS2_transferToDownline'),
    token: 'required',
    encrypted: true,
    answer: 'object',
    paymentPassword: true,
  },
  teamBets: { method: 'GET', path: '/wps/agent/team/bets', token: 'required', answer: 'object' },
  profitLoss: { method: 'GET', path: '/wps/agent/team/profitLoss', token: 'required', answer: 'object' },
  income: { method: 'GET', path: '/wps/agent/income', token: 'required', answer: 'array' },
  downlineTransactions: { method: 'GET', path: '/wps/agent/team/transactions', token: 'required', answer: 'object' },
  creditReport: { method: 'GET', path: '/wps/agent/creditReport', token: 'required', answer: 'object' },
} as const satisfies Record<string, CallSpec>;
