import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOT_BAR_ELEMENT_ID } from '@wl/brand';
import { SESSION_STORAGE_KEYS } from '@wl/session';
import { logInToSandbox, startSandboxTrial, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { loadDownloadPage, loadVipPage } from '@wl/content';
import { loadLotteryPage } from '@wl/lottery';
import { afterFirstScreen } from '@wl/ui-kit';
import { App } from './app';
import { NAVIGATION_WAIT_MS } from './startup-gate';
import { loadHomeWithGames, loadHotWithGames } from './pages/with-game-sections';

const sandbox = serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

/** Lazy pages and the catalog load on first render: allow them the time a slow CI needs. */
const LOADED = { timeout: 10_000 };
/** Long enough for a lazy part whose chunk is in to show. */
const SETTLE_MS = 200;

/**
 * Waits until the visit's first screen is up and what it let go of has had the time to show: a layout's footer
 * (its chunk in from `beforeAll`) renders only then, so a page without one is told only after this.
 */
async function firstScreenSettled() {
  await act(() => new Promise<void>((resolve) => afterFirstScreen(() => resolve())));
  await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
}

// The lazy chunks these tests open are compiled on their first import; on two busy CI cores that
// alone can outlast a test's wait, so it happens once, here, rather than inside whichever test is first.
beforeAll(async () => {
  await Promise.all([
    import('./layout/header/account-area'),
    import('./layout/account-drawer'),
    import('./layout/footer'),
    loadHomeWithGames(),
    loadHotWithGames(),
    loadDownloadPage(),
    loadVipPage(),
    loadLotteryPage(),
  ]);
}, 120_000);

function visit(path: string) {
  window.history.pushState({}, '', path);
  render(<App brand={testBrand} />);
}

describe('startup by system status (spec §2)', () => {
  it('status 0 opens the site: header, home, footer, side menu and navigation', async () => {
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, LOADED)).toHaveTextContent('Test Brand is licensed');
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Game navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test Brand home' })).toHaveAttribute('href', '/');
  });

  it('the logo bar the HTML paints before the scripts run gives way once the site shows its page', async () => {
    const bootBar = Object.assign(document.createElement('div'), { id: BOOT_BAR_ELEMENT_ID });
    document.body.prepend(bootBar);
    visit('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED)).toBeInTheDocument();
    expect(bootBar).not.toBeInTheDocument();
  });

  it('status 1 shows the System Maintenance page with Contact Us, and no site', async () => {
    sandbox.use({ scenario: 'maintenance' });
    visit('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('status 2 shows the IP Restriction page with the visitor IP and country', async () => {
    sandbox.use({ scenario: 'region', regionCountry: 'Japan' });
    visit('/');
    expect(await screen.findByRole('heading', { name: 'IP Restriction' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Your IP: 127.0.0.1')).toBeInTheDocument();
    expect(screen.getByText('Country: Japan')).toBeInTheDocument();
  });

  it('a failed status call says so and recovers on retry instead of showing a blank page', async () => {
    // It fails once the gate waits for it: a failure the site's start had before the gate mounted is asked again by
    // the gate's own subscription, which would answer it with the site. (More failures: startup-gate.spec.tsx.)
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    sandbox.server.use(http.get('*/wps/system/status', () => failing.then(() => HttpResponse.error()), { once: true }));
    visit('/');
    await screen.findByText('Loading…', {}, LOADED);
    fail();
    const retry = await screen.findByRole('button', { name: 'Try again' }, LOADED);
    expect(screen.getByRole('heading', { name: 'The network is abnormal, please try again' })).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED)).toBeInTheDocument();
  });
});

describe('layouts (spec §2 table)', () => {
  it('/vip has no header and no footer', async () => {
    visit('/vip');
    expect(await screen.findByRole('heading', { name: 'VIP' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await firstScreenSettled();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('/lottery has the header only, without the head navigation', async () => {
    visit('/lottery?gameCode=CQSSC&playType=5D_DIRECT');
    expect(await screen.findByRole('heading', { name: 'Lottery' }, LOADED)).toBeInTheDocument();
    // The lobby reads the query: the game is preselected.
    expect(await screen.findByText(/^Selected:/, {}, LOADED)).toHaveTextContent('Selected: Chongqing Lucky 5D (5-digit straight)');
    // jsdom also counts the lobby cards' <header>s as banners (browsers do not: they sit in sections).
    expect(screen.getAllByRole('banner').filter((banner) => !banner.closest('section'))).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Game navigation' })).not.toBeInTheDocument();
    await firstScreenSettled();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('/register.html is the home page with registration open', async () => {
    visit('/register.html?referralCode=FRIEND7');
    expect(await screen.findByRole('dialog', { name: 'Register' }, LOADED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED)).toBeInTheDocument();
  });
});

describe('loginedToHomePage on (spec §2)', () => {
  /** The sandbox's own white-label tree with the module switched on. */
  const requireSessionEverywhere = () => sandbox.use({ modules: { LOGINEDTOHOMEPAGE3: true } });

  it('sends a guest from a guarded route to /login', async () => {
    requireSessionEverywhere();
    visit('/promotions');
    expect(await screen.findByRole('heading', { name: 'Please log in' }, LOADED)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('leaves a guest on /download, a public route', async () => {
    requireSessionEverywhere();
    visit('/download');
    // The side bar's Telegram entry comes with the settings: the guard has read them by then.
    expect(await screen.findByRole('heading', { name: 'App download' }, LOADED)).toBeInTheDocument();
    await within(await screen.findByRole('navigation', { name: 'Side menu' }, LOADED)).findByRole('link', { name: 'Telegram' }, LOADED);
    expect(window.location.pathname).toBe('/download');
  });

  it.each([
    ['/register', 'dialog', 'Register'],
    ['/register.html', 'dialog', 'Register'],
    ['/helpmc', 'heading', 'Help center'],
  ] as const)('leaves a guest on %s, also open to guests', async (path, role, name) => {
    requireSessionEverywhere();
    visit(path);
    expect(await screen.findByRole(role, { name }, LOADED)).toBeInTheDocument();
    // The side bar's or the footer's Telegram entry comes with the settings: the guard has read them by then.
    expect(await screen.findAllByRole('link', { name: 'Telegram' }, LOADED)).not.toHaveLength(0);
    expect(window.location.pathname).toBe(path);
  });

  it('lets a logged-in member through', async () => {
    requireSessionEverywhere();
    await logInToSandbox('demo_member');
    visit('/promotions');
    expect(await screen.findByRole('heading', { name: 'Promotions' }, LOADED)).toBeInTheDocument();
    await within(await screen.findByRole('navigation', { name: 'Side menu' }, LOADED)).findByRole('link', { name: 'Telegram' }, LOADED);
    expect(window.location.pathname).toBe('/promotions');
  });
});

describe('the header with a session (spec §2)', () => {
  it('shows the nickname of the member info, balance updating until fetched, then the balance, and deposit instead of the login form', async () => {
    await logInToSandbox('demo_member');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Holds the balance call, then lets it through to the sandbox.
    sandbox.server.use(http.get('*/wps/v2/wallets/balance', () => held.then(() => undefined), { once: true }));
    visit('/');
    expect(await screen.findByRole('button', { name: 'Lucky Member' }, LOADED)).toBeInTheDocument();
    const balance = screen.getByRole('status', { name: 'Balance' });
    expect(balance).toHaveTextContent('Balance updating');
    answer();
    await waitFor(() => expect(balance).toHaveTextContent('¥13,030.75'), LOADED);
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('hides the balance behind asterisks and shows it again', async () => {
    await logInToSandbox('demo_member');
    visit('/');
    const balance = await screen.findByRole('status', { name: 'Balance' }, LOADED);
    await waitFor(() => expect(balance).toHaveTextContent('¥13,030.75'), LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance', pressed: false }));
    expect(balance).toHaveTextContent('****');
    expect(balance).not.toHaveTextContent('13,030.75');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance', pressed: true }));
    expect(balance).toHaveTextContent('¥13,030.75');
  });

  it('sign out asks first, then ends the session and goes home', async () => {
    await logInToSandbox('demo_member');
    visit('/hot');
    await userEvent.click(await screen.findByRole('button', { name: 'Lucky Member' }, LOADED));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    // The body is a chunk of its own.
    await waitFor(() => expect(dialog).toHaveTextContent('Are you sure you want to sign out?'), LOADED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('form', { name: 'Log in' }, LOADED)).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('account flows on every page', () => {
  it('a forced password change pending at a reload opens again and cannot be dismissed (spec §4)', async () => {
    await logInToSandbox('demo_member');
    sessionStorage.setItem('changePassword', '1');
    visit('/');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' }, LOADED);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('a forced password change pending at a reload waits for the site to open: not over the maintenance page', async () => {
    await logInToSandbox('demo_member');
    sessionStorage.setItem('changePassword', '1');
    sandbox.use({ scenario: 'maintenance' });
    visit('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('a stored session the server has ended opens no login popup over the maintenance page', async () => {
    await logInToSandbox('demo_member');
    // A token the sandbox no longer knows: maintenance often ends sessions.
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'tok-ended-during-maintenance');
    const loginInfo = sandbox.record(/\/wps\/member\//);
    sandbox.use({ scenario: 'maintenance' });
    visit('/');
    expect(await screen.findByRole('heading', { name: 'System Maintenance' }, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(loginInfo.length).toBeGreaterThan(0));
    await firstScreenSettled();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe("operator HTML shows images only from the merchant's image CDNs (spec §3 imageCDNs)", () => {
  it('a notice opened in a dialog from the home ticker shows its CDN image, as the notice page does', async () => {
    const notice = {
      id: 7,
      title: 'CDN notice',
      content: '<p>Body</p><img src="https://img1.sandbox.example.test/pic.png" alt="CDN picture">',
      externalLink: '',
      startTime: 1_700_000_000_000,
    };
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        HttpResponse.json({ success: true, value: { banners: [], player: [notice], popup: [], promotion: [] } }),
      ),
    );
    visit('/');
    await userEvent.click(await screen.findByRole('button', { name: 'CDN notice' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await within(dialog).findByText('Body', {}, LOADED);
    expect(within(dialog).getByRole('img', { name: 'CDN picture' })).toHaveAttribute('src', 'https://img1.sandbox.example.test/pic.png');
  });
});

describe('the site opens with its navigation (issue 18: nothing moves on a desktop)', () => {
  /** Holds the vendor lanes' answer (the navigation's categories) until the returned function is called. */
  function holdVendorLanes(): () => void {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/GCSGAME_newGameVendor', () => held.then(() => undefined)));
    return answer;
  }
  const stopListening: (() => void)[] = [];
  afterEach(() => stopListening.splice(0).forEach((stop) => stop()));
  /** Calls `then` when the system status has been answered; the listener goes with the test, passed or failed. */
  function whenStatusAnswered(then: () => void) {
    const onAnswer = ({ request }: { request: Request }) => {
      if (request.url.includes('/wps/system/status')) then();
    };
    sandbox.server.events.on('response:mocked', onAnswer);
    stopListening.push(() => sandbox.server.events.removeListener('response:mocked', onAnswer));
  }
  /** Well inside `NAVIGATION_WAIT_MS`, and far longer than the site takes to open on the status alone. */
  const LANES_LATER_MS = 300;
  const liveCasino = () => within(screen.getByRole('navigation', { name: 'Game navigation' })).queryByRole('link', { name: 'Live casino' });

  it('shows the site only once the navigation’s categories are in, so the bar does not grow after it', async () => {
    const answerLanes = holdVendorLanes();
    // The categories come a while after the status, which alone used to open the site.
    whenStatusAnswered(() => setTimeout(answerLanes, LANES_LATER_MS));
    visit('/');
    await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED);
    // The site's first render has them.
    expect(liveCasino()).toBeInTheDocument();
  });

  it(`opens without the categories when they do not come, ${NAVIGATION_WAIT_MS} ms after the status at most`, async () => {
    holdVendorLanes();
    visit('/');
    await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, { timeout: NAVIGATION_WAIT_MS + LOADED.timeout });
    expect(screen.getByRole('navigation', { name: 'Game navigation' })).toBeInTheDocument();
    expect(liveCasino()).not.toBeInTheDocument();
  });

  it('a page without the head navigation (a page without a header, the lottery page) opens on the status alone', async () => {
    holdVendorLanes();
    let statusAnsweredAt = Number.POSITIVE_INFINITY;
    whenStatusAnswered(() => (statusAnsweredAt = performance.now()));
    visit('/vip');
    await screen.findByRole('heading', { name: 'VIP' }, LOADED);
    // Waiting for the categories would have held the page back for the whole wait.
    expect(performance.now() - statusAnsweredAt).toBeLessThan(NAVIGATION_WAIT_MS);
  });
});

describe('the startup gate is for startup', () => {
  it('keeps the site open while the status is fetched again after a logout', async () => {
    await logInToSandbox('demo_member');
    visit('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Lucky Member' }, LOADED));
    // From here the status call waits: the site must not fall back to the loading page meanwhile.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/wps/system/status', () => held.then(() => undefined)));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Sign out' })).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Log in' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    answer();
  });
});

describe('the centers are guarded (spec §4, §6)', () => {
  it('a trial account asking for my account gets the real-account warning', async () => {
    const trial = await startSandboxTrial();
    visit('/');
    await userEvent.click(await screen.findByRole('button', { name: trial.userName }, LOADED));
    expect(screen.queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(screen.getByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member center' })).not.toBeInTheDocument();
  });

  it('a member opens the member center at the entry the menu names, and has no agent entry', async () => {
    await logInToSandbox('demo_member');
    visit('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Lucky Member' }, LOADED));
    expect(screen.queryByRole('button', { name: 'Agent' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    expect(await within(center).findByRole('tab', { name: 'Withdraw' }, LOADED)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(center).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the member center's mission entry shows the count of open missions the sandbox answers (two)", async () => {
    await logInToSandbox('demo_member');
    visit('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Lucky Member' }, LOADED));
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    const missions = await within(center).findByRole('tab', { name: /Mission activity\s*2 open missions$/ }, LOADED);
    expect(within(missions).getByText('2')).toBeInTheDocument();
  });

  it('an agent sees the agent entry, which opens the agent center', async () => {
    await logInToSandbox('agent_l41');
    visit('/');
    await userEvent.click(await screen.findByRole('button', { name: 'agent_l41' }, LOADED));
    await userEvent.click(screen.getByRole('button', { name: 'Agent' }));
    const center = await screen.findByRole('dialog', { name: 'Agent center' });
    expect(await within(center).findByRole('tab', { name: 'Announcement' }, LOADED)).toHaveAttribute('aria-selected', 'true');
  });
});
