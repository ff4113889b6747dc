import { beforeEach, describe, expect, it } from 'vitest';
import { agentApi, type ContractView } from '@wl/api-client';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
const fresh = { forceRefetch: true } as const;
beforeEach(() => h.reset());

describe('agent calls (spec §3, §4, §7)', () => {
  it('answers the consolidated contract info: a daily-salary request waits for agent_l2', async () => {
    await h.loginAs('agent_l2');
    const info = h.expectContract('agent', 'contractInfo', await store.dispatch(agentApi.endpoints.getContractInfo.initiate(undefined, fresh)));
    expect(info).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, dividendContractEnabled: true, realTimeSalaryEnabled: false });
  });

  it('reads every kind of contract', async () => {
    await h.loginAs('agent_l1');
    const dividend = h.expectContract('agent', 'dividend', await store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, fresh))) as ContractView;
    expect(dividend.records.length).toBeGreaterThan(0);
    h.expectContract('agent', 'dailySalary', await store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, fresh)));
    h.expectContract('agent', 'hourlySalary', await store.dispatch(agentApi.endpoints.getHourlySalaryContract.initiate(undefined, fresh)));
    h.expectContract('agent', 'realTimeSalary', await store.dispatch(agentApi.endpoints.getRealTimeSalaryContract.initiate(undefined, fresh)));
  });

  it('accepting a rate below a downline\'s ends the downline\'s contract (spec §4)', async () => {
    await h.loginAs('agent_l2');
    const before = (await store.dispatch(agentApi.endpoints.getDailySalaryContract.initiate(undefined, fresh))).data as ContractView;
    const pending = before.mine;
    expect(pending).toMatchObject({ status: 'PENDING', rate: 0.8 });
    const after = h.expectContract('agent', 'dailySalary', await store.dispatch(agentApi.endpoints.changeDailySalaryContract.initiate({ action: 'ACCEPT', contractId: pending?.contractId ?? 0 }))) as ContractView;
    expect(after.mine?.status).toBe('ACTIVE');
    expect(after.downlines.find((entry) => entry.downlineName === 'agent_l41')?.status).toBe('TERMINATED');
  });

  it('offers a contract to a direct downline, who can reject it', async () => {
    await h.loginAs('agent_l2');
    const offered = await store.dispatch(agentApi.endpoints.changeHourlySalaryContract.initiate({ action: 'REQUEST', downlineName: 'agent_l42', rate: 0.2, activeMembers: 3, betAmount: 1000 }));
    const offer = (h.expectContract('agent', 'hourlySalary', offered) as ContractView).downlines.find((entry) => entry.downlineName === 'agent_l42');
    expect(offer?.status).toBe('PENDING');
    await h.loginAs('agent_l42');
    const rejected = await store.dispatch(agentApi.endpoints.changeHourlySalaryContract.initiate({ action: 'REJECT', contractId: offer?.contractId ?? 0 }));
    expect((h.expectContract('agent', 'hourlySalary', rejected) as ContractView).mine).toBeNull();
  });

  it('refuses an offer to someone outside the team, above the agent\'s own rate, and any agent call by a member', async () => {
    await h.loginAs('agent_l2');
    h.expectError(await store.dispatch(agentApi.endpoints.changeDividendContract.initiate({ action: 'REQUEST', downlineName: 'demo_member', rate: 10, activeMembers: 1, betAmount: 0 })), 'error.unknown', 'invalid.parameter');
    h.expectError(await store.dispatch(agentApi.endpoints.changeDividendContract.initiate({ action: 'REQUEST', downlineName: 'agent_l42', rate: 31, activeMembers: 1, betAmount: 0 })), 'error.unknown', 'invalid.parameter');
    await h.loginAs('demo_member');
    h.expectError(await store.dispatch(agentApi.endpoints.getContractInfo.initiate(undefined, fresh)), 'error.accessRestricted', 'agent.only');
  });

  it('terminates an active contract', async () => {
    await h.loginAs('agent_l41');
    const { mine } = (await store.dispatch(agentApi.endpoints.getDividendContract.initiate(undefined, fresh))).data as ContractView;
    const result = await store.dispatch(agentApi.endpoints.changeDividendContract.initiate({ action: 'TERMINATE', contractId: mine?.contractId ?? 0 }));
    expect((h.expectContract('agent', 'dividend', result) as ContractView).mine).toBeNull();
  });

  it('has a contract test for every agent call', () => {
    expect(h.uncovered('agent')).toEqual([]);
  });
});
