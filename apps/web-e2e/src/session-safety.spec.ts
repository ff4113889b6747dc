import { expect, test, type Page } from '@playwright/test';
import { accountMenu, ACCOUNTS, startLoggedIn } from './shell-session';
import { text } from './shell-text';
import { DEFAULT_SITE_CURRENCY } from './brand-sites';

/**
 * Issue 19, OWASP ASVS V3: a session that expires mid-visit clears itself, opens the login popup,
 * and after the player logs in again leaves them on the same screen, where what they were doing
 * can be sent again. The sandbox's per-request fault header expires the session of that one call
 * only, so the other specs' sessions are untouched. demo_vip, so no other spec's amounts move.
 */
const SESSION_FAULT = { 'x-sandbox-session': 'expired' };
const { username, password } = ACCOUNTS.vip;

/** The next call to `path` answers as if the session were gone (`login.not.session`); later calls go through. */
async function expireOnNextCall(page: Page, path: string) {
  let armed = true;
  await page.route(`**${path}`, (route) => {
    if (!armed) return route.continue();
    armed = false;
    return route.continue({ headers: { ...route.request().headers(), ...SESSION_FAULT } });
  });
}

/** The session has cleared itself and the login popup asks for it again; the player logs in there. */
async function logInAgainInThePopup(page: Page) {
  const login = page.getByRole('dialog', { name: text('auth.login.title') });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await login.getByLabel(text('auth.field.username'), { exact: true }).fill(username);
  await login.getByLabel(text('auth.field.password'), { exact: true }).fill(password);
  await login.getByRole('button', { name: text('auth.login.submit') }).click();
  const welcome = page.getByRole('dialog', { name: text('auth.afterLogin.title') });
  await welcome.getByRole('button', { name: text('auth.afterLogin.done') }).click();
  await expect(login).toBeHidden();
  await expect(welcome).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
}

test.describe('a session that expires mid-visit (issue 19)', () => {
  // demo_vip has only its main wallet, so there is no transfer target; the one player with vendor
  // wallets (demo_member) is wallet.spec's, whose exact amounts a parallel transfer would upset.
  // Open until the sandbox seeds a player of this spec's own with a vendor wallet.
  test.fixme('during a wallet transfer: the login popup opens, and after logging in the transfer screen is still there and the transfer goes through', async ({
    page,
    baseURL,
  }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'vip');
    await page.addInitScript(() => sessionStorage.setItem('home.popupsSeen', '1'));
    await page.goto('/');
    await accountMenu(page, member.userName).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.menu.myAccount') })
      .click();
    const center = page.getByRole('dialog', { name: text('member.center.title') });
    await center.getByRole('tab', { name: text('member.entry.transferFund') }).click();
    // The vendor wallets arrive with the balances.
    const wallets = center.getByRole('table', { name: text('wallet.wallets') });
    await expect(wallets.getByRole('row', { name: /PG Soft/ })).toContainText(DEFAULT_SITE_CURRENCY);
    await center.getByRole('combobox', { name: text('wallet.transfer.to') }).selectOption({ label: 'PG Soft' });
    const amount = center.getByRole('textbox', { name: text('wallet.amount') });
    await amount.fill('1.00');

    await expireOnNextCall(page, '/wps/relay/GCS_walletTransfer');
    await center.getByRole('button', { name: text('wallet.transfer.submit'), exact: true }).click();
    await logInAgainInThePopup(page);

    // The same screen: the member center on its transfer page, the player's amount still in it.
    await expect(center.getByRole('tab', { name: text('member.entry.transferFund') })).toHaveAttribute('aria-selected', 'true');
    await expect(amount).toHaveValue('1.00');
    await center.getByRole('button', { name: text('wallet.transfer.submit'), exact: true }).click();
    await expect(center.getByText(text('wallet.transfer.done'))).toBeVisible();
  });

  test('during a points-mall redeem: the login popup opens, and after logging in the player is back in the points mall and the redeem goes through', async ({
    page,
    baseURL,
  }) => {
    await startLoggedIn(page, baseURL ?? '', 'vip');
    await page.goto('/pointMall');
    const reward = page.getByRole('region', { name: `${DEFAULT_SITE_CURRENCY}50 bonus` });
    await reward.getByRole('button', { name: text('wallet.points.redeem') }).click();
    const form = page.getByRole('form', { name: text('wallet.points.redeemOf').replace('{reward}', `${DEFAULT_SITE_CURRENCY}50 bonus`) });
    await form.getByLabel(text('wallet.points.paymentPassword')).fill('246810');

    await expireOnNextCall(page, '/wps/relay/passwordCheck/MCS2_redeemPointReward');
    await form.getByRole('button', { name: text('wallet.points.confirmRedeem') }).click();
    await logInAgainInThePopup(page);

    // The same screen: the points mall, its rewards in place; the redeem is asked for again (a payment
    // password is not kept across a login).
    await expect(page).toHaveURL(/\/pointMall$/);
    await reward.getByRole('button', { name: text('wallet.points.redeem') }).click();
    await form.getByLabel(text('wallet.points.paymentPassword')).fill('246810');
    await form.getByRole('button', { name: text('wallet.points.confirmRedeem') }).click();
    await expect(page.getByRole('status').filter({ hasText: `${DEFAULT_SITE_CURRENCY}50 bonus` })).toBeVisible();
  });
});
