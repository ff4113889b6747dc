import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderAs, setSandboxFaults } from '@wl/testing';
import {
  answerConfirmation,
  openDetails,
  SEEDED_PAYMENT_PASSWORD,
  searchDownlines,
  serveAgentSandbox,
  transferToDownline,
  walletInDong,
} from '../../testing/agent-sandbox';
import { AgentCenter } from '../center/agent-center';
import { AnnouncementEntry } from './announcement';
import { DownlineManagementEntry } from './downline-management';
import { RegisterCenterEntry } from './register-center';
import { TeamOverviewEntry } from './team-overview';

const sandbox = serveAgentSandbox({ freshPerTest: true });

const all = { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true };

/** agent_l2's team searched down to agent_l41 and agent_l42. */
async function openTeam() {
  await renderAs('agent_l2', <DownlineManagementEntry />);
  await searchDownlines('agent_l4');
}

/** The register center's form (a new one after each account it creates). */
const createForm = () => screen.getByRole('form', { name: 'Create a downline account' });

/** Types a new downline's username and password into the register center's form, without sending it. */
async function fillNewDownline(form: HTMLElement, username: string) {
  await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(form).getByLabelText('Password'), 'Secret#99');
  await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret#99');
}

describe('agent center entries', () => {
  it("agent_l42, with no team and no contracts, sees each entry's empty state", async () => {
    await renderAs('agent_l42', <AgentCenter flags={all} />);
    const empty: Array<[string, string]> = [
      ['Announcement', 'No agent announcements yet.'],
      ['Team overview', 'Your team has no members yet. Invite players from the register center.'],
      ['Downline management', 'No downlines found.'],
      ['Team betting', 'No team bets in this period.'],
      ['User profit and loss', 'No profit or loss in this period.'],
      ['My income', 'No income in this period.'],
      ['Downline transaction details', 'No downline transactions in this period.'],
      ['Dividend record', 'No contracts or records of this kind yet.'],
      ['Daily wages', 'No contracts or records of this kind yet.'],
      ['Hourly wages', 'No contracts or records of this kind yet.'],
      ['Real-time wages', 'No contracts or records of this kind yet.'],
    ];
    for (const [entry, message] of empty) {
      await userEvent.click(await screen.findByRole('tab', { name: entry }));
      expect(await within(screen.getByRole('tabpanel', { name: entry })).findByText(message)).toBeInTheDocument();
    }
    // The register center holds a form, not records: it has nothing to be empty of.
    await userEvent.click(screen.getByRole('tab', { name: 'Register center' }));
    expect(await screen.findByRole('form', { name: 'Create a downline account' })).toBeInTheDocument();
  }, 60_000);

  it('shows agent notices as sanitised operator HTML', async () => {
    await renderAs('agent_l1', <AnnouncementEntry />);
    await userEvent.click(await screen.findByRole('button', { name: /Invite links with QR codes/ }));
    const notice = await screen.findByRole('article', { name: 'Invite links with QR codes' });
    expect(await within(notice).findByText(/Share your invite QR code/)).toBeInTheDocument();
    expect(notice.querySelector('script')).toBeNull();
  });

  it('shows the team over the chosen period', async () => {
    await renderAs('agent_l1', <TeamOverviewEntry />);
    const members = await screen.findByText('Members');
    expect(members.nextElementSibling).toHaveTextContent('20');
  });

  it('searches downlines by name and level, opens one and transfers money to it after a confirmation', async () => {
    await renderAs('agent_l2', <DownlineManagementEntry />);
    // A level is offered once the team is found to reach it.
    await screen.findByRole('option', { name: 'Level 2' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '2');
    expect(await screen.findByRole('row', { name: /l41_member01/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /agent_l41/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '');
    await searchDownlines('agent_l42');
    const details = await openDetails('agent_l42');
    await userEvent.type(within(details).getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(within(details).getByLabelText('Payment password'), SEEDED_PAYMENT_PASSWORD);
    await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Transfer to downline' });
    expect(dialog).toHaveTextContent('agent_l42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(details).getByRole('status')).toHaveTextContent('Transferred. agent_l42 now has ¥3,200.00.'));
  });

  it("creates a downline by the server's register rules and shows the invite link with its QR code", async () => {
    await renderAs('agent_l1', <RegisterCenterEntry />);
    expect(await screen.findByText(/\/register\?affiliateCode=AGT1001$/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create a downline account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), '1x');
    await userEvent.tab();
    expect(await within(form).findByText(/letter/i)).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Username' }));
    await fillNewDownline(form, 'newteam01');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    // A created account starts the form afresh.
    await waitFor(() => expect(within(createForm()).getByRole('status')).toHaveTextContent('Account newteam01 created in your team.'));
  });

  it('retries a downline transfer whose answer was lost with the same key: the money moves once', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.agent.transferToDownline.path] } });
    await openTeam();
    const details = await openDetails('agent_l42');
    await transferToDownline(details, '100');
    expect(await within(details).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
    await answerConfirmation('Confirm', 'Transfer to downline');
    await waitFor(() => expect(within(details).getByRole('status')).toHaveTextContent('Transferred. agent_l42 now has ¥3,200.00.'));
  });

  it('a transfer whose answer was lost, typed again without its trailing zero, is the same transfer: the money moves once', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.agent.transferToDownline.path] } });
    await openTeam();
    const details = await openDetails('agent_l42');
    await transferToDownline(details, '100.50');
    expect(await within(details).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100.5');
    await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
    await answerConfirmation('Confirm', 'Transfer to downline');
    await waitFor(() => expect(within(details).getByRole('status')).toHaveTextContent('Transferred. agent_l42 now has ¥3,200.50.'));
  });

  it("opens each downline's card afresh: another downline's transfer result and typed amount do not carry over", async () => {
    await openTeam();
    const first = await openDetails('agent_l42');
    await transferToDownline(first, '100');
    await waitFor(() => expect(within(first).getByRole('status')).toHaveTextContent('agent_l42 now has'));
    await userEvent.type(within(first).getByRole('textbox', { name: 'Amount' }), '50');
    const second = await openDetails('agent_l41');
    expect(within(second).queryByRole('status')).not.toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it("moves the focus to a downline's card when it opens, and back to the row's details button when it closes", async () => {
    await openTeam();
    const details = await openDetails('agent_l42');
    expect(within(details).getByRole('heading', { name: 'Details of agent_l42' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(details).getByRole('button', { name: 'Close details' }));
    expect(screen.getByRole('button', { name: 'Details of agent_l42' })).toHaveFocus();
  });

  it("brings the row's details button into view once the card above the table has gone, not before (the rows move up)", async () => {
    await openTeam();
    const details = await openDetails('agent_l42');
    // jsdom lays nothing out: what is asked is where the scroll happens, and whether the card was still there.
    const cardShown: boolean[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      if (this.matches('button')) cardShown.push(details.isConnected);
    });
    try {
      await userEvent.click(within(details).getByRole('button', { name: 'Close details' }));
      expect(cardShown).toEqual([false]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('says by a status that a search found no downline, where the rows were (a filter that empties the table is heard)', async () => {
    await openTeam();
    const search = screen.getByRole('searchbox', { name: 'Search username or nickname' });
    await userEvent.type(search, 'zzz-nobody');
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === 'No downlines found.')).toBe(true));
  });

  it("keeps a downline's card and its typed amount when a search hides its row", async () => {
    await openTeam();
    const details = await openDetails('agent_l42');
    await userEvent.type(within(details).getByRole('textbox', { name: 'Amount' }), '50');
    const search = screen.getByRole('searchbox', { name: 'Search username or nickname' });
    await userEvent.clear(search);
    await userEvent.type(search, 'l2_member');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Details of agent_l42' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Details of agent_l42' })).toBe(details);
    expect(within(details).getByRole('textbox', { name: 'Amount' })).toHaveValue('50.00');
    // Its row is gone: closing the card gives the focus to the page's title.
    await userEvent.click(within(details).getByRole('button', { name: 'Close details' }));
    expect(screen.getByRole('heading', { name: 'Downline management' })).toHaveFocus();
  });

  it('moves the focus to the transfer result once a transfer lands and empties the form', async () => {
    await openTeam();
    const details = await openDetails('agent_l42');
    await transferToDownline(details, '100');
    expect(await within(details).findByRole('status')).toHaveFocus();
  });

  it('a later transfer cancelled leaves the focus on its button, not on the earlier transfer’s result', async () => {
    await openTeam();
    const details = await openDetails('agent_l42');
    await transferToDownline(details, '100');
    expect(await within(details).findByRole('status')).toHaveFocus();
    await userEvent.type(within(details).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.type(within(details).getByLabelText('Payment password'), SEEDED_PAYMENT_PASSWORD);
    const button = within(details).getByRole('button', { name: 'Transfer to downline' });
    await userEvent.click(button);
    await answerConfirmation('Cancel', 'Transfer to downline');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("shows the team's amounts and the transfer amount in the wallet's own currency (₫, no decimals)", async () => {
    sandbox.server.use(walletInDong());
    await openTeam();
    expect(await within(screen.getByRole('row', { name: /agent_l42/ })).findByRole('cell', { name: '₫3,100' })).toBeInTheDocument();
    const details = await openDetails('agent_l42');
    expect(within(details).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('₫');
  });

  it("shows the team overview's money in the wallet's own currency (₫, no decimals)", async () => {
    sandbox.server.use(walletInDong());
    await renderAs('agent_l1', <TeamOverviewEntry />);
    const balance = await screen.findByText('Team balance');
    await waitFor(() => expect(balance.nextElementSibling?.textContent).toMatch(/^₫[\d,]+$/));
  });

  it('says when the register rules could not load, and creates accounts once they load again', async () => {
    sandbox.use({ faults: { failureRates: { [CALLS.system.registerSettings.path]: 1 } } });
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    const failure = await within(form).findByRole('alert');
    expect(within(form).getByRole('button', { name: 'Create account' })).toBeDisabled();
    await setSandboxFaults({});
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Create account' })).toBeEnabled());
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});
