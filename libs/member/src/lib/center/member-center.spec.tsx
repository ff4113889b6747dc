import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { lazyRetrying } from '@wl/ui-kit';
import { MemberCenter } from './member-center';
import type { MemberCenterEntry } from './member-center-entries';

const ORDER = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward center',
  'Invite friends',
  'Mission activity',
  'Platform information',
];

describe('member center menu (spec §2)', () => {
  it('lists its 13 entries in order, my account active first', async () => {
    renderWithProviders(<MemberCenter openMissionCount={0} />);
    const menu = await screen.findByRole('tablist', { name: 'Member center' });
    const tabs = within(menu).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(ORDER);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('My account');
  });

  it('selecting an entry makes it active and shows its content', async () => {
    renderWithProviders(<MemberCenter openMissionCount={0} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Betting record' }));
    expect(screen.getByRole('tab', { name: 'Betting record' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Betting record' })).toBeInTheDocument();
  });

  it('shows the open mission count on the mission entry only when above 0', async () => {
    const { unmount } = renderWithProviders(<MemberCenter openMissionCount={3} />);
    const missions = await screen.findByRole('tab', { name: /3 open missions$/ });
    expect(within(missions).getByText('3')).toBeInTheDocument();
    unmount();
    renderWithProviders(<MemberCenter openMissionCount={0} />);
    await screen.findByRole('tablist');
    expect(screen.queryByRole('tab', { name: /open missions/ })).not.toBeInTheDocument();
  });

  it('opens at the entry it is asked for', async () => {
    renderWithProviders(<MemberCenter initialEntry="withdraw" openMissionCount={0} />);
    expect(await screen.findByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asked for another entry while open (the deposit button, the unread badge), it opens that entry', async () => {
    // The modal system updates an open modal's props: the center stays mounted with the new entry.
    function Reopened() {
      const [entry, setEntry] = useState<MemberCenterEntry>('transactionHistory');
      return (
        <>
          <button type="button" onClick={() => setEntry('depositv2')}>
            reopen
          </button>
          <MemberCenter initialEntry={entry} openMissionCount={0} />
        </>
      );
    }
    renderWithProviders(<Reopened />);
    expect(await screen.findByRole('tab', { name: 'Account record' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('the profile page, which has no menu entry, stays under my account: its tab is selected and reachable by Tab', async () => {
    renderWithProviders(<MemberCenter initialEntry="profile" openMissionCount={0} />);
    const account = await screen.findByRole('tab', { name: 'My account' });
    expect(account).toHaveAttribute('aria-selected', 'true');
    expect(account).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'My account' })).toBeInTheDocument();
  });

  it('a page whose chunk fails says so with a retry, which fetches it again and shows it', async () => {
    let online = false;
    const Referral = lazyRetrying(async () => {
      if (!online) throw new Error('Failed to fetch dynamically imported module');
      return { default: () => <p>Invite your friends</p> };
    });
    renderWithProviders(<MemberCenter initialEntry="referral" openMissionCount={0} pages={{ referral: Referral }} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The network is abnormal, please try again');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invite your friends')).toBeInTheDocument();
  });
});
