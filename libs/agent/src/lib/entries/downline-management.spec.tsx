import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { agentApi, CALLS, CUSTOMER_TYPE, MAIN_WALLET, type Downline, setBalanceHidden } from '@wl/api-client';
import { createTestStore, logInToSandbox, renderAs, renderWithProviders } from '@wl/testing';
import { ErrorActionsContext } from '@wl/ui-kit';
import { expectNothingSent } from '@wl/testing/vitest';
import {
  answerConfirmation,
  openDetails,
  searchDownlines,
  SEEDED_PAYMENT_PASSWORD,
  serveAgentSandbox,
  transferToDownline,
} from '../../testing/agent-sandbox';
import { DownlineManagementEntry } from './downline-management';

const sandbox = serveAgentSandbox({ freshPerTest: true });

/** Level choices of the filter, as shown. */
const levelChoices = () =>
  within(screen.getByRole('combobox', { name: 'Level' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

const downline = (level: number): Downline => ({
  username: `tier${level}`,
  nickname: `Tier ${level}`,
  customerType: 1,
  level,
  uplineName: level === 1 ? 'agent_l1' : `tier${level - 1}`,
  balance: 0,
  registerTime: 0,
  lastLoginTime: null,
  depositTotal: 0,
  withdrawalTotal: 0,
});

/** Holds the downline calls `which` picks until released; the sandbox answers them then. */
function holdDownlines(which: (params: URLSearchParams) => boolean) {
  const held = { release: () => undefined as void };
  const gate = new Promise<void>((resolve) => (held.release = resolve));
  sandbox.server.use(
    http.get(`*${CALLS.agent.downlines.path}`, async ({ request }) => {
      if (which(new URL(request.url).searchParams)) await gate;
      // Nothing returned: the sandbox answers.
    }),
  );
  return held;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search username or nickname' });

describe('downline search (docs/decisions.md, agent center)', () => {
  it('asks once the typing pauses, for the name trimmed, not once per keystroke', async () => {
    await renderAs('agent_l2', <DownlineManagementEntry />);
    await screen.findByRole('row', { name: /agent_l41/ });
    const keywords = sandbox.record(new RegExp(CALLS.agent.downlines.path), (request) => new URL(request.url).searchParams.get('keyword'));
    // The name typed a key at a time, each key's value as the box gets it, one straight after the other: however slow the
    // machine, no pause passes between them (a timer runs only between tasks).
    const typed = ' agent_l42 ';
    for (let length = 1; length <= typed.length; length++) fireEvent.change(searchBox(), { target: { value: typed.slice(0, length) } });
    expect(searchBox()).toHaveValue(typed);
    // The pause after the last key: the search for the name is asked, and its answer shown.
    await waitFor(() => expect(keywords).toContain('agent_l42'));
    await waitFor(() => {
      expect(screen.getByRole('row', { name: /agent_l42/ })).toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /agent_l41/ })).not.toBeInTheDocument();
    });
    // A call per keystroke would have gone before the one for the whole name.
    expect(keywords.filter((keyword) => keyword !== null)).toEqual(['agent_l42']);
  });

  it('shows none of the last search’s downlines while a new one loads, and marks the results busy until it answers', async () => {
    const { container } = await renderAs('agent_l2', <DownlineManagementEntry />);
    await screen.findByRole('row', { name: /agent_l41/ });
    // Nothing loads before the search: what is marked busy after it is the search's.
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    const held = holdDownlines((params) => params.has('keyword'));
    await userEvent.type(searchBox(), 'agent_l42');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('row', { name: /agent_l41/ })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('row', { name: /agent_l42/ })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('keeps the pager, and the focus on the page pressed, while that page loads', async () => {
    await renderAs('agent_l1', <DownlineManagementEntry />);
    await screen.findByRole('table', { name: 'Downline management' });
    const held = holdDownlines((params) => params.get('pageNum') === '2' && !params.has('level'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Downline management' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
    held.release();
    expect(await screen.findByRole('table', { name: 'Downline management' })).toBeInTheDocument();
  });

  it('a page past a new search’s last, pressed on the last search’s pager, goes back to the new search’s last page, with its rows', async () => {
    const { container } = await renderAs('agent_l1', <DownlineManagementEntry />);
    await screen.findByRole('table', { name: 'Downline management' });
    await screen.findByRole('button', { name: 'Page 2' });
    const held = holdDownlines((params) => params.has('keyword'));
    await userEvent.type(searchBox(), 'agent_l2');
    // The search is asked: its rows load, under the last search's pager.
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Downline management' })).not.toBeInTheDocument());
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    held.release();
    expect(await screen.findByRole('row', { name: /agent_l2/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});

describe('downline management level filter', () => {
  it('offers the levels the team has, no fixed depth: agent_l2’s team is two levels deep', async () => {
    // Settled once the third level has been asked for and answered none.
    const probedThird = new Promise<void>((resolve) => {
      const answered = ({ request }: { request: Request }) => {
        if (!request.url.includes(CALLS.agent.downlines.path) || new URL(request.url).searchParams.get('level') !== '3') return;
        sandbox.server.events.removeListener('response:mocked', answered);
        resolve();
      };
      sandbox.server.events.on('response:mocked', answered);
    });
    await renderAs('agent_l2', <DownlineManagementEntry />);
    await screen.findByRole('option', { name: 'Level 2' });
    await probedThird;
    expect(levelChoices()).toEqual(['All levels', 'Level 1', 'Level 2']);
  });

  it('offers the levels the team has, no fixed depth: a team five levels deep offers five', async () => {
    // One downline at each of five levels; the unfiltered list shows only the first.
    sandbox.server.use(
      http.get(`*${CALLS.agent.downlines.path}`, ({ request }) => {
        const level = Number(new URL(request.url).searchParams.get('level') ?? 1);
        const content = level <= 5 ? [downline(level)] : [];
        return HttpResponse.json({
          success: true,
          value: { content, pageNum: 1, pageSize: 10, totalPages: 1, totalElements: content.length },
        });
      }),
    );
    await renderAs('agent_l1', <DownlineManagementEntry />);
    await screen.findByRole('option', { name: 'Level 5' }, { timeout: 10_000 });
    expect(levelChoices()).toEqual(['All levels', 'Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5']);
  });

  it('asks no deeper than the answers go: a server that ignores the level filter is not asked level after level', async () => {
    const levelsAsked: string[] = [];
    sandbox.server.use(
      http.get(`*${CALLS.agent.downlines.path}`, ({ request }) => {
        levelsAsked.push(new URL(request.url).searchParams.get('level') ?? '');
        // Every ask answers the same direct downline, whatever level it named.
        return HttpResponse.json({
          success: true,
          value: { content: [downline(1)], pageNum: 1, pageSize: 10, totalPages: 1, totalElements: 1 },
        });
      }),
    );
    await logInToSandbox('agent_l1');
    const store = createTestStore();
    renderWithProviders(<DownlineManagementEntry />, { store });
    await screen.findByRole('option', { name: 'Level 1' });
    // Level 2's ask has been answered (no level-2 downline), and the page has drawn that answer: a third ask would
    // have begun in that drawing, in the store, as the page's asks do.
    await waitFor(() =>
      expect(agentApi.endpoints.getDownlines.select({ pageNum: 1, pageSize: 1, level: 2 })(store.getState()).status).toBe('fulfilled'),
    );
    await act(async () => undefined);
    expect(levelChoices()).toEqual(['All levels', 'Level 1']);
    const levelsBegun = Object.values(store.getState().api.queries)
      .filter((query) => query?.endpointName === 'getDownlines')
      .map((query) => (query?.originalArgs as { level?: number } | undefined)?.level)
      .filter((level) => level !== undefined);
    // Level 1 before the list has come, then level 2, whose answer is no level-2 downline.
    expect(levelsBegun).toEqual([1, 2]);
    expect(levelsAsked.filter((level) => level !== '')).toEqual(['1', '2']);
  });
});

describe('the downline list (spec §6)', () => {
  it('names an agent of any tier an agent, and any other account, a trial one too, a member', async () => {
    const types = {
      tier1: CUSTOMER_TYPE.agent,
      tier2: CUSTOMER_TYPE.agentLevel2,
      tier3: CUSTOMER_TYPE.agentLevel41,
      tier4: CUSTOMER_TYPE.agentLevel42,
      tier5: CUSTOMER_TYPE.member,
      tier6: CUSTOMER_TYPE.trial,
    };
    const content = Object.values(types).map((customerType, index) => ({ ...downline(index + 1), customerType }));
    sandbox.server.use(
      http.get(`*${CALLS.agent.downlines.path}`, ({ request }) => {
        const level = new URL(request.url).searchParams.get('level');
        const rows = level ? content.filter((entry) => entry.level === Number(level)) : content;
        return HttpResponse.json({
          success: true,
          value: { content: rows, pageNum: 1, pageSize: 10, totalPages: 1, totalElements: rows.length },
        });
      }),
    );
    await renderAs('agent_l1', <DownlineManagementEntry />);
    await screen.findByRole('row', { name: /tier6/ });
    const typeOf = (username: string) => {
      const table = screen.getByRole('table');
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === 'Account type');
      return within(screen.getByRole('row', { name: new RegExp(`^${username}\\b`) })).getAllByRole('cell')[column]?.textContent;
    };
    expect(Object.keys(types).map(typeOf)).toEqual(['Agent', 'Agent', 'Agent', 'Agent', 'Member', 'Member']);
  });
});

describe('a transfer to a downline is checked by the payment password, as the transfer to the upline is', () => {
  /** agent_l2's card of agent_l42. */
  async function openAgentL42() {
    await renderAs('agent_l2', <DownlineManagementEntry />);
    await searchDownlines('agent_l42');
    return openDetails('agent_l42');
  }

  /** The downline transfers sent from here on. */
  const recordTransfers = () => sandbox.record(new RegExp(CALLS.agent.transferToDownline.path));

  it('Transfer with no amount is not disabled: it marks the amount, focuses it, and sends nothing', async () => {
    const sent = recordTransfers();
    const details = await openAgentL42();
    await userEvent.type(within(details).getByLabelText('Payment password'), SEEDED_PAYMENT_PASSWORD);
    const button = within(details).getByRole('button', { name: 'Transfer to downline' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription(/^Enter an amount\b(?! with)/);
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectNothingSent(sent);
  });

  it('Transfer with the payment password missing is not disabled: Enter marks the password, focuses it, and sends nothing', async () => {
    const sent = recordTransfers();
    const details = await openAgentL42();
    const password = within(details).getByLabelText('Payment password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(within(details).getByRole('textbox', { name: 'Amount' }), '100{Enter}');
    expect(password).toHaveAccessibleDescription('This field cannot be empty');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectNothingSent(sent);
  });

  it('Transfer with an amount of 0 is not disabled: the amount says its minimum and takes the focus, and nothing is sent', async () => {
    const sent = recordTransfers();
    const details = await openAgentL42();
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '0');
    await userEvent.type(within(details).getByLabelText('Payment password'), `${SEEDED_PAYMENT_PASSWORD}{Enter}`);
    expect(amount).toHaveAccessibleDescription(/^The minimum is ¥0\.01/);
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectNothingSent(sent);
  });

  it('a transfer that goes through after a refused submit leaves its emptied fields unmarked', async () => {
    const details = await openAgentL42();
    await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    const password = within(details).getByLabelText('Payment password');
    // Nothing typed: both are marked, and the first takes the focus.
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    await transferToDownline(details, '100');
    expect(await within(details).findByRole('status')).toHaveTextContent('Transferred. agent_l42 now has');
    expect(amount).toHaveValue('');
    expect(password).toHaveValue('');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('a wrong payment password is said as such, and emptied, its field taking the focus, not said missing; the amount stays', async () => {
    const details = await openAgentL42();
    await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
    await transferToDownline(details, '100', '135790');
    expect(await within(details).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    const password = within(details).getByLabelText('Payment password');
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(within(details).queryByRole('status')).not.toBeInTheDocument();
    // The amount stays: only the password is typed again.
    expect(within(details).getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
  });

  it('five wrong payment passwords in a row are refused as too many requests, to try again after 5 minutes (spec §8)', async () => {
    const details = await openAgentL42();
    await transferToDownline(details, '100', '135790');
    for (let tries = 2; tries <= 5; tries++) {
      // The amount stays after a refused password: only the password is typed again.
      expect(await within(details).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
      await userEvent.type(within(details).getByLabelText('Payment password'), '135790');
      await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
      await answerConfirmation('Confirm', 'Transfer to downline');
    }
    await waitFor(() =>
      expect(within(details).getByRole('alert')).toHaveTextContent('Too many requests. Please try again after 5 minutes.'),
    );
    expect(within(details).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what the agent’s main wallet holds, and an amount above it at the field, sending nothing: agent_l2 holds ¥15,400.00', async () => {
    const sent = recordTransfers();
    const details = await openAgentL42();
    expect(await within(details).findByText('Main wallet: ¥15,400.00')).toBeInTheDocument();
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '20000');
    await userEvent.type(within(details).getByLabelText('Payment password'), `${SEEDED_PAYMENT_PASSWORD}{Enter}`);
    expect(amount).toHaveAccessibleDescription(/^The maximum is ¥15,400\.00/);
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectNothingSent(sent);
  });

  it('says the balance could not be fetched when its call fails, and leaves the amount to the server’s check', async () => {
    sandbox.server.use(http.get(`*${CALLS.wallet.balance.path}`, () => HttpResponse.error()));
    const details = await openAgentL42();
    expect(await within(details).findByText('Main wallet: Balance unavailable')).toBeInTheDocument();
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '20000');
    await userEvent.type(within(details).getByLabelText('Payment password'), `${SEEDED_PAYMENT_PASSWORD}{Enter}`);
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alertdialog', { name: 'Transfer to downline' })).toBeInTheDocument();
  });

  it('a hidden balance stays asterisks here too: an amount above it is said too much, naming no figure, and is not sent', async () => {
    setBalanceHidden(true);
    onTestFinished(() => setBalanceHidden(false));
    const sent = recordTransfers();
    const details = await openAgentL42();
    expect(await within(details).findByText('Main wallet: ****')).toBeInTheDocument();
    const amount = within(details).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '20000');
    await userEvent.type(within(details).getByLabelText('Payment password'), `${SEEDED_PAYMENT_PASSWORD}{Enter}`);
    expect(amount).toHaveAccessibleDescription(/^The amount is more than this wallet holds\./);
    expect(details).not.toHaveTextContent('15,400');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectNothingSent(sent);
  });

  it('an amount above a balance spent since it was read is refused as a quota not sufficient (spec §8), with customer service beside it, not said done', async () => {
    // The form read 50,000 in the main wallet; agent_l2 holds ¥15,400.00.
    sandbox.server.use(
      http.get(`*${CALLS.wallet.balance.path}`, () =>
        HttpResponse.json({
          success: true,
          value: { sumBalance: 50000, currencySymbol: '¥', balance: [{ accountTypeId: MAIN_WALLET, availBalance: 50000 }] },
        }),
      ),
    );
    const contactSupport = vi.fn();
    await renderAs(
      'agent_l2',
      <ErrorActionsContext.Provider value={{ contactSupport }}>
        <DownlineManagementEntry />
      </ErrorActionsContext.Provider>,
    );
    await searchDownlines('agent_l42');
    const details = await openDetails('agent_l42');
    await within(details).findByText('Main wallet: ¥50,000.00');
    await transferToDownline(details, '20000');
    expect(await within(details).findByRole('alert')).toHaveTextContent('Your quota is not sufficient.');
    await userEvent.click(within(details).getByRole('button', { name: 'Contact customer service' }));
    expect(contactSupport).toHaveBeenCalledOnce();
    expect(within(details).queryByRole('status')).not.toBeInTheDocument();
  });

  it('an agent with no payment password is told to set one, in place of a form every transfer of would be refused', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.member.profile.path}`, () =>
        HttpResponse.json({ success: true, value: { values: {}, editable: [], hasPaymentPassword: false, language: 'EN' } }),
      ),
    );
    const details = await openAgentL42();
    expect(await within(details).findByText(/Transfers to a downline need a payment password: set one first/)).toBeInTheDocument();
    expect(within(details).queryByRole('form', { name: 'Transfer to downline' })).not.toBeInTheDocument();
  });
});
