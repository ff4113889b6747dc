import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CenterShell } from './center-shell';

const entries = [
  { key: 'securityCenter', label: 'My account' },
  { key: 'transferFund', label: 'My wallet' },
  { key: 'missionLeaderboard', label: 'Mission activity', badge: { count: 3, label: '3 open missions' } },
];

function Demo({ menuLabel }: { menuLabel: string }) {
  const [active, setActive] = useState('securityCenter');
  return (
    <CenterShell menuLabel={menuLabel} entries={entries} active={active} onSelect={setActive}>
      <p>Content of {active}</p>
    </CenterShell>
  );
}

const meta = { title: 'ui-kit/CenterShell', component: Demo, args: { menuLabel: 'Member center' } } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBadge: Story = {};
