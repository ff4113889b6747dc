import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { AgentCenter } from './agent-center';
import { agentCenterEntries } from './agent-center-entries';

const none = { dividend: false, salary: false, hourlySalary: false, realTimeSalary: false };
const all = { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true };

describe('agent center menu (spec §2)', () => {
  it('lists every entry in order when every contract is on', async () => {
    renderWithProviders(<AgentCenter flags={all} />);
    const tabs = within(await screen.findByRole('tablist', { name: 'Agent center' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Announcement', 'Team overview', 'Register center', 'Downline management', 'Team betting', 'User profit and loss',
      'My income', 'Downline transaction details', 'Dividend record', 'Daily wages', 'Hourly salary', 'Real-time salary',
    ]);
  });

  it('gates each salary and dividend entry by its own contract flag', () => {
    expect(agentCenterEntries(none)).toHaveLength(8);
    expect(agentCenterEntries({ ...none, dividend: true })).toContain('dividendRecord');
    expect(agentCenterEntries({ ...none, salary: true })).toEqual([...agentCenterEntries(none), 'dailyWages']);
    expect(agentCenterEntries({ ...none, hourlySalary: true })).toEqual([...agentCenterEntries(none), 'hourlySalary']);
    expect(agentCenterEntries({ ...none, realTimeSalary: true })).toEqual([...agentCenterEntries(none), 'realTimeSalary']);
  });

  it('selecting an entry makes it active', async () => {
    renderWithProviders(<AgentCenter flags={none} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'My income' }));
    expect(screen.getByRole('tab', { name: 'My income' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My income' })).toBeInTheDocument();
  });
});
