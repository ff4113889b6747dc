import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ticker } from './ticker';

const meta = {
  title: 'ui-kit/Ticker',
  component: Ticker,
  args: {
    label: 'Latest winners',
    items: [
      { key: 1, content: 'ana*** won ¥1,200.00 on Fortune Tiger' },
      { key: 2, content: 'bud*** won ¥86.50 on Baccarat' },
      { key: 3, content: 'cha*** won ¥12,000.00 on Sweet Bonanza' },
    ],
  },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;
/** With "reduce motion" set in the system, this is a still list. */
export const Default: Story = {};
/** On a phone: the text fades out before the pause button instead of running under it. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
