import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentPasswordField } from './payment-password-field';

const meta = {
  title: 'ui-kit/Payment password field',
  component: PaymentPasswordField,
  args: { label: 'Payment password' },
} satisfies Meta<typeof PaymentPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Pressed with nothing typed: the field says it is missing. */
export const Missing: Story = { args: { error: 'This field cannot be empty' } };
