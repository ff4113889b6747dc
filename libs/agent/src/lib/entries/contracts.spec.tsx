import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, type Contract, type ContractView, type Downline } from '@wl/api-client';
import { renderAs, setSandboxFaults } from '@wl/testing';
import { expectNothingSent } from '@wl/testing/vitest';
import { answerConfirmation, serveAgentSandbox, walletInDong } from '../../testing/agent-sandbox';
import { ContractEntry, undercutBy } from './contracts';

// Each test starts from the seeded contracts.
const sandbox = serveAgentSandbox({ freshPerTest: true });

const contract = (over: Partial<Contract>): Contract => ({
  contractId: 1,
  kind: 'DAILY',
  status: 'ACTIVE',
  uplineName: 'a',
  downlineName: 'b',
  rate: 1,
  activeMembers: 5,
  validBetPeriod: 'DAILY',
  profitLossPeriod: 'DAILY',
  betAmount: 100,
  createTime: 0,
  ...over,
});

/** agent_l2's hourly contracts, the offer to agent_l42 filled in (a bet amount of 1000 an hour) but not sent. */
async function fillOffer({ rate, members }: { rate: string; members: string }) {
  await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
  const form = await screen.findByRole('form', { name: 'Offer a new contract' });
  await within(form).findByRole('option', { name: 'agent_l42' });
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Downline' }), 'agent_l42');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), rate);
  await userEvent.type(within(form).getByRole('textbox', { name: 'Active members' }), members);
  await userEvent.type(within(form).getByRole('textbox', { name: 'Bet amount per hour' }), '1000');
  return form;
}

