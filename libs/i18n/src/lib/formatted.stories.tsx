import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount } from './formatted';
import { DateTime, RelativeTime } from './formatted-time';

const meta = {
  title: 'i18n/Formats',
  component: Amount,
  args: { value: 1234567.891 },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's language: grouping, decimal marks and digits change; two decimals stay. */
export const DefaultSymbol: Story = {};
export const WalletSymbol: Story = { args: { currencySymbol: '₫' } };
export const Negative: Story = { args: { value: -1234.5 } };
export const FixedPatternDate: Story = { render: () => <DateTime value={new Date(2024, 0, 2, 13, 4, 5)} /> };
export const ThreeDaysAgo: Story = {
  render: () => <RelativeTime value={new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)} />,
};
