import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemberCenter } from './member-center';

const meta = { title: 'member/MemberCenter', component: MemberCenter, args: { openMissionCount: 3 } } satisfies Meta<typeof MemberCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOpenMissions: Story = {};
export const NoOpenMissions: Story = { args: { openMissionCount: 0 } };
export const OpenedAtWithdrawal: Story = { args: { initialEntry: 'withdraw' } };
