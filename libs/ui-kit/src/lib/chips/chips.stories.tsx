import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Chips } from './chips';

function Demo({ hideLabel }: { hideLabel?: boolean }) {
  const [value, setValue] = useState('all');
  return (
    <Chips
      label="Status"
      hideLabel={hideLabel}
      value={value}
      onChange={setValue}
      options={[
        { value: 'all', label: 'All' },
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'rejected', label: 'Rejected' },
      ]}
    />
  );
}

const meta = { title: 'ui-kit/Chips', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
