import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Modal } from '../modal/modal';
import { CenterShell } from './center-shell';

const entries = [
  { key: 'securityCenter', label: 'My account' },
  { key: 'transferFund', label: 'My wallet' },
  { key: 'missionLeaderboard', label: 'Mission activity', badge: { count: 3, label: '3 open missions' } },
];

/** Each entry a page of its own height, as in the member center. */
const LINES: Record<string, number> = { securityCenter: 2, transferFund: 14, missionLeaderboard: 6 };

function Demo({ menuLabel, inModal = false }: { menuLabel: string; inModal?: boolean }) {
  const [active, setActive] = useState('securityCenter');
  const shell = (
    <CenterShell menuLabel={menuLabel} entries={entries} active={active} onSelect={setActive}>
      {Array.from({ length: LINES[active] ?? 1 }, (_, index) => (
        <p key={index}>Content of {active}</p>
      ))}
    </CenterShell>
  );
  if (!inModal) return shell;
  return (
    <Modal open title={menuLabel} width={960} placement="top" onRequestClose={() => undefined}>
      {shell}
    </Modal>
  );
}

const meta = { title: 'ui-kit/CenterShell', component: Demo, args: { menuLabel: 'Member center' } } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBadge: Story = {};
/** In its modal the window stays anchored at the top: switching entries of other heights moves neither it nor the menu. */
export const InModal: Story = { args: { inModal: true } };
