import { expect, test, type Page, type Route } from '@playwright/test';
import { catalog } from './catalog';
import { skipHomePopups } from './games-lobby';
import { REVEAL_QUIET_MS, untilQuiet, watchRequests, type RequestWatch } from './page-settled';
import { startLoggedIn } from './shell-session';
import { escapeRegExp, text } from './shell-text';
import { ROUTES, type RouteCase } from './spec-routes';

/**
 * Issue 19: every route of spec §2, as a guest and as a member, with each of its calls failing (HTTP 500),
 * answering a shape the schema rejects, or slow. Faults ride on this page's requests only (the sandbox's per-request
 * headers), so tests running beside it on the same sandbox are untouched. A body cut off mid-JSON reaches the page as
 * the error a 500 does: every call goes through the api-client's base query, whose unit tests map it
 * (libs/api-client base-query.spec.ts).
 */
type Mode = '500' | 'bad shape' | 'slow';

/**
 * Slow, not failed: the skeletons are checked while the calls are held (`holdSlowCalls`), so the latency after the hold
 * needs only to be real; the 10 s of the issue would only make the walk slower (docs/decisions.md).
 */
const SLOW_MS = 400;

const MODE_HEADERS: Record<Mode, Record<string, string>> = {
  '500': { 'x-sandbox-failure-rate': '1' },
  'bad shape': { 'x-sandbox-bad-shape': '1' },
  slow: { 'x-sandbox-latency': String(SLOW_MS) },
};

/** The calls without which the shell cannot start (the startup gate's own tests fail them): never faulted here. */
const STARTUP_PATHS = ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/domainRoute', '/wps/session/key/rsa'];
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
const isApi = (url: string) => API_PREFIXES.some((prefix) => new URL(url).pathname.startsWith(prefix));
/**
 * Faulted, but no message of the error catalogue is owed on every page: the shell's background calls. Without the
 * vendor list the head navigation keeps its fixed entries (the game pages that need it show its error); the header's
 * balance says it is unavailable, with its refresh button; the unread badge, the session clock, the login-info
 * refresh and the header's nickname (the account names the player meanwhile) wait.
 */
const QUIET_PATHS = [
  '/wps/relay/GCSGAME_newGameVendor',
  '/wps/v2/wallets/balance',
  '/wps/relay/MCSFE_getUnreadMessageV2',
  '/wps/member/responsibleGaming',
  '/wps/member/loginInfo',
  '/wps/member/info',
  // The register form's own calls, closed with its dialog before the page is checked: the form says what failed with a
  // retry (libs/auth register-flow.spec.tsx), and shows its dialling codes' picker once they are in.
  '/wps/system/setting/register',
  '/wps/system/country',
];
/** A lobby's later page of games: its tiles stay placeholders and the page is asked again when it scrolls into view. */
const LATER_PAGE = ' (later page)';
/** A call as the checks name it: its path, marked when it asks for a later page. */
function callOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  return Number(searchParams.get('pageNum') ?? 1) > 1 ? pathname + LATER_PAGE : pathname;
}
const owesMessage = (paths: string[]) => paths.some((path) => !QUIET_PATHS.includes(path) && !path.endsWith(LATER_PAGE));

/** Every catalogued message of spec §8, as the player reads it. */
const TY = catalog('TY');
const ERROR_TEXTS = Object.keys(TY)
  .filter((key) => key.startsWith('error.'))
  .map((key) => TY[key] ?? '');
const catalogued = new RegExp(ERROR_TEXTS.map(escapeRegExp).join('|'));
const RETRY = new RegExp(`^\\s*(${text('ui.retry')}|${text('system.retry')})\\s*$`);

/** Routes where the fault is lifted and the player's retry must bring the content back. */
const RETRY_SAMPLE = new Set([
  '/',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/rng',
  '/lottery?gameCode=TCG&playType=STRAIGHT',
  '/promotions',
  '/help',
]);

interface Faults {
  on: boolean;
  /** Faulted calls since the current route was entered. */
  faulted: string[];
  /** Paths of the API calls on their way. */
  pending: string[];
  /** Calls answered before in this tab: a page may show what it has while it asks again, without skeletons. */
  answered: Set<string>;
  /** The API calls and chunks on their way: a chunk that arrives may make calls of its own. */
  watch: RequestWatch;
  /**
   * Slow mode: faulted calls wait for this before they leave with the sandbox's latency, so the skeletons last
   * until they are checked however long a starved machine takes to draw the page.
   */
  held: Promise<void>;
  release: () => void;
}

