import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', disabled: false },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Register' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Disabled: Story = { args: { disabled: true } };
/** Its action is on its way: drawn as Disabled, but it keeps the focus and ignores presses. */
export const Busy: Story = { args: { busy: true } };
