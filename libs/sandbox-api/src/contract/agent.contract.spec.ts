import { beforeEach, describe, expect, it } from 'vitest';
import { agentApi, authApi, baseApi, type ContractView } from '@wl/api-client';
import { contractHarness } from './harness';
import { SEED_VENDORS } from '../lib/seed/vendors';

const h = contractHarness();
const { store } = h;
const fresh = { forceRefetch: true } as const;
beforeEach(() => h.reset());

describe('agent calls (spec §3, §4, §7)', () => {
  it('answers the consolidated contract info: a daily-salary request waits for agent_l2', async () => {
    await h.loginAs('agent_l2');
    const info = h.expectContract(
      'agent',
      'contractInfo',
      await store.dispatch(agentApi.endpoints.getContractInfo.initiate(undefined, fresh)),
    );
    expect(info).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, dividendContractEnabled: true, realTimeSalaryEnabled: false });
  });

  it('reads every kind of contract', async () => {
    // The seed's merchant has real-time salary off: switched on, as a merchant offering it has.
    await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ REALTIMESALARY3: true }) });
    await h.loginAs('agent_l1');
    const dividend = h.expectContract(
      'agent',
      'dividend',
      await store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, fresh)),
    ) as ContractView;
    expect(dividend.records.length).toBeGreaterThan(0);
    h.expectContract('agent', 'dailySalary', await store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, fresh)));
    h.expectContract('agent', 'hourlySalary', await store.dispatch(agentApi.endpoints.getHourlySalaryContract.initiate(undefined, fresh)));
    h.expectContract(
      'agent',
      'realTimeSalary',
      await store.dispatch(agentApi.endpoints.getRealTimeSalaryContract.initiate(undefined, fresh)),
    );
  });

  it("accepting a rate below a downline's ends the downline's contract (spec §4)", async () => {
    await h.loginAs('agent_l2');
    const before = (await store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, fresh))).data as ContractView;
    const pending = before.mine;
    expect(pending).toMatchObject({ status: 'PENDING', rate: 0.8 });
    const after = h.expectContract(
      'agent',
      'dailySalary',
      await store.dispatch(
        agentApi.endpoints.changeDailySalaryContract.initiate({ action: 'ACCEPT', contractId: pending?.contractId ?? 0 }),
      ),
    ) as ContractView;
    expect(after.mine?.status).toBe('ACTIVE');
    expect(after.downlines.find((entry) => entry.downlineName === 'agent_l41')?.status).toBe('TERMINATED');
  });

  it('a contract reset puts one kind back to its seed and leaves the other kinds as they are', async () => {
    await h.loginAs('agent_l2');
    const daily = (await store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, fresh))).data as ContractView;
    await store.dispatch(
      agentApi.endpoints.changeDailySalaryContract.initiate({ action: 'ACCEPT', contractId: daily.mine?.contractId ?? 0 }),
    );
    const dividend = (await store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, fresh))).data as ContractView;
    const ended = dividend.downlines.find((entry) => entry.status === 'ACTIVE');
    expect(ended).toBeDefined();
    await store.dispatch(agentApi.endpoints.changeDividendContract.initiate({ action: 'TERMINATE', contractId: ended?.contractId ?? 0 }));

    const reset = await h.admin('/__sandbox/contracts/reset', { method: 'POST', body: JSON.stringify({ kind: 'DAILY' }) });
    expect(reset.status).toBe(200);
    // Forget the client's cache: the accept's invalidation may still have a refetch of the old state in flight.
    store.dispatch(baseApi.util.resetApiState());
    const dailyAfter = (await store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, fresh))).data as ContractView;
    expect(dailyAfter.mine).toMatchObject({ status: 'PENDING', rate: 0.8 });
    expect(dailyAfter.downlines.find((entry) => entry.downlineName === 'agent_l41')?.status).toBe('ACTIVE');
    const dividendAfter = (await store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, fresh))).data as ContractView;
    expect(dividendAfter.downlines.find((entry) => entry.contractId === ended?.contractId)?.status).toBe('TERMINATED');

    const unknown = await h.admin('/__sandbox/contracts/reset', { method: 'POST', body: JSON.stringify({ kind: 'WEEKLY' }) });
    expect(unknown.status).toBe(400);
  });

  it('offers a contract to a direct downline, who can reject it', async () => {
    await h.loginAs('agent_l2');
    const offered = await store.dispatch(
      agentApi.endpoints.changeHourlySalaryContract.initiate({
        action: 'REQUEST',
        downlineName: 'agent_l42',
        rate: 0.2,
        activeMembers: 3,
        betAmount: 1000,
      }),
    );
    const offer = (h.expectContract('agent', 'hourlySalary', offered) as ContractView).downlines.find(
      (entry) => entry.downlineName === 'agent_l42',
    );
    expect(offer?.status).toBe('PENDING');
    await h.loginAs('agent_l42');
    const rejected = await store.dispatch(
      agentApi.endpoints.changeHourlySalaryContract.initiate({ action: 'REJECT', contractId: offer?.contractId ?? 0 }),
    );
    expect((h.expectContract('agent', 'hourlySalary', rejected) as ContractView).mine).toBeNull();
  });

  it("refuses an offer to someone outside the team, above the agent's own rate, and any agent call by a member", async () => {
    await h.loginAs('agent_l2');
    h.expectError(
      await store.dispatch(
        agentApi.endpoints.changeDividendContract.initiate({
          action: 'REQUEST',
          downlineName: 'demo_member',
          rate: 10,
          activeMembers: 1,
          betAmount: 0,
        }),
      ),
      'error.unknown',
      'invalid.parameter',
    );
    h.expectError(
      await store.dispatch(
        agentApi.endpoints.changeDividendContract.initiate({
          action: 'REQUEST',
          downlineName: 'agent_l42',
          rate: 31,
          activeMembers: 1,
          betAmount: 0,
        }),
      ),
      'error.unknown',
      'invalid.parameter',
    );
    await h.loginAs('demo_member');
    h.expectError(
      await store.dispatch(agentApi.endpoints.getContractInfo.initiate(undefined, fresh)),
      'error.accessRestricted',
      'agent.only',
    );
  });

  it('terminates an active contract', async () => {
    await h.loginAs('agent_l41');
    const { mine } = (await store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, fresh))).data as ContractView;
    const result = await store.dispatch(
      agentApi.endpoints.changeDividendContract.initiate({ action: 'TERMINATE', contractId: mine?.contractId ?? 0 }),
    );
    expect((h.expectContract('agent', 'dividend', result) as ContractView).mine).toBeNull();
  });

  const lastDays = (days: number) => ({
    startDate: new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10),
    endDate: new Date().toISOString().slice(0, 10),
  });
  const report = { ...lastDays(30), pageNum: 1, pageSize: 10 };

  it('answers the agent notices and the invite code', async () => {
    await h.loginAs('agent_l1');
    const notices = h.expectContract(
      'agent',
      'announcements',
      await store.dispatch(agentApi.endpoints.getAgentAnnouncements.initiate({ language: 'EN' }, fresh)),
    );
    expect(notices).not.toHaveLength(0);
    expect(h.expectContract('agent', 'invite', await store.dispatch(agentApi.endpoints.getInvite.initiate(undefined, fresh)))).toEqual({
      affiliateCode: 'AGT1001',
    });
  });

  it('shows a team over a period and lists its downlines by level and search', async () => {
    await h.loginAs('agent_l1');
    const overview = h.expectContract(
      'agent',
      'teamOverview',
      await store.dispatch(agentApi.endpoints.getTeamOverview.initiate(lastDays(30), fresh)),
    );
    expect(overview).toMatchObject({ members: 20 });
    const direct = h.expectContract(
      'agent',
      'downlines',
      await store.dispatch(agentApi.endpoints.getDownlines.initiate({ pageNum: 1, pageSize: 50, level: 1 }, fresh)),
    ) as { content: Array<{ username: string }> };
    expect(direct.content.map((entry) => entry.username)).toContain('agent_l2');
    expect(direct.content).toHaveLength(10);
    const found = (await store.dispatch(agentApi.endpoints.getDownlines.initiate({ pageNum: 1, pageSize: 50, keyword: 'l41_' }, fresh)))
      .data;
    expect(found?.content.map((entry) => [entry.username, entry.level])).toEqual([
      ['l41_member01', 3],
      ['l41_member02', 3],
      ['l41_member03', 3],
    ]);
  });

  it('creates a downline by the register rules and transfers money to it through the ledger', async () => {
    await h.loginAs('agent_l2');
    const created = h.expectContract(
      'agent',
      'registerDownline',
      await store.dispatch(
        agentApi.endpoints.registerDownline.initiate({
          username: 'newagent9',
          password: 'Secret#99',
          confirmPassword: 'Secret#99',
          accountType: 'AGENT',
        }),
      ),
    );
    expect(created).toMatchObject({ username: 'newagent9', customerType: 41, level: 1, balance: 0 });
    h.expectError(
      await store.dispatch(
        agentApi.endpoints.registerDownline.initiate({
          username: '9bad',
          password: 'Secret#99',
          confirmPassword: 'Secret#99',
          accountType: 'MEMBER',
        }),
      ),
      'error.unknown',
      'invalid.parameter',
    );
    const moved = h.expectContract(
      'agent',
      'transferToDownline',
      await store.dispatch(
        agentApi.endpoints.transferToDownline.initiate({
          downlineName: 'newagent9',
          amount: '150.5',
          paymentPassword: '246810',
          idempotencyKey: 'k1',
        }),
      ),
    );
    expect(moved).toEqual({ balance: 15249.5, downlineBalance: 150.5 });
    // The same key again is the same transfer: nothing moves twice.
    const repeated = await store.dispatch(
      agentApi.endpoints.transferToDownline.initiate({
        downlineName: 'newagent9',
        amount: '150.5',
        paymentPassword: '246810',
        idempotencyKey: 'k1',
      }),
    );
    expect(repeated.data).toEqual({ balance: 15249.5, downlineBalance: 150.5 });
    h.expectError(
      await store.dispatch(
        agentApi.endpoints.transferToDownline.initiate({
          downlineName: 'newagent9',
          amount: '1000000',
          paymentPassword: '246810',
          idempotencyKey: 'k2',
        }),
      ),
      'error.quotaNotSufficient',
    );
    h.expectError(
      await store.dispatch(
        agentApi.endpoints.transferToDownline.initiate({
          downlineName: 'l1_member01',
          amount: '10',
          paymentPassword: '246810',
          idempotencyKey: 'k3',
        }),
      ),
      'error.unknown',
      'invalid.parameter',
    );
  });

  it('reports team bets, profit and loss, income by period, downline transactions and credit', async () => {
    await h.loginAs('agent_l2');
    const bets = h.expectContract('agent', 'teamBets', await store.dispatch(agentApi.endpoints.getTeamBets.initiate(report, fresh))) as {
      content: Array<{ vendor: string }>;
    };
    expect(bets.content).toHaveLength(10);
    // Named as a member's own betting record names them (Evolution, IM eSports), never by their codes (EVO, IMES).
    for (const { vendor } of bets.content) expect(SEED_VENDORS.some(({ displayName }) => displayName === vendor)).toBe(true);
    h.expectContract('agent', 'profitLoss', await store.dispatch(agentApi.endpoints.getProfitLoss.initiate(report, fresh)));
    const weekly = h.expectContract(
      'agent',
      'income',
      await store.dispatch(agentApi.endpoints.getIncome.initiate({ ...lastDays(30), period: 'WEEKLY' }, fresh)),
    ) as unknown[];
    const daily = (await store.dispatch(agentApi.endpoints.getIncome.initiate({ ...lastDays(30), period: 'DAILY' }, fresh))).data ?? [];
    expect(daily).toHaveLength(31);
    expect(weekly.length).toBeLessThan(7);
    h.expectContract(
      'agent',
      'downlineTransactions',
      await store.dispatch(agentApi.endpoints.getDownlineTransactions.initiate(report, fresh)),
    );
    h.expectContract(
      'agent',
      'creditReport',
      await store.dispatch(agentApi.endpoints.getCreditReport.initiate({ ...report, ...lastDays(90) }, fresh)),
    );
  });

  it('gives agent_l42 an empty team', async () => {
    await h.loginAs('agent_l42');
    expect((await store.dispatch(agentApi.endpoints.getTeamBets.initiate(report, fresh))).data?.content).toEqual([]);
    expect((await store.dispatch(agentApi.endpoints.getIncome.initiate({ ...lastDays(30), period: 'DAILY' }, fresh))).data).toEqual([]);
    expect((await store.dispatch(agentApi.endpoints.getDownlines.initiate({ pageNum: 1, pageSize: 10 }, fresh))).data?.totalElements).toBe(
      0,
    );
  });

  it('refuses a trial account on agent calls as a trial, with in_need_true_account rather than agent.only (spec §8)', async () => {
    const trial = await store
      .dispatch(authApi.endpoints.freePlayLogin.initiate({ os: 'Linux', platform: 'W', nonce: crypto.randomUUID() }))
      .unwrap();
    h.session.token = trial.token;
    h.expectError(
      await store.dispatch(agentApi.endpoints.getContractInfo.initiate(undefined, fresh)),
      'auth.in_need_true_account',
      'in_need_true_account',
    );
    h.expectError(
      await store.dispatch(agentApi.endpoints.getDownlines.initiate({ pageNum: 1, pageSize: 10 }, fresh)),
      'auth.in_need_true_account',
      'in_need_true_account',
    );
  });

  it('has a contract test for every agent call', () => {
    expect(h.uncovered('agent')).toEqual([]);
  });
});
