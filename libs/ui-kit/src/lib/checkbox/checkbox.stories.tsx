import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'ui-kit/Checkbox',
  component: Checkbox,
  args: { label: 'I am over 18 and accept the terms' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: 'Please confirm your age' } };
