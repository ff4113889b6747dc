import { beforeEach, describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, systemApi, whiteLabelSwitches, type Permission } from '@wl/api-client';
import { SCENARIO_HEADER } from '../lib/scenario';
import { contractHarness } from './harness';

const h = contractHarness();
const { store } = h;
beforeEach(() => h.reset());

describe('system calls (spec §2, §3, §7)', () => {
  it("answers status 0 normally and 2 with the visitor's place in the region scenario", async () => {
    expect(h.expectContract('system', 'status', await store.dispatch(systemApi.endpoints.getSystemStatus.initiate()))).toMatchObject({
      status: 0,
    });
    const regional = h.newStore();
    await h.admin('/__sandbox/scenario', { method: 'PUT', body: JSON.stringify({ scenario: 'region' }) });
    expect(h.expectContract('system', 'status', await regional.dispatch(systemApi.endpoints.getSystemStatus.initiate()))).toMatchObject({
      status: 2,
      location: { country: 'Singapore' },
    });
  });

  it('serves the permission response with the white-label switches docs/api-contract.md names', async () => {
    const permission = h.expectContract(
      'system',
      'permission',
      await store.dispatch(systemApi.endpoints.getPermission.initiate()),
    ) as Permission;
    const switches = whiteLabelSwitches(permission.whitelabel);
    expect(switches).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILENUMPASSREG3: true,
      GOOGLELOGIN3: true,
      FACEBOOKLOGIN3: false,
      FREEPLAY3: true,
    });
    expect(permission).toMatchObject({ maintenance: false, regionRestriction: false, analytics: { gtagId: 'G-SANDBOX01' } });
  });

  it('serves the tree with the modules a test or a demo switched (PUT /__sandbox/modules), until a reset', async () => {
    const switches = async () =>
      whiteLabelSwitches(((await (await h.admin('/wps/system/whitelabel')).json()).value as Permission).whitelabel);
    expect(await (await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ REGMOBVERF3: false }) })).json()).toEqual({
      REGMOBVERF3: false,
    });
    expect(await switches()).toMatchObject({ MOBILENUMREG3: true, REGMOBVERF3: false, MOBILENUMPASSREG3: true });
    await h.admin('/__sandbox/modules', { method: 'DELETE' });
    expect(await switches()).toMatchObject({ REGMOBVERF3: true });
  });

  it.each([
    [{ NOSUCH3: false }, 'NOSUCH3 is not a module of the white-label tree'],
    [{ REGMOBVERF3: 'off' }, 'REGMOBVERF3 must be true or false'],
    [[true], 'the body must be { "<module id>": true | false }'],
  ])('refuses a switch of a module the tree lacks, or not true or false: %j', async (body, error) => {
    const response = await h.admin('/__sandbox/modules', { method: 'PUT', body: JSON.stringify(body) });
    expect({ status: response.status, ...(await response.json()) }).toEqual({ status: 400, error });
  });

  it('flags maintenance in the permission response when a request asks for that scenario', async () => {
    const response = await h.admin('/wps/system/whitelabel', { headers: { [SCENARIO_HEADER]: 'maintenance' } });
    expect((await response.json()).value).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('serves the register rules of spec §5 for every field', async () => {
    const rules = h.expectContract(
      'system',
      'registerSettings',
      await store.dispatch(systemApi.endpoints.getRegisterSettings.initiate()),
    ) as Permission['register'];
    expect(rules.username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: '2' });
  });

  it('lists routers whose customer-service entry decrypts to a page that answers', async () => {
    const routers = h.expectContract('system', 'routers', await store.dispatch(systemApi.endpoints.getRouters.initiate())) as Array<{
      type: number;
      path: string;
    }>;
    const path = await decryptCustomerServicePath(routers.find((entry) => entry.type === 3)?.path ?? '');
    expect((await h.admin(path)).status).toBe(200);
  });

  it('serves countries, domain routes and the help center', async () => {
    const countries = h.expectContract('system', 'countries', await store.dispatch(systemApi.endpoints.getCountries.initiate()));
    // A sandbox told no currency is the Philippine merchant its seed was written for (merchant-market.contract.spec.ts).
    expect((countries as Array<{ countryCode: string }>)[0]?.countryCode).toBe('PH');
    h.expectContract('system', 'domainRoute', await store.dispatch(systemApi.endpoints.getDomainRoutes.initiate()));
    h.expectContract('system', 'helpCenter', await store.dispatch(systemApi.endpoints.getHelpCenter.initiate({ language: 'EN' })));
  });

  it('turns a cut-off answer into the unknown-error message, not an exception', async () => {
    await h.admin('/__sandbox/faults', { method: 'PUT', body: JSON.stringify({ malformedPaths: ['/wps/system/helpCenter'] }) });
    const result = await h.newStore().dispatch(systemApi.endpoints.getHelpCenter.initiate({ language: 'EN' }));
    expect(h.expectError(result, 'error.unknown').kind).toBe('malformed');
  });

  it('has a contract test for every system call', () => {
    expect(h.uncovered('system')).toEqual([]);
  });
});
