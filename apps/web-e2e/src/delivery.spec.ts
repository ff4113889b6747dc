import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSP_PROBE_QUERY } from './csp-reports';
import { brandOrigin } from './brand-sites';
import { catalog } from './catalog';
import { GAMES_CALLS, lobbyGrid } from './games-lobby';
import { BRAND_NAME, firstItemOf, text } from './shell-text';
import { chunkUrl } from './chunk-files';

/** Issue 18's goal for cumulative layout shift. */
const CLS_GOAL = 0.02;
/** Each API answer held back this long, so every loading state is on screen before its content replaces it… */
const SLOW_ANSWER_MS = 400;
/** …and the banners' and notices' answer last of all, after the lanes below them have drawn their skeletons. */
const SLOWEST_ANSWER_MS = 1500;

/** The entry script the stamped index.html loads (a hashed asset). */
async function entryScript(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html loads no module script');
  return src;
}

test.describe('delivery (compressed, cached, crawlable)', () => {
  test('an asset asked for with brotli answers brotli, cached for good, and varies by encoding', async ({ request }) => {
    const asset = await request.get(await entryScript(request), { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['vary']).toBe('Accept-Encoding');
    expect(asset.headers()['cache-control']).toContain('immutable');
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['cache-control']).toBe('no-cache');
  });

  test('/robots.txt answers text, not the site', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /wps/');
  });

  test.describe('a second visit', () => {
    test.use({ serviceWorkers: 'allow' });

    test('loads the shell and its hashed assets from the service worker, not the network', async ({ page }) => {
      const requests: string[] = [];
      page.context().on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto('/');
      // The worker installs once the first screen is in and precaches in the background; wait until it controls the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const banner = requests.findIndex((path) => path.startsWith('/__sandbox/art/banner/'));
      expect(banner, 'the home page asked for its first banner').toBeGreaterThanOrEqual(0);
      expect(requests.indexOf('/sw.js'), 'the worker comes after the first screen’s picture').toBeGreaterThan(banner);
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      const fromNetwork: string[] = [];
      const fromWorker: string[] = [];
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/assets/')) return;
        (response.fromServiceWorker() ? fromWorker : fromNetwork).push(path);
      });
      const apiCall = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/wps/'));
      const shell = await page.goto('/promotions');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(shell?.fromServiceWorker(), 'the page itself is the shell the worker keeps').toBe(true);
      expect(fromWorker.length).toBeGreaterThan(0);
      expect(fromNetwork).toEqual([]);
      // Answers that carry a session pass the worker by.
      expect((await apiCall).fromServiceWorker(), 'an API call goes to the network').toBe(false);
    });
  });
});

/** The page's layout shift so far: the sum of every shift not caused by the player's input. */
function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test.describe('a steady first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(`the home page moves less than CLS ${CLS_GOAL} while its parts arrive on a slow network`, async ({ page }) => {
    await page.route(/\/(wps|lgw)\//, async (route) => {
      const wait = route.request().url().includes('getListAnnouncements') ? SLOWEST_ANSWER_MS : SLOW_ANSWER_MS;
      await new Promise((resolve) => setTimeout(resolve, wait));
      await route.continue();
    });
    await page.goto('/');
    // Everything the first screen shows, pop-up notice included, has arrived.
    const carousel = page.getByRole('region', { name: text('home.banners') });
    await expect(carousel.getByRole('img', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Welcome to the sandbox' })).toBeVisible();
    await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
    await expect(firstItemOf(page, 'home.winners')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(CLS_GOAL);
  });

  test(`the home page moves less than CLS ${CLS_GOAL} when the lanes' chunk arrives after the winners'`, async ({ page }) => {
    // The lanes are far taller than the skeleton that holds their place: the winners under it must not show first.
    await page.route(chunkUrl('home-game-sections'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.continue();
    });
    await page.goto('/');
    await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
    await expect(firstItemOf(page, 'home.winners')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(CLS_GOAL);
  });

  test('every picture of the home page has its width and height before it loads, the logo included', async ({ page }) => {
    await page.goto('/');
    await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: text('header.home', { brand: BRAND_NAME }) })).toBeVisible();
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.outerHTML),
      );
    expect(unsized).toEqual([]);
  });
});

