import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_SITE_CURRENCY } from './brand-sites';
import { text } from './shell-text';

/**
 * Issue 20 in a real browser: modal banners, the after-login modal, remember me and social login (the new-device check
 * and the country picker are libs/auth's unit tests'). Each test uses an account no other spec logs into, or none.
 */

const banner = (page: Page) => page.getByRole('banner');
const dialog = (page: Page, titleKey: string) => page.getByRole('dialog', { name: text(titleKey) });

/** The login modal, opened from the header's inline form with nothing typed yet. */
async function openLoginModal(page: Page) {
  await banner(page)
    .getByRole('form', { name: text('auth.login.title') })
    .getByRole('button', { name: text('auth.login.title') })
    .click();
  const login = dialog(page, 'auth.login.title');
  await expect(login).toBeVisible();
  return login;
}

async function logIn(page: Page, username: string, password: string, { remember = false } = {}) {
  const login = await openLoginModal(page);
  await login.getByLabel(text('auth.field.username'), { exact: true }).fill(username);
  await login.getByLabel(text('auth.field.password'), { exact: true }).fill(password);
  if (remember) await login.getByRole('checkbox', { name: text('auth.login.rememberMe') }).check();
  await login.getByRole('button', { name: text('auth.login.submit') }).click();
  return login;
}

test.describe('modal banners (spec §2)', () => {
  test('the login and register modals show their banners', async ({ page }) => {
    await page.goto('/');
    const login = await openLoginModal(page);
    await expect(login.getByRole('img', { name: 'Log in and spin daily' })).toBeVisible();
    await login.getByRole('button', { name: text('modal.close') }).click();
    await page.goto('/register');
    const register = dialog(page, 'auth.register.title');
    await expect(register.getByRole('img', { name: `Register and get ${DEFAULT_SITE_CURRENCY}1,000` })).toBeVisible();
  });
});

test.describe('after the login (spec §2, §4)', () => {
  test('demo_member sees the unread messages and the promotions to join', async ({ page }) => {
    await page.goto('/');
    await logIn(page, 'demo_member', 'Member#2024');
    const welcome = dialog(page, 'auth.afterLogin.title');
    const messages = welcome.getByRole('region', { name: /hindi pa nababasang mensahe/ });
    await expect(messages.getByRole('button').first()).toBeVisible();
    await expect(
      welcome
        .getByRole('region', { name: text('auth.afterLogin.promotions') })
        .getByRole('link')
        .first(),
    ).toBeVisible();
  });
});

test.describe('remember me (spec §9)', () => {
  test('fills the username on the next visit; no password or token is in a cookie or localStorage', async ({ page, context }) => {
    await page.goto('/');
    await logIn(page, 'demo_vip', 'Vip#2024', { remember: true });
    await expect(dialog(page, 'auth.afterLogin.title')).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const stored = JSON.stringify(await page.evaluate(() => ({ ...localStorage })));
    const cookies = JSON.stringify(await context.cookies());
    for (const secret of ['Vip#2024', token as string]) {
      expect(cookies).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    expect(cookies).toContain('demo_vip');

    // The next visit: a new tab has no session, and the login form remembers who it was.
    const next = await context.newPage();
    await next.goto('/');
    const login = await openLoginModal(next);
    await expect(login.getByLabel(text('auth.field.username'), { exact: true })).toHaveValue('demo_vip');
  });
});

test.describe('social login (spec §2, §3)', () => {
  test('a Google login through the sandbox provider ends logged in', async ({ page }) => {
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: text('auth.social.google'), exact: true })
      .click();
    const login = dialog(page, 'auth.login.title');
    const popupOpened = page.waitForEvent('popup');
    await login.getByRole('button', { name: text('auth.social.continueGoogle') }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Continue as demo_member' }).click();
    await expect(dialog(page, 'auth.afterLogin.title')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('demo_member');
  });
});
