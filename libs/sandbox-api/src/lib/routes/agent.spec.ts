import { beforeEach, describe, expect, it } from 'vitest';
import { agentApi, isApiError } from '@wl/api-client';
import { contractHarness } from '../../contract/harness';

const h = contractHarness();
beforeEach(() => h.reset());

const offer = (downlineName: string) =>
  h.store.dispatch(
    agentApi.endpoints.changeHourlySalaryContract.initiate({
      action: 'REQUEST',
      downlineName,
      rate: 0.2,
      activeMembers: 3,
      betAmount: 1000,
    }),
  );

describe('the sandbox team', () => {
  it('lists the seeded members whichever agent call comes first', async () => {
    await h.loginAs('agent_l2');
    const first = await h.store.dispatch(agentApi.endpoints.getDownlines.initiate({ pageNum: 1, pageSize: 200, level: 1 }));
    const page = h.expectContract('agent', 'downlines', first) as { content: Array<{ username: string }> };
    expect(page.content.map((entry) => entry.username)).toContain('l2_member01');
  });
});

describe('the sandbox contracts (spec §4)', () => {
  it('refuses to offer a contract to a member: only an agent opens the agent center to answer it (spec §6)', async () => {
    await h.loginAs('agent_l2');
    const refused = await offer('l2_member01');
    expect(isApiError(refused.error) && refused.error.message).toMatch(/l2_member01 is not an agent/);
    h.expectContract('agent', 'hourlySalary', await offer('agent_l42'));
  });
});