/** Each term a dialog lists (its `dt`) with its value (the `dd` after it). */
const termsIn = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('contracts (spec §3, §4)', () => {
  it('finds the downline contracts an accepted rate would end: active, same kind, higher rate', () => {
    const offer = contract({ rate: 0.8, status: 'PENDING' });
    const higher = contract({ contractId: 2, rate: 1 });
    expect(
      undercutBy(offer, [
        higher,
        contract({ contractId: 3, rate: 0.8 }),
        contract({ contractId: 4, rate: 2, status: 'TERMINATED' }),
        contract({ contractId: 5, rate: 2, kind: 'HOURLY' }),
      ]),
    ).toEqual([higher]);
  });

  it("finds the agent's own offers still waiting above an accepted rate, which accepting withdraws", () => {
    const offer = contract({ rate: 0.8, status: 'PENDING' });
    const waitingAbove = contract({ contractId: 2, rate: 1, status: 'PENDING' });
    expect(undercutBy(offer, [waitingAbove, contract({ contractId: 3, rate: 0.5, status: 'PENDING' })])).toEqual([waitingAbove]);
  });

  it('finds the downline contracts an accepted real-time offer would end: above it in any of its rates, not only in `rate`', () => {
    const offer = contract({ kind: 'REALTIME', status: 'PENDING', rate: 0.5, profitRate: 0.5, lossRate: 0.25 });
    const lossAbove = contract({ contractId: 2, kind: 'REALTIME', rate: 0.4, profitRate: 0.4, lossRate: 0.3 });
    const profitAbove = contract({ contractId: 3, kind: 'REALTIME', rate: 0.4, profitRate: 0.6, lossRate: 0.2 });
    const below = contract({ contractId: 4, kind: 'REALTIME', rate: 0.4, profitRate: 0.4, lossRate: 0.2 });
    expect(undercutBy(offer, [lossAbove, profitAbove, below])).toEqual([lossAbove, profitAbove]);
  });

  it("warns before accepting a rate below a downline's, and the downline's contract ends on accepting", async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    expect(await screen.findByText('agent_l1 offers you this contract. Accept or reject it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const warning = screen.getByRole('alertdialog', { name: 'Accept' });
    expect(warning).toHaveTextContent('Accept this contract at a rate of 0.8%?');
    expect(warning).toHaveTextContent('the contract of agent_l41 (Rate 1%, above your 0.8%) will end when you accept');
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your contract with agent_l1 is active.')).toBeInTheDocument();
    const withDownlines = screen.getByRole('table', { name: 'Contracts with my downlines' });
    const row = within(withDownlines).getByRole('row', { name: /agent_l41/ });
    expect(row).toHaveTextContent('Ended');
  });

  it('cancelling a confirmation changes nothing', async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    // The daily contract's changes: its call with any action but a VIEW.
    const changes = sandbox.record(new RegExp(`${CALLS.agent.dailySalary.path}\\?(?:.*&)?action=(?!VIEW\\b)`));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await answerConfirmation('Cancel');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectNothingSent(changes);
    expect(screen.getByText('agent_l1 offers you this contract. Accept or reject it.')).toBeInTheDocument();
  });

  it('rejects an offer after a confirmation', async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject' });
    expect(dialog).toHaveTextContent('Reject this contract at a rate of 0.8%?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have no contract of this kind.')).toBeInTheDocument();
  });

  it('offers a contract to a direct downline after a confirmation', async () => {
    const form = await fillOffer({ rate: '0.2', members: '3' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Offer a new contract' });
    expect(dialog).toHaveTextContent('Offer agent_l42 a contract at a rate of 0.2%?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const row = await within(await screen.findByRole('table', { name: 'Contracts with my downlines' })).findByRole('row', {
      name: /agent_l42/,
    });
    expect(row).toHaveTextContent('Waiting for an answer');
  });

  it('shows every term of the offer in its confirmation, so the agent confirms what is sent (spec §3)', async () => {
    const form = await fillOffer({ rate: '0.2', members: '3' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Valid bet period' }), 'WEEKLY');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Profit and loss period' }), 'MONTHLY');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Offer a new contract' });
    expect(termsIn(dialog)).toEqual({
      Rate: '0.2%',
      'Active members': '3',
      'Valid bet period': 'Weekly',
      'Profit and loss period': 'Monthly',
      'Bet amount per hour': expect.stringContaining('1,000'),
    });
  });

  it("shows a real-time offer's profit rate, loss rate and single bet amount in its confirmation (spec §3)", async () => {
    await renderAs('agent_l1', <ContractEntry kind="REALTIME" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await within(form).findByRole('option', { name: 'agent_l2' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Downline' }), 'agent_l2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '0.2');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Active members' }), '3');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Bet amount per day' }), '1000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Profit rate' }), '0.4');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Loss rate' }), '0.15');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Single bet amount' }), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Offer a new contract' });
    expect(termsIn(dialog)).toMatchObject({
      Rate: '0.2%',
      'Profit rate': '0.4%',
      'Loss rate': '0.15%',
      'Single bet amount': expect.stringContaining('50'),
    });
  });

  it('starts the offer form afresh once an offer is sent', async () => {
    const form = await fillOffer({ rate: '0.2', members: '3' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Valid bet period' }), 'WEEKLY');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await answerConfirmation('Confirm', 'Offer a new contract');
    await within(await screen.findByRole('table', { name: 'Contracts with my downlines' })).findByRole('row', { name: /agent_l42/ });
    expect(within(form).getByRole('combobox', { name: 'Downline' })).toHaveValue('');
    for (const name of ['Rate (%)', 'Active members']) expect(within(form).getByRole('textbox', { name })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Bet amount per hour' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Valid bet period' })).toHaveValue('DAILY');
  });

  it('does not offer a downline a second contract of a kind while its first waits for an answer, and says why', async () => {
    const form = await fillOffer({ rate: '0.2', members: '3' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await answerConfirmation('Confirm', 'Offer a new contract');
    const waiting = await within(form).findByRole('option', { name: 'agent_l42 (an offer waits for an answer)' });
    expect(waiting).toBeDisabled();
    expect(within(form).getByRole('option', { name: 'agent_l41' })).toBeEnabled();
  });

  it("caps an offer's rate at the agent's own contract in force, which a downline may not exceed, and says so by the field (spec §4)", async () => {
    // agent_l2's own hourly contract with agent_l1 is at 0.3%: above it, nothing is sent (the server would refuse it too).
    const form = await fillOffer({ rate: '5', members: '3' });
    const rate = within(form).getByRole('textbox', { name: 'Rate (%)' });
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Enter at most 0.3%, the rate of your own contract');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("names a rate's limit in the site's language and number format, not the browser's", async () => {
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />, { language: 'PT' });
    // The offer form knows the agent's own contract once the page shows it.
    await screen.findByText(/agent_l1/);
    const form = screen.getByRole('form', { name: 'Oferecer novo contrato' });
    const rate = within(form).getByRole('textbox', { name: 'Taxa (%)' });
    await userEvent.type(rate, '0,5');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Digite no máximo 0,3%, a taxa do seu próprio contrato');
  });

  it('reads a rate and a head count as the reader writes numbers: "0,25" in Portuguese is sent as 0.25', async () => {
    const sent: unknown[] = [];
    sandbox.server.use(
      http.post(`*${CALLS.agent.hourlySalary.path}`, async ({ request }) => {
        sent.push(await request.clone().json());
        // Nothing answered here: the sandbox answers.
        return undefined;
      }),
    );
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />, { language: 'PT' });
    const form = await screen.findByRole('form', { name: 'Oferecer novo contrato' });
    await within(form).findByRole('option', { name: 'agent_l42' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Subordinado' }), 'agent_l42');
    const rate = within(form).getByRole('textbox', { name: 'Taxa (%)' });
    const members = within(form).getByRole('textbox', { name: 'Membros ativos' });
    expect(rate).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(rate, '0,25');
    await userEvent.type(members, '3');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Valor apostado por hora' }), '1000');
    expect(rate).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar oferta' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Oferecer novo contrato' });
    expect(dialog).toHaveTextContent('0,25%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent).toContainEqual(expect.objectContaining({ action: 'REQUEST', rate: 0.25, activeMembers: 3 })));
  });

  it('says by its field that a rate or head count that reads as no number is not valid, not that it is empty, and sends nothing', async () => {
    const form = await fillOffer({ rate: '0.2.5', members: 'three' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    const rate = within(form).getByRole('textbox', { name: 'Rate (%)' });
    const members = within(form).getByRole('textbox', { name: 'Active members' });
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Enter a number, such as 0.5');
    expect(members).toHaveAttribute('aria-invalid', 'true');
    expect(members).toHaveAccessibleDescription('Enter a whole number');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('caps a real-time offer’s profit and loss rates at 100% without a contract of the agent’s own, and takes no negative number', async () => {
    await renderAs('agent_l1', <ContractEntry kind="REALTIME" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Profit rate' }), '150');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Loss rate' }), '-1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Single bet amount' }), '-5');
    await userEvent.tab();
    expect(within(form).getByRole('textbox', { name: 'Profit rate' })).toHaveAccessibleDescription('Enter at most 100%');
    expect(within(form).getByRole('textbox', { name: 'Loss rate' })).toHaveAccessibleDescription('Enter 0% or more');
    // A negative is no amount the field reads: it asks for one.
    expect(within(form).getByRole('textbox', { name: 'Single bet amount' })).toHaveAccessibleDescription('Enter an amount ¥');
  });

  it('says by each field that it is empty once an offer is sent without it, and sends nothing', async () => {
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await within(form).findByRole('option', { name: 'agent_l42' });
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByRole('combobox', { name: 'Downline' })).toHaveAccessibleDescription('This field cannot be empty');
    for (const field of [
      within(form).getByRole('textbox', { name: 'Rate (%)' }),
      within(form).getByRole('textbox', { name: 'Active members' }),
      within(form).getByRole('textbox', { name: 'Bet amount per hour' }),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This field cannot be empty'));
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves the focus to the first field to fix when an offer is refused before it is sent, as every form does', async () => {
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await within(form).findByRole('option', { name: 'agent_l42' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Downline' }), 'agent_l42');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).toHaveFocus();
  });

  it('offers contracts to agent downlines only: a member never opens the agent center to answer one (spec §6)', async () => {
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await within(form).findByRole('option', { name: 'agent_l42' });
    const names = within(within(form).getByRole('combobox', { name: 'Downline' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Choose a downline', 'agent_l41', 'agent_l42']);
  });

  it('finds a direct agent downline by name when the team has more direct downlines than one list holds', async () => {
    const downline = (username: string, customerType: number): Downline => ({
      username,
      nickname: username,
      customerType,
      level: 1,
      uplineName: 'agent_l2',
      balance: 0,
      registerTime: 0,
      lastLoginTime: null,
      depositTotal: 0,
      withdrawalTotal: 0,
    });
    const asked: string[] = [];
    sandbox.server.use(
      http.get(`*${CALLS.agent.downlines.path}`, ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        asked.push(keyword);
        // Two hundred members fill the first page; the one agent is on a later one, or found by its name.
        const content = keyword ? [downline('agent_far', 41)] : Array.from({ length: 200 }, (_, i) => downline(`member_${i}`, 0));
        const totalPages = keyword ? 1 : 2;
        return HttpResponse.json({
          success: true,
          value: { content, pageNum: 1, pageSize: 200, totalPages, totalElements: keyword ? 1 : 201 },
        });
      }),
    );
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await userEvent.type(await within(form).findByRole('searchbox', { name: 'Search username or nickname' }), 'far');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Downline' }),
      await within(form).findByRole('option', { name: 'agent_far' }),
    );
    // One ask for the name once the typing paused, not one per letter.
    expect(asked.filter(Boolean)).toEqual(['far']);
  });

  it('has no offer form for an agent whose direct downlines are all members', async () => {
    await renderAs('agent_l41', <ContractEntry kind="DAILY" />);
    expect(await screen.findByText('Your contract with agent_l2 is active.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Offer a new contract' })).not.toBeInTheDocument());
  });

  it('names the downline whose contract a termination ends, in its confirmation', async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate the contract with agent_l41' }));
    expect(screen.getByRole('alertdialog', { name: 'Terminate' })).toHaveTextContent(
      'Terminate the contract with agent_l41 at a rate of 1%? It ends at once.',
    );
  });

  it('terminates an active contract after a confirmation', async () => {
    await renderAs('agent_l41', <ContractEntry kind="DAILY" />);
    expect(await screen.findByText('Your contract with agent_l2 is active.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Terminate' });
    expect(dialog).toHaveTextContent('It ends at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have no contract of this kind.')).toBeInTheDocument();
  });

  it('says real-time salary is settled every 5 minutes (spec §9)', async () => {
    await renderAs('agent_l1', <ContractEntry kind="REALTIME" />);
    expect(await screen.findByText('Real-time wages are settled every 5 minutes.')).toBeInTheDocument();
  });

  it('names each contract an accepted rate would end with its own rate', async () => {
    const view: ContractView = {
      mine: contract({ contractId: 1, status: 'PENDING', uplineName: 'agent_l1', downlineName: 'agent_l2', rate: 0.8 }),
      inForce: null,
      downlines: [
        contract({ contractId: 2, uplineName: 'agent_l2', downlineName: 'agent_l41', rate: 1 }),
        contract({ contractId: 3, uplineName: 'agent_l2', downlineName: 'agent_l42', rate: 2 }),
      ],
      records: [],
    };
    sandbox.server.use(http.get(`*${CALLS.agent.dailySalary.path}`, () => HttpResponse.json({ success: true, value: view })));
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alertdialog', { name: 'Accept' })).toHaveTextContent(
      'the contract of agent_l41 (Rate 1%, above your 0.8%) and agent_l42 (Rate 2%, above your 0.8%) will end when you accept',
    );
  });

  /** agent_l1 offers agent_l2 a real-time contract at 0.5 / 0.5 / 0.25 %, over agent_l2's own `downlines`. */
  async function offeredRealTimeOver(downlines: Array<Partial<Contract>>, language?: 'PT') {
    const realTime = (over: Partial<Contract>) => contract({ kind: 'REALTIME', uplineName: 'agent_l2', ...over });
    const view: ContractView = {
      mine: realTime({
        contractId: 1,
        status: 'PENDING',
        uplineName: 'agent_l1',
        downlineName: 'agent_l2',
        rate: 0.5,
        profitRate: 0.5,
        lossRate: 0.25,
      }),
      inForce: null,
      downlines: downlines.map((over, i) => realTime({ contractId: i + 2, ...over })),
      records: [],
    };
    sandbox.server.use(http.post(`*${CALLS.agent.realTimeSalary.path}`, () => HttpResponse.json({ success: true, value: view })));
    await renderAs('agent_l2', <ContractEntry kind="REALTIME" />, language ? { language } : undefined);
  }

  it("the accept warning names the rate that ends each downline's contract, not only `rate`", async () => {
    await offeredRealTimeOver([
      // Its `rate` is below the new one: its loss rate alone ends it.
      { downlineName: 'agent_l41', rate: 0.4, profitRate: 0.4, lossRate: 0.3 },
      { downlineName: 'agent_l42', rate: 0.4, profitRate: 0.6, lossRate: 0.3, status: 'PENDING' },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alertdialog', { name: 'Accept' })).toHaveTextContent(
      "Some of these terms are below your downline's: the contract of agent_l41 (Loss rate 0.3%, above your 0.25%) and agent_l42 (Profit rate 0.6%, above your 0.5% and Loss rate 0.3%, above your 0.25%, offer not yet answered) will end when you accept",
    );
  });

  it("names the rate that ends a downline's contract in the reader's language", async () => {
    await offeredRealTimeOver([{ downlineName: 'agent_l41', rate: 0.4, profitRate: 0.4, lossRate: 0.3 }], 'PT');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect(screen.getByRole('alertdialog', { name: 'Aceitar' })).toHaveTextContent(
      'o contrato de agent_l41 (Taxa de perda 0,3%, acima do seu 0,25%) será encerrado',
    );
  });

  it('shows the contract in force beside a new offer waiting for the agent: the one still applies until the other is accepted', async () => {
    const view: ContractView = {
      mine: contract({ contractId: 2, kind: 'HOURLY', status: 'PENDING', uplineName: 'agent_l1', downlineName: 'agent_l2', rate: 0.25 }),
      inForce: contract({ contractId: 1, kind: 'HOURLY', uplineName: 'agent_l1', downlineName: 'agent_l2', rate: 0.3 }),
      downlines: [],
      records: [],
    };
    // The hourly relay is a POST (spec §7), reading and changing alike.
    sandbox.server.use(http.post(`*${CALLS.agent.hourlySalary.path}`, () => HttpResponse.json({ success: true, value: view })));
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const mine = within(await screen.findByRole('region', { name: 'My contract' }));
    expect(mine.getByText('Your contract with agent_l1 is active.')).toBeInTheDocument();
    expect(mine.getByText('agent_l1 offers you this contract. Accept or reject it.')).toBeInTheDocument();
    expect(mine.getByText('0.3%')).toBeInTheDocument();
    expect(mine.getByText('0.25%')).toBeInTheDocument();
    for (const name of ['Accept', 'Reject', 'Terminate']) expect(mine.getByRole('button', { name })).toBeInTheDocument();
    // Terminating the one in force ends the agent's own contract, not a downline's.
    await userEvent.click(mine.getByRole('button', { name: 'Terminate' }));
    expect(screen.getByRole('alertdialog', { name: 'Terminate' })).toHaveTextContent(
      'Terminate this contract at a rate of 0.3%? It ends at once.',
    );
    await answerConfirmation('Cancel');
    // An offer to a downline is still capped by the contract in force.
    const form = screen.getByRole('form', { name: 'Offer a new contract' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '0.4');
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      'Enter at most 0.3%, the rate of your own contract',
    );
  });

  it('shows a paid record’s period as its day in the shared yyyy-MM-dd pattern, as the income report and other screens write days', async () => {
    await renderAs('agent_l41', <ContractEntry kind="DAILY" />);
    const records = await screen.findByRole('table', { name: 'Paid records' });
    const [, first] = within(records).getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says a refused offer the error catalogue does not name by the catalogue's unknown error, never by the server's own words", async () => {
    const form = await fillOffer({ rate: '0.2', members: '3' });
    // The contract's view and its actions share one call: only the offer, the next one, is refused.
    sandbox.server.use(
      http.post(
        `*${CALLS.agent.hourlySalary.path}`,
        () => HttpResponse.json({ success: false, code: 'contract.frozen', message: 'Contracts are frozen until the month closes' }),
        { once: true },
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await answerConfirmation('Confirm', 'Offer a new contract');
    // Said in the offer's own card, where the agent sent it.
    const offerCard = screen.getByRole('region', { name: 'Offer a new contract' });
    const failure = await within(offerCard).findByRole('alert');
    expect(failure).toHaveTextContent('Unknown error');
    // The server's words are English whatever the language, and may be internal (docs/errors.md): only an SMS send shows them.
    expect(screen.queryByText(/Contracts are frozen/)).not.toBeInTheDocument();
    // A refused offer keeps what the agent typed, to correct it.
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('0.2');
  });

  it('takes a rate with at most 2 decimals, as rates are shown, says so by its field, and sends nothing finer', async () => {
    const form = await fillOffer({ rate: '0.125', members: '3' });
    const rate = within(form).getByRole('textbox', { name: 'Rate (%)' });
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Enter at most 2 decimal places');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    // Confirmed as 0.13% but sent as 0.125: no confirmation is asked.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.12');
    expect(rate).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alertdialog', { name: 'Offer a new contract' })).toHaveTextContent('a contract at a rate of 0.12%?');
  });

  it('takes a real-time offer’s profit and loss rates with at most 2 decimals too', async () => {
    await renderAs('agent_l1', <ContractEntry kind="REALTIME" />);
    const form = await screen.findByRole('form', { name: 'Offer a new contract' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Profit rate' }), '0.0049');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Loss rate' }), '0.25');
    expect(within(form).getByRole('textbox', { name: 'Profit rate' })).toHaveAccessibleDescription('Enter at most 2 decimal places');
    expect(within(form).getByRole('textbox', { name: 'Loss rate' })).not.toHaveAttribute('aria-invalid');
  });

  it('says an offer is sent by a status in its card, and moves the focus there', async () => {
    const form = await fillOffer({ rate: '0.2', members: '3' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await answerConfirmation('Confirm', 'Offer a new contract');
    const note = await within(screen.getByRole('region', { name: 'Offer a new contract' })).findByRole('status');
    expect(note).toHaveTextContent('Offer sent to agent_l42.');
    // The form it was sent from starts afresh: the focus is on what the send did, not left on the emptied form.
    await waitFor(() => expect(note).toHaveFocus());
  });

  it('takes active members as a whole number only, and says so', async () => {
    const form = await fillOffer({ rate: '0.2', members: '2.5' });
    const members = within(form).getByRole('textbox', { name: 'Active members' });
    expect(members).toHaveAttribute('inputmode', 'numeric');
    expect(members).toHaveAccessibleDescription('Enter a whole number');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves the focus to the contract’s heading once accepting has removed the buttons', async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await answerConfirmation('Confirm', 'Accept');
    expect(await screen.findByText('Your contract with agent_l1 is active.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'My contract' })).toContainElement(document.activeElement as HTMLElement),
    );
  });

  it("moves the focus to the downline contracts' heading once terminating one has removed its button", async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate the contract with agent_l41' }));
    await answerConfirmation('Confirm', 'Terminate');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Terminate the contract with agent_l41' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Contracts with my downlines' })).toContainElement(document.activeElement as HTMLElement),
    );
  });

  it('gives the focus back to the button that asked when a confirmation is cancelled', async () => {
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await answerConfirmation('Cancel');
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  });

  it("takes a bet amount in the wallet's currency and its decimals: a dong offer shows ₫ and refuses a fraction, and sends nothing", async () => {
    sandbox.server.use(walletInDong());
    const form = await fillOffer({ rate: '0.2', members: '3' });
    const bet = within(form).getByRole('textbox', { name: 'Bet amount per hour' });
    await waitFor(() => expect(bet).toHaveAccessibleDescription('₫'));
    await userEvent.clear(bet);
    await userEvent.type(bet, '10000.555');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(bet).toHaveAttribute('aria-invalid', 'true');
    expect(bet).toHaveAccessibleDescription('Enter a whole amount, without decimals ₫');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows a typed bet amount with thousands separators and the currency's 2 decimals, and sends it as the contract's number exactly (spec §9)", async () => {
    const sent: unknown[] = [];
    sandbox.server.use(
      http.post(`*${CALLS.agent.hourlySalary.path}`, async ({ request }) => {
        sent.push(await request.clone().json());
        // Nothing answered here: the sandbox answers.
        return undefined;
      }),
    );
    const form = await fillOffer({ rate: '0.2', members: '3' });
    const bet = within(form).getByRole('textbox', { name: 'Bet amount per hour' });
    await userEvent.clear(bet);
    await userEvent.type(bet, '12345.1');
    await userEvent.tab();
    expect(bet).toHaveValue('12,345.10');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await answerConfirmation('Confirm', 'Offer a new contract');
    await waitFor(() => expect(sent).toContainEqual(expect.objectContaining({ action: 'REQUEST', betAmount: 12345.1 })));
  });

  it('shows a refused accept in the card of the contract it was asked from, beside its buttons', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.agent.dailySalary.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('action') === 'ACCEPT'
          ? HttpResponse.json({ success: false, code: 'contract.frozen', message: 'Contracts are frozen until the month closes' })
          : undefined,
      ),
    );
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    const mine = await screen.findByRole('region', { name: 'My contract' });
    await userEvent.click(await within(mine).findByRole('button', { name: 'Accept' }));
    await answerConfirmation('Confirm', 'Accept');
    expect(await within(mine).findByRole('alert')).toHaveTextContent('Unknown error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows a refused termination of a downline's contract in the card of the downlines' contracts", async () => {
    sandbox.server.use(
      http.get(`*${CALLS.agent.dailySalary.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('action') === 'TERMINATE'
          ? HttpResponse.json({ success: false, code: 'contract.frozen', message: 'Contracts are frozen until the month closes' })
          : undefined,
      ),
    );
    await renderAs('agent_l2', <ContractEntry kind="DAILY" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Terminate the contract with agent_l41' }));
    await answerConfirmation('Confirm', 'Terminate');
    const withDownlines = screen.getByRole('region', { name: 'Contracts with my downlines' });
    expect(await within(withDownlines).findByRole('alert')).toHaveTextContent('Unknown error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says why the offer form lists no downline when their call fails, and lists them once a retry answers', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.agent.downlines.path] } });
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const offerCard = await screen.findByRole('region', { name: 'Offer a new contract' });
    const failure = await within(offerCard).findByRole('alert');
    expect(failure).toHaveTextContent('Your downlines could not be loaded: The network is abnormal, please try again');
    await setSandboxFaults({});
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(offerCard).findByRole('option', { name: 'agent_l42' })).toBeInTheDocument();
    expect(within(offerCard).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a Try again of the offer’s downlines that answers hands the focus to the downline choice, not to the page', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.agent.downlines.path] } });
    await renderAs('agent_l2', <ContractEntry kind="HOURLY" />);
    const offerCard = await screen.findByRole('region', { name: 'Offer a new contract' });
    const retry = within(await within(offerCard).findByRole('alert')).getByRole('button', { name: 'Try again' });
    await setSandboxFaults({});
    await userEvent.click(retry);
    await within(offerCard).findByRole('option', { name: 'agent_l42' });
    await waitFor(() => expect(within(offerCard).getByRole('combobox', { name: 'Downline' })).toHaveFocus());
  });

  it('a Try again of the offer’s downlines that finds no agent to offer to hands the focus to the page title, the offer card gone', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.agent.downlines.path] } });
    // agent_l41's direct downlines are all members: once they answer, there is no offer form.
    await renderAs('agent_l41', <ContractEntry kind="DAILY" />);
    const offerCard = await screen.findByRole('region', { name: 'Offer a new contract' });
    const retry = within(await within(offerCard).findByRole('alert')).getByRole('button', { name: 'Try again' });
    await setSandboxFaults({});
    await userEvent.click(retry);
    await waitFor(() => expect(offerCard).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Daily wages' })).toHaveFocus());
  });
});
