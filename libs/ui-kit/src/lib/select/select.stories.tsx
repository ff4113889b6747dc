import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'ui-kit/Select',
  component: Select,
  args: {
    label: 'Bank',
    placeholder: 'Choose a bank',
    options: [
      { value: 'ICBC', label: 'ICBC' },
      { value: 'BCA', label: 'Bank Central Asia' },
      { value: 'VCB', label: 'Vietcombank' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Choose a bank to continue' } };