test.describe('a phone header whose whole logo fits', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('does not fetch the app icon that stands in for the logo on a narrower phone', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const home = page.getByRole('banner').getByRole('link', { name: text('header.home', { brand: BRAND_NAME }) });
    // The logo, shown, and the app icon, hidden while the logo fits.
    await expect(home.locator('img')).toHaveCount(2);
    const mark = home.locator('img').nth(1);
    await expect(mark).toBeHidden();
    await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
    expect(images).not.toContain(new URL((await mark.getAttribute('src')) ?? '', page.url()).pathname);
  });
});

test.describe('a steady first screen on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(`the navigation's categories come with the site and keep desert-rose's bar to one line: nothing moves (CLS ≤ ${CLS_GOAL})`, async ({
    page,
  }) => {
    // The status answer is held back, so lanes asked for beside it are in first; lanes asked for once the site is drawn still come late.
    await page.route(/\/wps\/system\/status/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.continue();
    });
    await page.goto(`${brandOrigin('desert-rose')}/`);
    // desert-rose opens in AR, which reads EN's words.
    const en = catalog('EN');
    const bar = page.getByRole('navigation', { name: en['nav.label'] });
    const live = bar.getByRole('link', { name: en['nav.category.LIVE'] });
    await expect(live).toBeVisible();
    // desert-rose's categories do not fit one line: the bar keeps one and lists the rest under More.
    await expect(bar.getByRole('button', { name: en['nav.more'] })).toBeVisible();
    const [barBox, linkBox] = await Promise.all([bar.boundingBox(), live.boundingBox()]);
    expect(barBox?.height).toBeLessThan(2 * (linkBox?.height ?? 0));
    expect(await layoutShift(page)).toBeLessThanOrEqual(CLS_GOAL);
  });
});

test.describe('the top of the home page first', () => {
  test('the first banner’s picture is asked for before what is under it is fetched or calls for its games', async ({ page }) => {
    // The status answer comes late, so the banners are in before the site first renders its page.
    await page.route(/\/wps\/system\/status/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.continue();
    });
    const order: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/__sandbox/art/banner/')) order.push('banner');
      else if (url.includes('GCSGAME_hotGamesV2') || url.includes('ODSFE2_getWinnerBoard')) order.push('lane');
      // The chunks of the lanes, the winners board and the pop-up notices (named after their modules).
      else if ([chunkUrl('home-below'), chunkUrl('home-game-sections')].some((chunk) => chunk.test(url))) order.push('chunk');
    });
    await page.goto('/');
    await expect(firstItemOf(page, 'home.winners')).toBeVisible();
    expect(order[0]).toBe('banner');
    expect(order.filter((what) => what === 'chunk')).toHaveLength(2);
    expect(order).toContain('lane');
  });
});

test.describe('the site starts before React has arrived', () => {
  /** The view libraries' chunk (React DOM, the router, the styles): `vendor-` and its hash, not `vendor-state-`. */
  const VIEW_LIBRARIES = chunkUrl('vendor');

  test('a lobby visit asks for its games and its page while React is still on its way', async ({ page }) => {
    let releaseReact: () => void = () => undefined;
    const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
    await page.route(VIEW_LIBRARIES, async (route) => {
      await reactHeld;
      await route.continue();
    });
    const asked = Promise.all([page.waitForRequest(/GCSGAME_gameList/), page.waitForRequest(chunkUrl('egame-page'))]);
    const visit = page.goto('/rng');
    await asked;
    releaseReact();
    await visit;
    await expect(lobbyGrid(page, 'PG Soft')).toBeVisible();
  });
});

