import { expect, test, type Page } from '@playwright/test';
import { untilPageSettles } from './page-settled';
import { accountMenu, startLoggedIn } from './shell-session';
import { text } from './shell-text';
import { FULL, HEADER_FOOTER, home, ROUTES, type RouteCase } from './spec-routes';

/** What a route may take at most, from its load to its last check, on CI's two busy cores. */
const ROUTE_TIMEOUT_MS = 10_000;

async function expectLayout(page: Page, { path, layout, title: [key, values] }: RouteCase) {
  // Nothing blank: the page's own heading is there, in the player's language.
  await expect.soft(page.getByRole('heading', { level: 1, name: text(key, values), exact: true }), path).toBeVisible();
  await expect.soft(page.getByRole('main'), path).not.toBeEmpty();
  // Spec §2: the head navigation comes with the header, except on /lottery.
  const withNavigation = layout.header && !path.startsWith('/lottery');
  // The footer and the head navigation are drawn late: a route without them is checked once they would be there.
  if (!layout.footer || !withNavigation) await untilPageSettles(page);
  await expect.soft(page.getByRole('banner'), path).toHaveCount(layout.header ? 1 : 0);
  await expect.soft(page.getByRole('contentinfo'), path).toHaveCount(layout.footer ? 1 : 0);
  await expect.soft(page.getByRole('navigation', { name: text('sidebar.label') }), path).toHaveCount(layout.side ? 1 : 0);
  await expect.soft(page.getByRole('navigation', { name: text('nav.label') }), path).toHaveCount(withNavigation ? 1 : 0);
}

/** A register route opens registration over home for a guest; a player is sent on to home without it. */
async function dismissRegistration(page: Page, path: string, loggedIn: boolean) {
  if (!path.startsWith('/register')) return;
  if (loggedIn) {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('dialog', { name: text('auth.register.title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Each route is opened as a deep link (a full load at its address), one after the other in one tab:
 * a fresh tab per route would only add its start-up. Each route is a step of its own in the report,
 * and its checks are soft, so one broken route does not hide the others.
 */
async function walkRoutes(page: Page, loggedIn: boolean, onEach: (route: RouteCase) => Promise<void> = async () => undefined) {
  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await dismissRegistration(page, route.path, loggedIn);
      await expectLayout(page, route);
      await onEach(route);
    });
  }
}

test.describe('every route, logged out (spec §2)', () => {
  test('each route, opened at its address, has its layout and content, and the header its login form', async ({ page }) => {
    test.setTimeout(ROUTES.length * ROUTE_TIMEOUT_MS);
    await walkRoutes(page, false, async (route) => {
      if (route.layout.header) await expect.soft(page.getByRole('form', { name: text('auth.login.title') }), route.path).toBeVisible();
    });
  });

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
  test('each route, opened at its address, has its layout and content, and the header the player', async ({ page, baseURL }) => {
    test.setTimeout(ROUTES.length * ROUTE_TIMEOUT_MS);
    const session = await startLoggedIn(page, baseURL ?? '', 'member');
    await walkRoutes(page, true, async (route) => {
      if (!route.layout.header) return;
      await expect.soft(accountMenu(page, session.userName), route.path).toBeVisible();
      await expect.soft(page.getByRole('form', { name: text('auth.login.title') }), route.path).toHaveCount(0);
    });
  });

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
