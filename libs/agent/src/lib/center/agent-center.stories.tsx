import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgentCenter } from './agent-center';

const meta = {
  title: 'agent/AgentCenter',
  component: AgentCenter,
  args: { flags: { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true } },
} satisfies Meta<typeof AgentCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryContractOn: Story = {};
export const NoContracts: Story = { args: { flags: { dividend: false, salary: false, hourlySalary: false, realTimeSalary: false } } };