test.describe('the first screen reads only the shell part of its catalog', () => {
  /** The catalog's shell part, which index.html preloads; any other chunk of the TY catalog is its rest. */
  async function shellCatalogPath(request: APIRequestContext): Promise<string> {
    const html = await (await request.get('/')).text();
    const href = /<link rel="modulepreload" crossorigin href="(\/assets\/TY-[^"]+\.js)"/.exec(html)?.[1];
    if (!href) throw new Error('index.html preloads no TY catalog');
    return href;
  }

  /** Holds back every chunk of the TY catalog but its shell part until released; says whether one was asked for. */
  async function holdTheRest(page: Page, request: APIRequestContext) {
    const shell = await shellCatalogPath(request);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const rest = { asked: false, release: () => release() };
    await page.route(/\/assets\/TY-[^/]+\.js$/, async (route) => {
      if (new URL(route.request().url()).pathname !== shell) {
        rest.asked = true;
        await released;
      }
      await route.continue();
    });
    return rest;
  }

  const KEYS = new Set(Object.keys(catalog('TY')));
  const keysShown = (bodyText: string) => bodyText.split(/\s+/).filter((word) => KEYS.has(word));

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px, home shows every text without the rest; the next page waits for it`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const rest = await holdTheRest(page, request);

      await page.goto('/');
      await expect(firstItemOf(page, 'games.home.hot')).toBeVisible();
      // The rest is asked for when the browser is first idle after the first screen, which may come a moment after it shows.
      await expect.poll(() => rest.asked).toBe(true);
      expect(keysShown(await page.locator('body').innerText())).toEqual([]);
      // The footer, below the fold, waits for the rest like every later chunk.
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      // In-app navigation, as a link does (the router follows the history).
      await page.evaluate(() => {
        window.history.pushState({}, '', '/help');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('main').getByRole('status')).toHaveText(text('system.loading'));
      rest.release();
      await expect(page.getByRole('navigation', { name: text('help.nav') })).toBeAttached();
      await expect(page.getByRole('contentinfo').getByRole('list', { name: text('footer.steps') })).toBeAttached();
      expect(keysShown(await page.locator('body').innerText())).toEqual([]);
    });
  }

  // The bench's other two pages: a lobby and /promotions, where campaigns land.
  for (const [path, firstScreen] of [
    ['/rng', (page: Page) => lobbyGrid(page, 'PG Soft').getByRole('listitem').first()],
    ['/promotions', (page: Page) => page.getByRole('group', { name: text('promotion.category.label') })],
  ] as const) {
    test(`${path} shows every text of its first screen without the rest`, async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const rest = await holdTheRest(page, request);
      await page.goto(path);
      await expect(firstScreen(page)).toBeVisible();
      await expect.poll(() => rest.asked).toBe(true);
      expect(keysShown(await page.locator('body').innerText())).toEqual([]);
      rest.release();
    });
  }

  test('a lobby whose games are slow asks for the rest only once they are in, not at the first idle moment', async ({ page, request }) => {
    const rest = await holdTheRest(page, request);
    let releaseGames = () => undefined as void;
    const gamesReleased = new Promise<void>((resolve) => (releaseGames = resolve));
    for (const pattern of GAMES_CALLS) {
      await page.route(pattern, async (route) => {
        await gamesReleased;
        await route.continue();
      });
    }
    await page.goto('/rng');
    await expect(page.getByRole('banner')).toBeVisible();
    // Two idle moments after the first render: the page waits for nothing but its games.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(rest.asked).toBe(false);
    releaseGames();
    await expect(lobbyGrid(page, 'PG Soft').getByRole('listitem').first()).toBeVisible();
    await expect.poll(() => rest.asked).toBe(true);
    rest.release();
  });
});

test.describe('the Content-Security-Policy', () => {
  test('is sent with the site and blocks an injected inline script', async ({ page }) => {
    const response = await page.goto(`/?${CSP_PROBE_QUERY}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }),
        ),
    );
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
      return Boolean((window as unknown as { injected?: boolean }).injected);
    });
    expect(ran).toBe(false);
    expect(await violation).toContain('script-src');
  });
});
