import { beforeEach, describe, expect, it } from 'vitest';
import { agentApi, ERROR_CODES, isApiError, walletApi, type ContractChange, type ContractView } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';
import { CONTRACT } from '@wl/api-client/contract';

const h = contractHarness();
beforeEach(() => h.reset());

type Offer = ContractChange & { action: 'REQUEST' };
const hourly = (downlineName: string, terms: Partial<Offer> = {}) =>
  h.store.dispatch(
    agentApi.endpoints.changeHourlySalaryContract.initiate({
      action: 'REQUEST',
      downlineName,
      rate: 0.2,
      activeMembers: 3,
      betAmount: 1000,
      ...terms,
    }),
  );
const realTime = (action: ContractChange) => h.store.dispatch(agentApi.endpoints.changeRealTimeSalaryContract.initiate(action));
const refusal = (result: { error?: unknown }) => (isApiError(result.error) ? result.error.message : undefined);

/** The last ninety days, as a report asks for them. */
const lastDays = (days: number) => ({
  startDate: new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10),
  endDate: new Date().toISOString().slice(0, 10),
});

describe('the sandbox team', () => {
  it('lists the seeded members whichever agent call comes first', async () => {
    await h.loginAs('agent_l2');
    const first = await h.store.dispatch(agentApi.endpoints.getDownlines.initiate({ pageNum: 1, pageSize: 200, level: 1 }));
    const page = h.expectContract('agent', 'downlines', first) as { content: Array<{ username: string }> };
    expect(page.content.map((entry) => entry.username)).toContain('l2_member01');
  });
});

describe('the sandbox obeys its own module switches (docs/decisions.md)', () => {
  const switchModules = (switches: Record<string, boolean>) =>
    h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify(switches) });
  const contractInfo = async () =>
    h.expectContract(
      'agent',
      'contractInfo',
      await h.store.dispatch(agentApi.endpoints.getContractInfo.initiate(undefined, { forceRefetch: true })),
    );

  it('reports each contract enabled as its module is switched, not as the seed has it', async () => {
    await h.loginAs('agent_l1');
    await switchModules({ REALTIMESALARY3: true, DIVIDEND3: false, DAILYSALARY3: false });
    expect(await contractInfo()).toMatchObject({
      realTimeSalaryEnabled: true,
      dividendContractEnabled: false,
      dailySalaryEnabled: false,
      hourSalaryEnabled: true,
      salaryEnabled: true,
    });
    await switchModules({ HOURSALARY3: false });
    expect(await contractInfo()).toMatchObject({ hourSalaryEnabled: false, salaryEnabled: false });
  });

  it('refuses the relay of a contract whose module is switched off as "function not enabled", and serves it again once on', async () => {
    await h.loginAs('agent_l2');
    // Read once each, unsubscribed: a refused offer's invalidation would otherwise refetch them while the modules are off.
    const once = { subscribe: false, forceRefetch: true } as const;
    const relays = {
      DIVIDEND3: () => h.store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, once)),
      DAILYSALARY3: () => h.store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, once)),
      HOURSALARY3: () => hourly('agent_l42'),
    };
    await switchModules({ DIVIDEND3: false, DAILYSALARY3: false, HOURSALARY3: false });
    for (const relay of Object.values(relays)) h.expectError(await relay(), 'error.functionNotEnabled', 'function.not.available');
    await switchModules({ DIVIDEND3: true, DAILYSALARY3: true, HOURSALARY3: true });
    h.expectContract('agent', 'dividend', await relays.DIVIDEND3());
    h.expectContract('agent', 'dailySalary', await relays.DAILYSALARY3());
    h.expectContract('agent', 'hourlySalary', await relays.HOURSALARY3());
  });
});

