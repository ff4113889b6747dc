import { Hono } from 'hono';
import { CONTRACT_KINDS } from '@wl/api-client/contract';
import type { SandboxEnv } from '../app';
import { parseFaults } from '../faults';
import { isScenario, SCENARIOS } from '../scenario';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { seedContracts } from '../seed/contracts';
import { seedGames } from '../seed/games';
import type { SandboxOptions, SandboxState } from '../state';
import { addAccount, createState } from '../state';
import { CUSTOMER_SERVICE_PAGE } from './system';
import { ART_CACHE_CONTROL, PLAY_PAGE } from './games';
import { LOTTERY_PAGE } from './lottery';

/** The accounts a demo or a test can log in with, and what each shows. */
export function demoAccounts() {
  return DEMO_ACCOUNTS.map(({ username, password, customerType, nickname, shows }) => ({
    username,
    password,
    customerType,
    nickname,
    shows,
  }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1>${body}</html>`;

function iconSvg(label: string, hue: number) {
  const text = escapeHtml(
    label
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase(),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="24" fill="hsl(${hue} 60% 45%)"/><text x="80" y="96" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${text}</text></svg>`;
}

const hueOf = (text: string) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 360, 0);

/**
 * The sandbox's own routes under /__sandbox/: scenario and faults, reset, the clock, the demo
 * accounts, what it "sent" (SMS, e-mail), captcha answers for tests, and the pages a launch or
 * customer service opens.
 */
export function adminRoutes(world: { state: SandboxState }, options: SandboxOptions) {
  const routes = new Hono<SandboxEnv>();

  routes.get('/__sandbox/scenario', (c) => c.json({ scenario: world.state.scenario, scenarios: SCENARIOS }));
  routes.put('/__sandbox/scenario', async (c) => {
    const { scenario } = await c.req.json<{ scenario?: string }>();
    if (!isScenario(scenario)) return c.json({ error: `scenario must be one of ${SCENARIOS.join(', ')}` }, 400);
    world.state.scenario = scenario;
    return c.json({ scenario });
  });
  routes.get('/__sandbox/faults', (c) => c.json(world.state.faults));
  routes.put('/__sandbox/faults', async (c) => {
    const faults = parseFaults(await c.req.json().catch(() => null));
    if (typeof faults === 'string') return c.json({ error: faults }, 400);
    world.state.faults = faults;
    return c.json(faults);
  });
  routes.post('/__sandbox/reset', (c) => {
    world.state = createState(options);
    return c.json({ reset: true });
  });
  // One kind of contract back to its seed, the rest untouched: an e2e test that accepts a contract starts from the
  // seed on its retry too, without a full reset pulling the state from under tests running beside it.
  routes.post('/__sandbox/contracts/reset', async (c) => {
    const { kind } = await c.req.json<{ kind?: string }>().catch(() => ({ kind: undefined }));
    if (!CONTRACT_KINDS.some((known) => known === kind)) return c.json({ error: `kind must be one of ${CONTRACT_KINDS.join(', ')}` }, 400);
    world.state.contracts = [
      ...world.state.contracts.filter((entry) => entry.kind !== kind),
      ...seedContracts().filter((entry) => entry.kind === kind),
    ];
    return c.json({ kind });
  });
  // One demo account's password back to its seed (and its expiry, its failed logins): an e2e test that changes it
  // starts from the seed on its retry too, without a full reset pulling the state from under tests beside it.
  routes.post('/__sandbox/accounts/password/reset', async (c) => {
    const { username } = await c.req.json<{ username?: string }>().catch(() => ({ username: undefined }));
    const seed = DEMO_ACCOUNTS.find((account) => account.username === username);
    const account = username === undefined ? undefined : world.state.accounts.get(username);
    if (!seed || !account) return c.json({ error: 'username must name a demo account' }, 400);
    account.password = seed.password;
    account.passwordExpired = seed.passwordExpired;
    world.state.failedLogins.delete(seed.username);
    world.state.captchas.delete(seed.username);
    return c.json({ username });
  });
  /**
   * A new player seeded as a demo account is, under a name of its own (`<account>_<id>`, the same password): its
   * wallets, bank account, payment password and wallet history, dated from now (so a withdrawal waits for its
   * receipt). An e2e test that spends a seeded state (answers the receipt, joins a promotion) makes one, so its retry
   * and the tests beside it still find the seed. The copy keeps the account's nickname and mobile number (an SMS login
   * by that number is the original's).
   */
  routes.post('/__sandbox/players', async (c) => {
    const { like } = await c.req.json<{ like?: string }>().catch(() => ({ like: undefined }));
    const seed = DEMO_ACCOUNTS.find((account) => account.username === like);
    if (!seed) return c.json({ error: 'like must name a demo account' }, 400);
    const username = `${seed.username}_${world.state.nextId()}`;
    addAccount(world.state, { ...seed, username, shows: `A copy of ${seed.username}, made for a test` }, seed);
    return c.json({ username, password: seed.password, nickname: seed.nickname });
  });
  routes.post('/__sandbox/sessions/expire', (c) => {
    const expired = world.state.sessions.size;
    world.state.sessions.clear();
    return c.json({ expired });
  });
  /**
   * A clock a test moves on (`POST { advanceMs }`) and puts back (`DELETE`): the sandbox's own (to expire SMS codes),
   * or the lottery draws' alone, so the codes and records of tests running beside one that brings a draw on keep time.
   * Put back when done, so other tests' "today" stays the browser's.
   */
  const clock = (path: string, offset: 'clockOffset' | 'drawsOffset', now: () => number) => {
    routes.post(path, async (c) => {
      const { advanceMs } = await c.req.json<{ advanceMs?: number }>().catch(() => ({ advanceMs: undefined }));
      if (typeof advanceMs !== 'number' || advanceMs < 0) return c.json({ error: 'advanceMs must be a number ≥ 0' }, 400);
      world.state[offset] += advanceMs;
      return c.json({ now: now() });
    });
    routes.delete(path, (c) => {
      world.state[offset] = 0;
      return c.json({ now: now() });
    });
  };
  clock('/__sandbox/clock', 'clockOffset', () => world.state.now());
  clock('/__sandbox/draws/clock', 'drawsOffset', () => world.state.drawsNow());
  routes.get('/__sandbox/accounts', (c) => c.json(demoAccounts()));
  routes.get('/__sandbox/outbox', (c) => c.json(world.state.outbox));
  routes.get('/__sandbox/captcha', (c) => {
    const answer = world.state.captchas.get(c.req.query('username') ?? '');
    return answer ? c.json({ answer }) : c.json({ error: 'No captcha was issued for this username' }, 404);
  });

  routes.get(CUSTOMER_SERVICE_PAGE, (c) =>
    c.html(
      page('Sandbox customer service', `<p>A chat agent would answer here${c.req.query('channel') === 'vip' ? ' (VIP channel)' : ''}.</p>`),
    ),
  );
  routes.get(`${PLAY_PAGE}/:vassalage/:gameId`, (c) => {
    const { vassalage, gameId } = c.req.param();
    const game = seedGames()
      .byVendor.get(vassalage)
      ?.find((entry) => entry.gameId === gameId.replace(/-R\d+$/, ''));
    return c.html(
      page(
        `${game?.gameName ?? gameId} · ${vassalage}`,
        `<p>${c.req.query('trial') ? 'Free play' : 'Real play'}: a game would run here.</p>`,
      ),
    );
  });
  routes.get(LOTTERY_PAGE, (c) => {
    // A vendor's way back opens the launch's backUrl inside the frame, as the real lottery's does.
    const backUrl = c.req.query('backUrl') ?? '';
    const back = /^https?:\/\//.test(backUrl) ? `<p><a href="${escapeHtml(backUrl)}">Back to lobby</a></p>` : '';
    return c.html(
      page(`Lottery ${c.req.query('lottoGameCode') || 'lobby'}`, `<p>View: ${escapeHtml(c.req.query('lottoView') ?? '')}</p>${back}`),
    );
  });
  routes.get('/__sandbox/icons/missing/*', (c) => c.body(null, 404));
  routes.get('/__sandbox/icons/:kind/:name', (c) => {
    const name = c.req.param('name').replace(/\.svg$/, '');
    return c.body(iconSvg(name.replace(/^[A-Z]+-/, ''), hueOf(name)), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': ART_CACHE_CONTROL,
    });
  });
  routes.get('/__sandbox/banners/:name', (c) => {
    const name = c.req.param('name').replace(/\.svg$/, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="hsl(${hueOf(name)} 55% 35%)"/><text x="600" y="220" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#fff">Banner ${escapeHtml(name)}</text></svg>`;
    return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': ART_CACHE_CONTROL });
  });
  return routes;
}
