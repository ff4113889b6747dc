import type { ComponentType } from 'react';
import { AnnouncementEntry } from '../entries/announcement';
import { ContractEntry } from '../entries/contracts';
import { DownlineManagementEntry } from '../entries/downline-management';
import { MyIncomeEntry } from '../entries/my-income';
import { RegisterCenterEntry } from '../entries/register-center';
import { TeamOverviewEntry } from '../entries/team-overview';
import { DownlineTransactionsReport, ProfitLossReport, TeamBettingReport } from '../reports/reports';
import type { AgentCenterEntry } from './agent-center-entries';

/** Each entry's page. */
export const AGENT_CENTER_PAGES: Record<AgentCenterEntry, ComponentType> = {
  announcement: AnnouncementEntry,
  teamOverview: TeamOverviewEntry,
  registerCenter: RegisterCenterEntry,
  downlineManagement: DownlineManagementEntry,
  teamBetting: TeamBettingReport,
  userProfitLoss: ProfitLossReport,
  myIncome: MyIncomeEntry,
  downlineTransactions: DownlineTransactionsReport,
  dividendRecord: () => <ContractEntry kind="DIVIDEND" />,
  dailyWages: () => <ContractEntry kind="DAILY" />,
  hourlySalary: () => <ContractEntry kind="HOURLY" />,
  realTimeSalary: () => <ContractEntry kind="REALTIME" />,
};
