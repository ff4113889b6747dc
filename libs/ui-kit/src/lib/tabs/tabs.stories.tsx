import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'withdraw', label: 'Withdraw' },
  { key: 'transfer', label: 'Transfer' },
  { key: 'history', label: 'History' },
];

function Demo() {
  const [selected, setSelected] = useState('deposit');
  return (
    <Tabs label="Wallet" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>The {selected} panel.</p>
    </Tabs>
  );
}

const meta = { title: 'ui-kit/Tabs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
