import { expect, test, type Page } from '@playwright/test';
import { startLoggedIn } from './shell-session';
import { BRAND_NAME, text } from './shell-text';

/** Spec §2 layout table: which chrome each route has. */
const FULL = { header: true, footer: true, side: true };
const HEADER_FOOTER = { header: true, footer: true, side: false };
const HEADER_ONLY = { header: true, footer: false, side: false };
const HEADER_SIDE = { header: true, footer: false, side: true };
const FOOTER_ONLY = { header: false, footer: true, side: false };
const BARE = { header: false, footer: false, side: false };

interface RouteCase {
  path: string;
  layout: typeof FULL;
  /** The catalog key (and values) of the page's heading. */
  title: [string, Record<string, string>?];
}

const home: RouteCase['title'] = ['home.welcome', { brand: BRAND_NAME }];

/** Every route of the spec §2 table, each alias and parameter form. */
const ROUTES: RouteCase[] = [
  { path: '/', layout: FULL, title: home },
  { path: '/index', layout: FULL, title: home },
  { path: '/index.html', layout: FULL, title: home },
  { path: '/home', layout: FULL, title: home },
  { path: '/register', layout: FULL, title: home },
  { path: '/register.html?referralCode=FRIEND7', layout: FULL, title: home },
  { path: '/noticePage', layout: FULL, title: ['page.notice.title'] },
  { path: '/vip', layout: BARE, title: ['page.vip.title'] },
  { path: '/pointMall', layout: HEADER_FOOTER, title: ['page.pointMall.title'] },
  { path: '/sports', layout: HEADER_FOOTER, title: ['nav.category.SPORTS'] },
  { path: '/sports/SABA', layout: HEADER_FOOTER, title: ['nav.category.SPORTS'] },
  { path: '/esports/IMES', layout: HEADER_FOOTER, title: ['nav.category.ESPORTS'] },
  { path: '/cockfight/DS88', layout: HEADER_FOOTER, title: ['nav.category.COCKFIGHT'] },
  { path: '/rng', layout: HEADER_FOOTER, title: ['nav.category.RNG'] },
  { path: '/rng/slot?page=PG', layout: HEADER_FOOTER, title: ['nav.category.RNG'] },
  { path: '/bgs', layout: HEADER_FOOTER, title: ['page.egame.bgs'] },
  { path: '/bingo', layout: HEADER_FOOTER, title: ['nav.bingo'] },
  { path: '/live?vassalage=EVO', layout: HEADER_FOOTER, title: ['nav.category.LIVE'] },
  { path: '/fish', layout: HEADER_FOOTER, title: ['nav.category.FISH'] },
  { path: '/pvp', layout: HEADER_FOOTER, title: ['nav.category.PVP'] },
  { path: '/lottery?gameCode=TCG&playType=STRAIGHT', layout: HEADER_ONLY, title: ['page.lottery.title'] },
  { path: '/vnlottery', layout: HEADER_ONLY, title: ['page.vnlottery.title'] },
  { path: '/seaLottery', layout: HEADER_ONLY, title: ['page.seaLottery.title'] },
  { path: '/elott', layout: FULL, title: ['page.elott.title'] },
  { path: '/hot', layout: FULL, title: ['page.hot.title'] },
  { path: '/promotions', layout: FULL, title: ['page.promotions.title'] },
  { path: '/promoDetail', layout: FULL, title: ['page.promoDetail.title'] },
  { path: '/help', layout: FULL, title: ['page.help.title'] },
  { path: '/download', layout: FULL, title: ['page.download.title'] },
  { path: '/join', layout: FULL, title: ['page.join.title'] },
  { path: '/seamless', layout: HEADER_SIDE, title: ['page.seamless.title'] },
  { path: '/helpmc', layout: FOOTER_ONLY, title: ['page.helpmc.title'] },
  { path: '/game', layout: HEADER_ONLY, title: ['page.iframeGame.title'] },
];

async function expectLayout(page: Page, { path, layout, title: [key, values] }: RouteCase) {
  // Nothing blank: the page's own heading is there, in the player's language.
  await expect(page.getByRole('heading', { level: 1, name: text(key, values), exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('banner')).toHaveCount(layout.header ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toHaveCount(layout.footer ? 1 : 0);
  await expect(page.getByRole('navigation', { name: text('sidebar.label') })).toHaveCount(layout.side ? 1 : 0);
  // Spec §2: the head navigation comes with the header, except on /lottery.
  const withNavigation = layout.header && !path.startsWith('/lottery');
  await expect(page.getByRole('navigation', { name: text('nav.label') })).toHaveCount(withNavigation ? 1 : 0);
}

async function dismissRegistration(page: Page, path: string) {
  if (!path.startsWith('/register')) return;
  await expect(page.getByRole('dialog', { name: text('auth.register.title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('every route, logged out (spec §2)', () => {
  for (const route of ROUTES) {
    test(`${route.path} has its layout and content`, async ({ page }) => {
      await page.goto(route.path);
      await dismissRegistration(page, route.path);
      await expectLayout(page, route);
      if (route.layout.header) await expect(page.getByRole('form', { name: text('auth.login.title') })).toBeVisible();
    });
  }

  test('/login has header and footer and offers the login popup', async ({ page }) => {
    await page.goto('/login');
    await expectLayout(page, { path: '/login', layout: HEADER_FOOTER, title: ['page.login.title'] });
    await page
      .getByRole('main')
      .getByRole('button', { name: text('auth.login.title') })
      .click();
    await expect(page.getByRole('dialog', { name: text('auth.login.title') })).toBeVisible();
  });

  test('an unknown path says so inside the site, with the way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectLayout(page, { path: '/no/such/page', layout: FULL, title: ['page.notFound.title'] });
  });
});

test.describe('every route, logged in (spec §2)', () => {
  for (const route of ROUTES) {
    test(`${route.path} has its layout and content`, async ({ page, baseURL }) => {
      const session = await startLoggedIn(page, baseURL ?? '', 'member');
      await page.goto(route.path);
      await dismissRegistration(page, route.path);
      await expectLayout(page, route);
      if (route.layout.header) {
        await expect(page.getByRole('button', { name: session.userName })).toBeVisible();
        await expect(page.getByRole('form', { name: text('auth.login.title') })).toHaveCount(0);
      }
    });
  }

  test('/login sends a logged-in player home', async ({ page, baseURL }) => {
    await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expectLayout(page, { path: '/', layout: FULL, title: home });
  });
});

test.describe('scrolling on route changes (spec §2)', () => {
  test('a new route starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: text('footer.about.privacyPolicy') });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/help\?topic=privacyPolicy$/);
    await expect(page.getByRole('heading', { level: 2, name: text('footer.about.privacyPolicy') })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a hash scrolls to its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('footer.help.faq') })
      .click();
    await expect(page).toHaveURL(/\/help#faq$/);
    await expect(page.getByRole('region', { name: text('footer.help.faq') })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