describe('the sandbox contracts (spec §4)', () => {
  it('refuses to offer a contract to a member: only an agent opens the agent center to answer it (spec §6)', async () => {
    await h.loginAs('agent_l2');
    const refused = await hourly('l2_member01');
    expect(refusal(refused)).toMatch(/l2_member01 is not an agent/);
    h.expectContract('agent', 'hourlySalary', await hourly('agent_l42'));
  });

  it('refuses a second waiting offer of the same kind to the same downline', async () => {
    await h.loginAs('agent_l2');
    h.expectContract('agent', 'hourlySalary', await hourly('agent_l42'));
    const again = await hourly('agent_l42', { rate: 0.1 });
    h.expectError(again, 'error.unknown', 'invalid.parameter');
    expect(refusal(again)).toBe('agent_l42 already has an offer of this kind waiting for an answer');
    // Another kind is another offer.
    h.expectContract(
      'agent',
      'dailySalary',
      await h.store.dispatch(
        agentApi.endpoints.changeDailySalaryContract.initiate({
          action: 'REQUEST',
          downlineName: 'agent_l42',
          rate: 0.5,
          activeMembers: 3,
          betAmount: 1000,
        }),
      ),
    );
  });

  it("caps an offer at the agent's own contract in force, even while a new offer to the agent waits", async () => {
    // agent_l2's hourly contract is active at 0.3 %; agent_l1 offers it another.
    await h.loginAs('agent_l1');
    h.expectContract('agent', 'hourlySalary', await hourly('agent_l2', { rate: 0.25 }));
    await h.loginAs('agent_l2');
    expect(refusal(await hourly('agent_l42', { rate: 0.4 }))).toBe('The rate cannot exceed your own 0.3');
    h.expectContract('agent', 'hourlySalary', await hourly('agent_l42', { rate: 0.3 }));
  });

  it('answers the contract in force beside a new offer waiting for the agent, which does not replace it until accepted', async () => {
    // agent_l2's hourly contract is active at 0.3 %; agent_l1 offers it another.
    await h.loginAs('agent_l1');
    h.expectContract('agent', 'hourlySalary', await hourly('agent_l2', { rate: 0.25 }));
    await h.loginAs('agent_l2');
    const view = h.expectContract(
      'agent',
      'hourlySalary',
      await h.store.dispatch(agentApi.endpoints.getHourlySalaryContract.initiate(undefined, { forceRefetch: true })),
    ) as ContractView;
    expect(view.mine).toMatchObject({ status: 'PENDING', rate: 0.25 });
    expect(view.inForce).toMatchObject({ status: 'ACTIVE', rate: 0.3 });
  });

  it("caps a real-time offer's profit and loss rates at the agent's own", async () => {
    // The seed's merchant has real-time salary off (its relay is then refused).
    await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ REALTIMESALARY3: true }) });
    await h.loginAs('agent_l1');
    await realTime({
      action: 'REQUEST',
      downlineName: 'agent_l2',
      rate: 0.5,
      profitRate: 0.5,
      lossRate: 0.25,
      activeMembers: 3,
      betAmount: 1000,
    });
    await h.loginAs('agent_l2');
    const offered = h.expectContract(
      'agent',
      'realTimeSalary',
      await h.store.dispatch(agentApi.endpoints.getRealTimeSalaryContract.initiate(undefined, { forceRefetch: true })),
    ) as ContractView;
    h.expectContract('agent', 'realTimeSalary', await realTime({ action: 'ACCEPT', contractId: offered.mine?.contractId ?? 0 }));
    const terms = { action: 'REQUEST', downlineName: 'agent_l42', rate: 0.5, activeMembers: 3, betAmount: 1000 } as const;
    expect(refusal(await realTime({ ...terms, profitRate: 0.6, lossRate: 0.2 }))).toBe('The profit rate cannot exceed your own 0.5');
    expect(refusal(await realTime({ ...terms, profitRate: 0.5, lossRate: 0.3 }))).toBe('The loss rate cannot exceed your own 0.25');
    h.expectContract('agent', 'realTimeSalary', await realTime({ ...terms, profitRate: 0.5, lossRate: 0.25 }));
  });
  it('ends, on accepting, a downline contract above the accepted one in any of its rates, not only in `rate`', async () => {
    await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ REALTIMESALARY3: true }) });
    const view = async () =>
      h.expectContract(
        'agent',
        'realTimeSalary',
        await h.store.dispatch(agentApi.endpoints.getRealTimeSalaryContract.initiate(undefined, { forceRefetch: true })),
      ) as ContractView;
    const offer = (downlineName: string, rates: Pick<Offer, 'rate' | 'profitRate' | 'lossRate'>) =>
      realTime({ action: 'REQUEST', downlineName, activeMembers: 3, betAmount: 1000, ...rates });
    const acceptOffer = async () => realTime({ action: 'ACCEPT', contractId: (await view()).mine?.contractId ?? 0 });
    // agent_l2 has no real-time contract of its own yet: its downlines' contracts are uncapped.
    await h.loginAs('agent_l2');
    await offer('agent_l41', { rate: 0.4, profitRate: 0.4, lossRate: 0.3 });
    await offer('agent_l42', { rate: 0.4, profitRate: 0.4, lossRate: 0.2 });
    for (const downline of ['agent_l41', 'agent_l42']) {
      await h.loginAs(downline);
      h.expectContract('agent', 'realTimeSalary', await acceptOffer());
    }
    await h.loginAs('agent_l1');
    await offer('agent_l2', { rate: 0.5, profitRate: 0.5, lossRate: 0.25 });
    await h.loginAs('agent_l2');
    h.expectContract('agent', 'realTimeSalary', await acceptOffer());
    const statuses = Object.fromEntries((await view()).downlines.map((entry) => [entry.downlineName, entry.status]));
    // agent_l41's loss rate (0.3) is above the accepted 0.25, though its rate is below: it ends; agent_l42's stays.
    expect(statuses).toEqual({ agent_l41: 'TERMINATED', agent_l42: 'ACTIVE' });
  });

  it('withdraws, on accepting, an offer still waiting above the accepted contract, so it cannot be accepted later', async () => {
    const hourlyView = async () =>
      h.expectContract(
        'agent',
        'hourlySalary',
        await h.store.dispatch(agentApi.endpoints.getHourlySalaryContract.initiate(undefined, { forceRefetch: true })),
      ) as ContractView;
    // agent_l2's hourly contract is active at 0.3 %: it offers agent_l41 0.3 and agent_l42 0.2, then accepts 0.25.
    await h.loginAs('agent_l2');
    await hourly('agent_l41', { rate: 0.3 });
    await hourly('agent_l42', { rate: 0.2 });
    await h.loginAs('agent_l1');
    await hourly('agent_l2', { rate: 0.25 });
    await h.loginAs('agent_l2');
    const accepted = await h.store.dispatch(
      agentApi.endpoints.changeHourlySalaryContract.initiate({ action: 'ACCEPT', contractId: (await hourlyView()).mine?.contractId ?? 0 }),
    );
    h.expectContract('agent', 'hourlySalary', accepted);
    expect(Object.fromEntries((await hourlyView()).downlines.map((entry) => [entry.downlineName, entry.status]))).toEqual({
      agent_l41: 'TERMINATED',
      agent_l42: 'PENDING',
    });
    await h.loginAs('agent_l41');
    expect((await hourlyView()).mine).toBeNull();
  });
});

