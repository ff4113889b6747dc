import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, styleDeclarationsFor } from '@wl/testing';
import { CenterShell } from './center-shell';

const ENTRIES = [
  { key: 'account', label: 'My account' },
  { key: 'wallet', label: 'My wallet' },
  { key: 'missions', label: 'Missions' },
];

function Harness({ dir = 'ltr', initial = 'account' }: { dir?: 'ltr' | 'rtl'; initial?: string }) {
  const [active, setActive] = useState(initial);
  return (
    <div dir={dir} style={{ direction: dir }}>
      <CenterShell menuLabel="Member center" entries={ENTRIES} active={active} onSelect={setActive}>
        {active} panel
      </CenterShell>
    </div>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('CenterShell', () => {
  it('moves with the arrows of either axis (a row on a phone), Home and End, selecting as it goes', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('tablist', { name: 'Member center' });
    await userEvent.tab();
    expect(tab('My account')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('My wallet')).toHaveFocus();
    expect(tab('My wallet')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Missions')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('My account')).toHaveFocus();
    expect(tab('My account')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Missions')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Missions' })).toHaveTextContent('missions panel');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(tab('My account')).toHaveAttribute('aria-selected', 'true');
  });

  it('mirrors the row’s arrows in right-to-left pages', async () => {
    renderWithProviders(<Harness dir="rtl" />);
    await screen.findByRole('tablist', { name: 'Member center' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('My wallet')).toHaveAttribute('aria-selected', 'true');
  });

  it("reads a badge's wording with its entry, not its bare count, and names no element that has no role to be named (ARIA 1.2)", async () => {
    const missions = { key: 'missions', label: 'Missions', badge: { count: 3, label: '3 open missions' } };
    renderWithProviders(
      <CenterShell menuLabel="Member center" entries={[...ENTRIES.slice(0, 2), missions]} active="account" onSelect={() => undefined}>
        account panel
      </CenterShell>,
    );
    // The entry's words, then the badge's wording, the count drawn beside it not read again.
    expect(await screen.findByRole('tab', { name: /^Missions\s*3 open missions$/ })).toBeInTheDocument();
    expect([...document.querySelectorAll('[aria-label]:not([role])')]).toEqual([]);
  });

  it("holds a badge's hidden wording inside its entry, so on a phone it scrolls with the row rather than widening the page", async () => {
    const missions = { key: 'missions', label: 'Missions', badge: { count: 3, label: '3 open missions' } };
    renderWithProviders(
      <CenterShell menuLabel="Member center" entries={[missions]} active="missions" onSelect={() => undefined}>
        missions panel
      </CenterShell>,
    );
    const wording = await screen.findByText('3 open missions');
    expect(styleDeclarationsFor(wording)).toContain('position:absolute');
    // The entry is the wording's containing block: the nearest positioned ancestor.
    expect(styleDeclarationsFor(screen.getByRole('tab'))).toContain('position:relative');
  });

  it('keeps the first entry as the tab stop when the active key is none of the entries', async () => {
    renderWithProviders(<Harness initial="missing" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.filter((entry) => entry.tabIndex === 0)).toEqual([tab('My account')]);
  });
});