/** Holds the slow calls of the route about to be entered until the test releases them (once it has seen the skeletons). */
function holdSlowCalls(faults: Faults) {
  faults.held = new Promise<void>((resolve) => (faults.release = resolve));
}

async function injectFaults(page: Page, mode: Mode): Promise<Faults> {
  const isChunk = (url: string) => new URL(url).pathname.endsWith('.js');
  const faults: Faults = {
    on: true,
    faulted: [],
    pending: [],
    answered: new Set(),
    watch: watchRequests(page, (request) => isApi(request.url()) || isChunk(request.url())),
    held: Promise.resolve(),
    release: () => undefined,
  };
  await page.route(
    (url) => isApi(url.toString()),
    async (route: Route) => {
      const url = new URL(route.request().url());
      if (!faults.on || STARTUP_PATHS.includes(url.pathname)) return route.continue();
      faults.faulted.push(callOf(url.toString()));
      if (mode === 'slow') {
        // Held on purpose: the page is settled with it waiting here.
        faults.watch.held++;
        await faults.held;
        faults.watch.held--;
      }
      return route.continue({ headers: { ...route.request().headers(), ...MODE_HEADERS[mode] } });
    },
  );
  page.on('request', (request) => {
    if (isApi(request.url())) faults.pending.push(callOf(request.url()));
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) faults.pending.splice(faults.pending.indexOf(callOf(request.url())), 1);
  };
  page.on('requestfinished', (request) => {
    if (isApi(request.url())) faults.answered.add(callOf(request.url()));
    done(request);
  });
  page.on('requestfailed', done);
  return faults;
}

/** A client-side navigation, as a link would do: the shell stays, the route's page loads. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * A page's requests can follow one another (a part's chunk, then its calls): done once none is on its way, but for the
 * slow calls the test holds, and none has left or ended for React's reveal throttle and more (page-settled.ts).
 */
const settled = (page: Page, faults: Faults) => untilQuiet(page, faults.watch, { quietMs: REVEAL_QUIET_MS });

async function expectShell(page: Page, { path, layout, title: [key, values] }: RouteCase) {
  // Nothing blank: the page's frame and heading stand, and the chrome of its layout is there.
  await expect.soft(page.getByRole('heading', { level: 1, name: text(key, values), exact: true }), path).toBeVisible();
  await expect.soft(page.getByRole('main'), path).not.toBeEmpty();
  await expect.soft(page.getByRole('banner'), path).toHaveCount(layout.header ? 1 : 0);
  await expect.soft(page.getByRole('contentinfo'), path).toHaveCount(layout.footer ? 1 : 0);
}

// Per-route checks are soft: one walk reports every route that fails, not only the first.

/** The catalogued failure messages the player sees. */
const failureAlerts = (page: Page) => page.getByRole('alert').filter({ hasText: catalogued, visible: true });

/** Every part whose call failed says so with a catalogued message and offers a retry. */
async function expectFailuresShown(page: Page, path: string, faulted: string[]) {
  const alerts = failureAlerts(page);
  await expect.soft(alerts.first(), `${path}: a failed call (${faulted.join(', ')}) shows its catalogued message`).toBeVisible();
  // One query for them all: a home page of a dozen failed parts, asked one by one, took seconds a route. The retry sits
  // beside the message, out of its live region (a wait's countdown would have it read again every second).
  const withoutRetry = alerts.locator('xpath=..').filter({ hasNot: page.getByRole('button', { name: RETRY }) });
  await expect.soft(withoutRetry, `${path}: every failed part offers a retry`).toHaveCount(0);
}

