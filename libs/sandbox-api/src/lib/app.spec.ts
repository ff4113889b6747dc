import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '@wl/api-client';
import { contractHarness } from '../contract/harness';
import { createSandboxApp } from './app';
import { FAULT_HEADERS } from './faults';
import { SCENARIO_HEADER } from './scenario';

const status = async (app: ReturnType<typeof createSandboxApp>, headers: Record<string, string> = {}) =>
  (await app.request('/wps/system/status', { headers })).json();

describe('system status (spec §2: 0 normal, 1 maintenance, 2 region)', () => {
  it('answers 0 in the normal scenario, inside the envelope', async () => {
    expect(await status(createSandboxApp())).toEqual({ success: true, value: { status: 0, location: { ip: '127.0.0.1', country: '' } } });
  });

  it('answers 1 in the maintenance scenario', async () => {
    expect((await status(createSandboxApp({ scenario: 'maintenance' }))).value.status).toBe(1);
  });

  it('answers 2 with the visitor IP and country in the region scenario', async () => {
    const body = await status(createSandboxApp({ scenario: 'region', regionCountry: 'Japan' }), { 'x-forwarded-for': '203.0.113.9' });
    expect(body.value).toEqual({ status: 2, location: { ip: '203.0.113.9', country: 'Japan' } });
  });

  it('lets one request pick its scenario without changing the others', async () => {
    const app = createSandboxApp();
    expect((await status(app, { [SCENARIO_HEADER]: 'maintenance' })).value.status).toBe(1);
    expect((await status(app)).value.status).toBe(0);
  });
});

describe('scenario switch', () => {
  it('changes the process scenario until reset', async () => {
    const app = createSandboxApp();
    const put = await app.request('/__sandbox/scenario', { method: 'PUT', body: JSON.stringify({ scenario: 'region' }) });
    expect(put.status).toBe(200);
    expect((await status(app)).value.status).toBe(2);
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect((await status(app)).value.status).toBe(0);
  });

  it('refuses an unknown scenario and names the valid ones', async () => {
    const res = await createSandboxApp().request('/__sandbox/scenario', { method: 'PUT', body: JSON.stringify({ scenario: 'chaos' }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('scenario must be one of normal, maintenance, region, domain');
  });
});

describe('the sandbox clock', () => {
  it('moves on when a test asks, and back to the real time when it is done', async () => {
    const app = createSandboxApp();
    const nowOf = async (response: Response) => ((await response.json()) as { now: number }).now;
    const started = Date.now();
    const moved = await nowOf(await app.request('/__sandbox/clock', { method: 'POST', body: JSON.stringify({ advanceMs: 3_600_000 }) }));
    expect(moved).toBeGreaterThanOrEqual(started + 3_600_000);
    const back = await nowOf(await app.request('/__sandbox/clock', { method: 'DELETE' }));
    expect(back).toBeLessThan(started + 3_600_000);
    expect(back).toBeGreaterThanOrEqual(started);
  });
});

describe("the sandbox's pictures", () => {
  it('are cached for a year, as an image CDN serves art: games, banners, notices, flags and icons', async () => {
    const app = createSandboxApp();
    for (const path of [
      '/__sandbox/art/game/PG-0001.svg',
      '/__sandbox/art/banner/1.svg',
      '/__sandbox/banners/1.svg',
      '/wps/static/flags/VN.svg',
      '/__sandbox/icons/avatar/1.svg',
    ]) {
      const picture = await app.request(path);
      expect([path, picture.status, picture.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=31536000, immutable']);
    }
  });
});

describe('API answers are never cached (Cache-Control: no-store)', () => {
  it('every answer carries no-store: successes, refusals, errors and the sandbox routes, under each API prefix', async () => {
    const app = createSandboxApp();
    const answers = {
      success: await app.request('/wps/system/status'),
      notLoggedIn: await app.request('/wps/member/info'),
      badBody: await app.request('/wps/member/register', { method: 'PUT', body: '{' }),
      fault: await app.request('/wps/system/status', { headers: { [FAULT_HEADERS.failureRate]: '1' } }),
      lgw: await app.request('/lgw/games/game_menus'),
      lotto: await app.request('/lotto/nothing/here'),
      unknown: await app.request('/wps/nothing/here'),
      sandbox: await app.request('/__sandbox/accounts'),
      page: await app.request('/__sandbox/customer-service'),
    };
    expect([answers.badBody.status, answers.fault.status]).toEqual([400, 500]);
    const cacheControl = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('cache-control')]));
    expect(cacheControl).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])));
  });
});