describe('the sandbox downline transfer, once per Idempotency-Key', () => {
  const send = (amount: string) =>
    h.store.dispatch(
      agentApi.endpoints.transferToDownline.initiate({
        downlineName: 'agent_l42',
        amount,
        paymentPassword: '246810',
        idempotencyKey: 'gift',
      }),
    );

  it('replays a retry with the same amount, and refuses the same key with another amount, moving nothing', async () => {
    await h.loginAs('agent_l2');
    const first = h.expectContract('agent', 'transferToDownline', await send('10'));
    h.expectError(await send('20'), 'error.unknown', 'invalid.parameter');
    // The replay answers the balances as they are now: the refused call moved nothing.
    expect((await send('10')).data).toEqual(first);
  });
});

describe('the downline transfer carries money as a decimal string, as every wallet call does', () => {
  it('refuses an amount sent as a JSON number, whose float may not be the amount typed', () => {
    const request = { downlineName: 'agent_l42', paymentPassword: '246810' };
    expect(CONTRACT.agent.transferToDownline.request.safeParse({ ...request, amount: 150.5 }).success).toBe(false);
    expect(CONTRACT.agent.transferToDownline.request.safeParse({ ...request, amount: '150.50' }).success).toBe(true);
  });
});

describe('the downline transfer is checked by the payment password, as the upline transfer is', () => {
  const send = (paymentPassword: string, idempotencyKey: string) =>
    h.store.dispatch(
      agentApi.endpoints.transferToDownline.initiate({ downlineName: 'agent_l42', amount: '10', paymentPassword, idempotencyKey }),
    );
  const agentBalance = async () =>
    (await h.store.dispatch(walletApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }))).data?.sumBalance;

  it('a request without the payment password is refused by the contract', () => {
    expect(CONTRACT.agent.transferToDownline.request.safeParse({ downlineName: 'agent_l42', amount: '10' }).success).toBe(false);
  });

  it('a wrong payment password is refused as the payment password, and moves nothing', async () => {
    await h.loginAs('agent_l2');
    const before = await agentBalance();
    h.expectError(await send('135790', 'wrong'), 'error.paymentPasswordIncorrect', ERROR_CODES.wrongPassword);
    expect(await agentBalance()).toBe(before);
    // Retyped under the same key, the transfer goes through once.
    h.expectContract('agent', 'transferToDownline', await send('246810', 'wrong'));
    expect(await agentBalance()).toBe((before ?? 0) - 10);
  });
});

describe('the sandbox credit report', () => {
  it('finds a member by any part of the name, whatever its case, as the other reports do', async () => {
    await h.loginAs('agent_l1');
    const request = { ...lastDays(90), pageNum: 1, pageSize: 200 };
    const credit = (username: string) => h.store.dispatch(agentApi.endpoints.getCreditReport.initiate({ ...request, username }));
    const lower = (await credit('agent_l1')).data?.records.content ?? [];
    expect(lower).not.toHaveLength(0);
    expect((await credit('AGENT_L1')).data?.records.content).toEqual(lower);
  });
});
