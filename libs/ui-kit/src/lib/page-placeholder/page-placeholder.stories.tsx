import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagePlaceholder } from './page-placeholder';

const meta = {
  title: 'ui-kit/PagePlaceholder',
  component: PagePlaceholder,
  args: { title: 'VIP', description: 'Your VIP level, its privileges and the road to the next level will be shown here.' },
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDetail: Story = { args: { title: 'Slots', children: 'Vendor: PG' } };