describe('unknown calls', () => {
  it('fail inside the envelope with a 404', async () => {
    const res = await createSandboxApp().request('/wps/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});

describe('routers (spec §7 customer service)', () => {
  it('lists a type 3 entry whose path decrypts to the sandbox chat page, which answers', async () => {
    const app = createSandboxApp();
    const { value } = await (await app.request('/wps/system/routers')).json();
    const entry = value.find((r: { type: number }) => r.type === 3);
    const path = await decryptCustomerServicePath(entry.path);
    expect(path).toBe('/__sandbox/customer-service');
    expect(await (await app.request(path)).text()).toContain('Sandbox customer service');
  });
});

describe('the domain scenario (docs/api-contract.md: domain_not_available on the status call)', () => {
  it('answers the status call with domain_not_available, by the process scenario or a request’s', async () => {
    const refused = { success: false, value: null, errorCode: 'domain_not_available', message: expect.any(String) };
    expect(await status(createSandboxApp({ scenario: 'domain' }))).toEqual(refused);
    const app = createSandboxApp();
    expect(await status(app, { [SCENARIO_HEADER]: 'domain' })).toEqual(refused);
    expect((await status(app)).value.status).toBe(0);
  });
});

describe('a JSON call without a body (docs/api-contract.md: request_body_required)', () => {
  const h = contractHarness();

  it('an empty or null body is refused with request_body_required (400) and applies nothing; {} is a body', async () => {
    await h.reset();
    const { token } = await h.loginAs('demo_member');
    const logout = (body?: string) => h.app.request('/wps/session/logout', { method: 'POST', headers: { authorization: token }, body });
    for (const body of [undefined, '', '  ', 'null']) {
      const answer = await logout(body);
      expect([answer.status, (await answer.json()).errorCode]).toEqual([400, 'request_body_required']);
    }
    expect((await h.app.request('/wps/member/info', { headers: { authorization: token } })).status).toBe(200);
    expect((await logout('{}')).status).toBe(200);
    expect((await h.app.request('/wps/member/info', { headers: { authorization: token } })).status).toBe(401);
  });
});

describe('the control routes answer this machine only (docs/sandbox.md)', () => {
  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('refuses the control routes to another machine, directly or through a proxy, and answers loopback clients', async () => {
    const app = createSandboxApp();
    expect((await app.request('/__sandbox/accounts', {}, from('203.0.113.9'))).status).toBe(403);
    expect((await app.request('/__sandbox/reset', { method: 'POST' }, from('192.168.1.20'))).status).toBe(403);
    expect((await app.request('/__sandbox/players', { method: 'POST', body: '{"like":"demo_member"}' }, from('203.0.113.9'))).status).toBe(
      403,
    );
    expect((await app.request('/__sandbox/outbox', { headers: { 'x-forwarded-for': '203.0.113.9' } }, from('127.0.0.1'))).status).toBe(403);
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect([loopback, (await app.request('/__sandbox/accounts', {}, from(loopback))).status]).toEqual([loopback, 200]);
  });

  it("answers every client the pages and pictures a site's visitor loads", async () => {
    const app = createSandboxApp();
    for (const path of [
      '/__sandbox/customer-service',
      '/__sandbox/icons/vendor/PG.svg',
      '/__sandbox/art/game/PG-0001.svg',
      '/__sandbox/play/PG/PG-0001',
    ])
      expect([path, (await app.request(path, {}, from('203.0.113.9'))).status]).toEqual([path, 200]);
  });

  it('answers every client once opened (openControl), and in-process callers (MSW) always', async () => {
    expect((await createSandboxApp({ openControl: true }).request('/__sandbox/accounts', {}, from('203.0.113.9'))).status).toBe(200);
    expect((await createSandboxApp().request('/__sandbox/accounts')).status).toBe(200);
  });
});
