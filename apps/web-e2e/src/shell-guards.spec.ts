import { expect, test, type Page } from '@playwright/test';
import { accountMenu, startLoggedIn } from './shell-session';
import { text } from './shell-text';

const menuEntry = (page: Page, key: string) =>
  page.getByRole('banner').getByRole('button', { name: text(`header.menu.${key}`), exact: true });

test.describe('a guest (spec §2, §4)', () => {
  test('the header offers login, register, free trial, the mobile-code switch and social login by their flags', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('form', { name: text('auth.login.title') })).toBeVisible();
    // The sandbox switches on username and mobile registration, free play, mobile-code and Google login, and Facebook login off.
    await expect(banner.getByRole('button', { name: text('auth.register.title') })).toBeVisible();
    await expect(banner.getByRole('button', { name: text('auth.freeTrial') })).toBeVisible();
    await expect(banner.getByRole('button', { name: text('auth.login.mobileCode') })).toBeVisible();
    const social = banner.getByRole('group', { name: text('auth.social.label') });
    await expect(social.getByRole('button', { name: text('auth.social.google') })).toBeVisible();
    await expect(social.getByRole('button', { name: text('auth.social.facebook') })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: text('header.deposit') })).toHaveCount(0);
  });

  test('logging in from the header opens the login popup', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('banner').getByRole('form', { name: text('auth.login.title') });
    await form.getByRole('textbox', { name: text('auth.username') }).fill('demo_member');
    await form.getByRole('button', { name: text('auth.login.title') }).click();
    await expect(page.getByRole('dialog', { name: text('auth.login.title') })).toBeVisible();
  });
});

test.describe('a member (spec §2, §4)', () => {
  test('signs out after confirming: the logout call ends the session on the server, then home; a duplicated tab follows', async ({
    page,
    baseURL,
    request,
  }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/hot');
    // A duplicated tab: its own session storage, holding the same session.
    const duplicate = await page.context().newPage();
    await duplicate.addInitScript((session) => {
      sessionStorage.setItem('token', session.token);
      sessionStorage.setItem('isAgent', String(session.customerType));
      sessionStorage.setItem('account', session.userName);
    }, member);
    await duplicate.goto('/hot');
    await expect(accountMenu(duplicate, member.userName)).toBeVisible();
    await accountMenu(page, member.userName).click();
    await menuEntry(page, 'signOut').click();
    const dialog = page.getByRole('dialog', { name: text('logout.title') });
    await expect(dialog).toContainText(text('logout.message'));
    await dialog.getByRole('button', { name: text('ui.cancel') }).click();
    await expect(accountMenu(page, member.userName)).toBeVisible();

    await accountMenu(page, member.userName).click();
    await menuEntry(page, 'signOut').click();
    // Nothing of the player's is asked for once the session is gone (the header's balance, the reality check).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    await page
      .getByRole('dialog', { name: text('logout.title') })
      .getByRole('button', { name: text('logout.submit') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('form', { name: text('auth.login.title') })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(refused).toEqual([]);
    const balance = await request.get('/wps/v2/wallets/balance', { headers: { Merchant: 'LH001', Authorization: member.token } });
    expect((await balance.json()).errorCode).toBe('login.not.session');
    await expect(duplicate.getByRole('banner').getByRole('form', { name: text('auth.login.title') })).toBeVisible();
    await expect(accountMenu(duplicate, member.userName)).toHaveCount(0);
  });
});
