import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AmountInput, type AmountInputProps } from './amount-input';

function Controlled(props: Omit<AmountInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <AmountInput {...props} value={value} onChange={setValue} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const meta = {
  title: 'ui-kit/Amount input',
  component: Controlled,
  args: { label: 'Deposit amount', min: '100', max: '50000', hint: '¥100.00 – ¥50,000.00', initial: '1234.5' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const VietnameseDong: Story = {
  args: { currencySymbol: '₫', decimals: 0, min: '50000', max: '500000000', initial: '1500000', hint: undefined },
};
export const Empty: Story = { args: { initial: '' } };
