import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { SandboxAccount } from '@wl/testing';
import { StorySession } from '../../testing/story-session';
import AgentCenterBody from './agent-center-body';
import { AGENT_CENTER_PAGES } from './agent-center-pages';
import type { AgentCenterEntry } from './agent-center-entries';

/**
 * The agent center and each of its entries against the sandbox, in the toolbar's brand and
 * language: "with data" as agent_l1 (a team of twenty, contracts and records), "empty" as agent_l42
 * (no team, no contracts), and the refusal a member gets.
 */
function Center({ username, entry }: { username: SandboxAccount; entry?: AgentCenterEntry }) {
  const Page: ComponentType | undefined = entry && AGENT_CENTER_PAGES[entry];
  return <StorySession username={username}>{Page ? <Page /> : <AgentCenterBody props={{}} close={() => undefined} />}</StorySession>;
}

const meta = {
  title: 'agent/AgentCenter',
  component: Center,
  args: { username: 'agent_l1' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Center>;

export default meta;
type Story = StoryObj<typeof meta>;

const withData = (entry: AgentCenterEntry): Story => ({ args: { username: 'agent_l1', entry } });
const empty = (entry: AgentCenterEntry): Story => ({ args: { username: 'agent_l42', entry } });

export const WholeCenter: Story = {};
export const WholeCenterEmpty: Story = { args: { username: 'agent_l42' } };
/** agent_l2: a daily-wage offer waits (badge), and accepting it warns about agent_l41's higher rate. */
export const ContractWaiting: Story = { args: { username: 'agent_l2', entry: 'dailyWages' } };
/** A member is refused with the catalogued message (spec §6). */
export const MemberRefused: Story = { args: { username: 'demo_member' } };

export const Announcement = withData('announcement');
export const AnnouncementEmpty = empty('announcement');
export const TeamOverview = withData('teamOverview');
export const TeamOverviewEmpty = empty('teamOverview');
export const RegisterCenter = withData('registerCenter');
export const RegisterCenterAgent42 = empty('registerCenter');
export const DownlineManagement = withData('downlineManagement');
export const DownlineManagementEmpty = empty('downlineManagement');
export const TeamBetting = withData('teamBetting');
export const TeamBettingEmpty = empty('teamBetting');
export const UserProfitLoss = withData('userProfitLoss');
export const UserProfitLossEmpty = empty('userProfitLoss');
export const MyIncome = withData('myIncome');
export const MyIncomeEmpty = empty('myIncome');
export const DownlineTransactions = withData('downlineTransactions');
export const DownlineTransactionsEmpty = empty('downlineTransactions');
export const DividendRecord = withData('dividendRecord');
export const DividendRecordEmpty = empty('dividendRecord');
export const DailyWages = { args: { username: 'agent_l41', entry: 'dailyWages' } } satisfies Story;
export const DailyWagesEmpty = empty('dailyWages');
export const HourlySalary = withData('hourlySalary');
export const HourlySalaryEmpty = empty('hourlySalary');
export const RealTimeSalary = withData('realTimeSalary');
export const RealTimeSalaryEmpty = empty('realTimeSalary');
