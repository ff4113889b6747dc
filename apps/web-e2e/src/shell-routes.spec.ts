import { expect, test, type Page } from '@playwright/test';
import { startLoggedIn } from './shell-session';
import { text } from './shell-text';
import { FULL, HEADER_FOOTER, home, ROUTES, type RouteCase } from './spec-routes';

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
