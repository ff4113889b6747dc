import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CALLS, type ContractInfo } from '@wl/api-client';
import { logInToSandbox, renderAs, renderWithProviders, setSandboxFaults, startSandboxTrial } from '@wl/testing';
import { openDetails, searchDownlines, serveAgentSandbox, transferToDownline } from '../../testing/agent-sandbox';
import AgentCenterBody, { contractFlags, waitingEntries } from './agent-center-body';
import { AgentCenter } from './agent-center';
import { agentCenterEntries, type AgentContractFlags } from './agent-center-entries';

const sandbox = serveAgentSandbox();

const none: AgentContractFlags = { dividend: false, salary: false, hourlySalary: false, realTimeSalary: false };
const all: AgentContractFlags = { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true };
/** The entries' text: a badge's count, and the words a screen reader hears in its place. */
const menu = async () =>
  within(await screen.findByRole('tablist', { name: 'Agent center' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const close = () => undefined;

describe('agent center menu (spec §2)', () => {
  it('lists every entry in order when every contract is on', async () => {
    renderWithProviders(<AgentCenter flags={all} />);
    expect(await menu()).toEqual([
      'Announcement',
      'Team overview',
      'Register center',
      'Downline management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transaction details',
      'Dividend record',
      'Daily wages',
      'Hourly wages',
      'Real-time wages',
    ]);
  });

  it('selecting an entry makes it active', async () => {
    renderWithProviders(<AgentCenter flags={none} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'My income' }));
    expect(screen.getByRole('tab', { name: 'My income' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My income' })).toBeInTheDocument();
  });
});

describe('entries gated by the contract flags of the consolidated info (spec §2, §6)', () => {
  type Flag = 'dividendContractEnabled' | 'dailySalaryEnabled' | 'salaryEnabled' | 'hourSalaryEnabled' | 'realTimeSalaryEnabled';
  const gated: Array<[keyof AgentContractFlags, Flag, string]> = [
    ['dividend', 'dividendContractEnabled', 'Dividend record'],
    // Daily wages needs the daily salary's own flag (spec §3) as well as salary (spec §2).
    ['salary', 'dailySalaryEnabled', 'Daily wages'],
    ['salary', 'salaryEnabled', 'Daily wages'],
    ['hourlySalary', 'hourSalaryEnabled', 'Hourly wages'],
    ['realTimeSalary', 'realTimeSalaryEnabled', 'Real-time wages'],
  ];

  it.each(gated)('%s: the flag %s switches "%s" on and off, and no other entry', async (flag, infoFlag, label) => {
    const info: ContractInfo = {
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      dailySalaryEnabled: true,
      dividendContractEnabled: true,
      salaryEnabled: true,
      hourSalaryEnabled: true,
      realTimeSalaryEnabled: true,
      [infoFlag]: false,
    };
    expect(contractFlags(info)).toEqual({ ...all, [flag]: false });
    expect(agentCenterEntries({ ...none, [flag]: true })).toHaveLength(9);

    const { unmount } = renderWithProviders(<AgentCenter flags={contractFlags(info)} />);
    const shown = await menu();
    expect(shown).not.toContain(label);
    expect(shown).toHaveLength(11);
    unmount();
    renderWithProviders(<AgentCenter flags={{ ...none, [flag]: true }} />);
    expect(await menu()).toContain(label);
  });

  it('hides daily wages when only hourly salary is on, though salary as a whole is on', async () => {
    // The sandbox's salaryEnabled is daily or hourly: with daily off, every daily-wage call is refused.
    sandbox.use({ modules: { REALTIMESALARY3: true, DAILYSALARY3: false } });
    await renderAs('agent_l2', <AgentCenterBody props={{}} close={close} />);
    const shown = await menu();
    expect(shown).toContain('Hourly wages');
    expect(shown).not.toContainEqual(expect.stringMatching(/^Daily wages/));
  });

  it('marks the entry where a contract request waits for the agent', () => {
    const info = { divtypereq: 0, dailysalreqtype: 1, contracthoursalreq: 0, realtimesalreqtype: 1 } as ContractInfo;
    expect(waitingEntries(info)).toEqual(['dailyWages', 'realTimeSalary']);
  });
});

describe('who reaches the agent center (spec §4, §6)', () => {
  it("opens for an agent, with the entries the server's flags allow", async () => {
    await renderAs('agent_l2', <AgentCenterBody props={{}} close={close} />);
    // The agent specs' merchant has every contract on (real-time salary too, `serveAgentSandbox`);
    // agent_l1's daily-wage offer waits for agent_l2, so that entry carries a badge.
    expect(await menu()).toEqual([
      'Announcement',
      'Team overview',
      'Register center',
      'Downline management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transaction details',
      'Dividend record',
      'Daily wages1A request waits for your answer',
      'Hourly wages',
      'Real-time wages',
    ]);
    expect(within(screen.getByRole('tab', { name: /^Daily wages\s*A request waits for your answer$/ })).getByText('1')).toBeInTheDocument();
  });

  it('refuses a member with the catalogued message, even when the stored session claims an agent', async () => {
    await logInToSandbox('demo_member');
    sessionStorage.setItem('isAgent', '1');
    renderWithProviders(<AgentCenterBody props={{}} close={close} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access restricted');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('refuses a trial account with the real-account message', async () => {
    await startSandboxTrial();
    renderWithProviders(<AgentCenterBody props={{}} close={close} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Access restricted|real account/);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps the centre and its open entry when a refetch after a change fails, with an alert to try again; the Try again that answers hands the focus to the centre, not to the page', async () => {
    // The file shares one sandbox: its faults must not outlive this test.
    onTestFinished(() => setSandboxFaults({}).then(() => undefined));
    await renderAs('agent_l2', <AgentCenterBody props={{}} close={close} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Downline management' }));
    await searchDownlines('agent_l42');
    const details = await openDetails('agent_l42');
    // Every agent change refetches the whole centre, the contract info too: that refetch fails.
    await setSandboxFaults({ failureRates: { [CALLS.agent.contractInfo.path]: 1 } });
    await transferToDownline(details, '100');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('tab', { name: 'Downline management' })).toHaveAttribute('aria-selected', 'true');
    expect(within(details).getByRole('status')).toHaveTextContent('Transferred.');
    await setSandboxFaults({});
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Downline management' })).toHaveAttribute('aria-selected', 'true');
    // The button pressed went with the alert: the focus is on the centre it kept, with its menu.
    await waitFor(() => expect(document.body).not.toHaveFocus());
    expect(document.activeElement).toContainElement(screen.getByRole('tablist', { name: 'Agent center' }));
  });
});