async function retryWithoutFault(page: Page, faults: Faults, path: string) {
  faults.on = false;
  // The failures expectFailuresShown has just seen: there is one to retry.
  const alerts = failureAlerts(page);
  const before = await alerts.count();
  expect.soft(before, `${path}: a failure to retry`).toBeGreaterThan(0);
  if (before > 0) {
    // The retry's call leaves a moment after the click: until it is answered the page is not settled, and the fault
    // must stay off for it (a fault back on would fail the retry and count its call against the next route).
    const retried = page.waitForResponse((response) => isApi(response.url()));
    await alerts.first().locator('xpath=..').getByRole('button', { name: RETRY }).click();
    await retried;
    await settled(page, faults);
    await expect.poll(() => alerts.count(), { message: `${path}: the retry brings the content back` }).toBeLessThan(before);
  }
  faults.on = true;
}

/** Once the page has drawn what it can with its slow calls held: skeletons where they go, then the content. */
async function expectSkeletonsThenContent(page: Page, faults: Faults, path: string, answeredBefore: Set<string>) {
  await settled(page, faults);
  const busy = page.locator('[data-skeleton], [aria-busy="true"]');
  const waiting = faults.pending.filter((call) => faults.faulted.includes(call) && !answeredBefore.has(call));
  if (owesMessage(waiting))
    await expect.soft(busy.first(), `${path}: skeletons while ${waiting.join(', ')} are on their way`).toBeVisible();
  faults.release();
  await settled(page, faults);
  await expect.soft(busy, `${path}: the content replaces the skeletons`).toHaveCount(0);
  // Slow is not broken: no call gives up as a network failure (other messages may be the page's real answer).
  await expect.soft(page.getByText(text('error.networkAbnormal')), `${path}: a slow call is not a network failure`).toHaveCount(0);
}

/** The chrome still works after the walk: a footer link leads to its page. */
async function expectChromeUsable(page: Page) {
  await visit(page, '/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('footer.about.privacyPolicy') })
    .click();
  await expect(page).toHaveURL(/\/help\?topic=privacyPolicy$/);
  await expect(page.getByRole('heading', { level: 2, name: text('footer.about.privacyPolicy') })).toBeVisible();
}

const MODES: Mode[] = ['500', 'bad shape', 'slow'];

/** The browser's own console line for a request that failed: the fault itself, not the site's error. */
const BROWSER_REQUEST_FAILURE = /^Failed to load resource/;

for (const role of ['guest', 'member'] as const) {
  test.describe(`every route under a failing backend, as ${role === 'guest' ? 'a guest' : 'a member'} (issue 19)`, () => {
    for (const mode of MODES) {
      test(`${mode}: each page keeps its frame, shows what failed with a retry, and throws nothing`, async ({ page, baseURL }) => {
        test.setTimeout(240_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        // An error a boundary caught leaves no page error: React reports it on the console instead.
        page.on('console', (message) => {
          if (message.type() === 'error' && !BROWSER_REQUEST_FAILURE.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
        });
        await skipHomePopups(page);
        if (role === 'member') await startLoggedIn(page, baseURL ?? '', 'member');
        const faults = await injectFaults(page, mode);
        await page.goto('/help');
        await expect(page.getByRole('banner')).toBeVisible();

        // A player's register route is home once it has sent them there (shell-routes checks that): walked, home's late
        // calls after the redirect would count against the next route.
        const routes = role === 'member' ? ROUTES.filter(({ path }) => !path.startsWith('/register')) : ROUTES;
        for (const route of routes) {
          faults.faulted = [];
          const answeredBefore = new Set(faults.answered);
          if (mode === 'slow') holdSlowCalls(faults);
          await visit(page, route.path);
          // Slow calls are held until the skeletons are seen; a frame that waits for one of them shows once it is let go.
          if (mode === 'slow') await expectSkeletonsThenContent(page, faults, route.path, answeredBefore);
          // The register routes open registration over home: the page is checked once it closes.
          if (route.path.startsWith('/register')) {
            await expect(page.getByRole('dialog', { name: text('auth.register.title') })).toBeVisible();
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toHaveCount(0);
          }
          await expectShell(page, route);
          await settled(page, faults);
          if (mode !== 'slow' && owesMessage(faults.faulted)) {
            await expectFailuresShown(page, route.path, faults.faulted);
            if (RETRY_SAMPLE.has(route.path)) await retryWithoutFault(page, faults, route.path);
          }
          expect.soft(errors.splice(0), `${route.path}: no error, uncaught or caught by a boundary`).toEqual([]);
        }
        faults.release();
        await expectChromeUsable(page);
        expect(errors).toEqual([]);
      });
    }
  });
}
