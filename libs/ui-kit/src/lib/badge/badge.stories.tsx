import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { children: 'Hot', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Primary: Story = {};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="primary">Hot</Badge>
      <Badge tone="secondary">New</Badge>
      <Badge tone="success">Approved</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Rejected</Badge>
      <Badge tone="neutral">Draft</Badge>
    </div>
  ),
};
