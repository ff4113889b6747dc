import { expect, test, type Page } from '@playwright/test';
import { accountMenu, startLoggedIn } from './shell-session';
import { text } from './shell-text';
import { MEMBER_CENTER_MENU } from './member-center-menu';

/** The sandbox's settings with `loginedToHomePage` switched on, as a merchant would serve them. */
async function requireSessionEverywhere(page: Page) {
  await page.route('**/wps/system/whitelabel*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const switchOn = (modules: { modId: string; enabled: string; childrenNodes: unknown[] }[]): unknown[] =>
      modules.map((module) => ({
        ...module,
        enabled: module.modId === 'LOGINEDTOHOMEPAGE3' ? '1' : module.enabled,
        childrenNodes: switchOn(module.childrenNodes as never),
      }));
    body.value.whitelabel = switchOn(body.value.whitelabel);
    await route.fulfill({ response, json: body });
  });
}

const menuEntry = (page: Page, key: string) =>
  page.getByRole('banner').getByRole('button', { name: text(`header.menu.${key}`), exact: true });

test.describe('a guest (spec §2, §4)', () => {
  test('with loginedToHomePage on, a guarded route sends the guest to /login', async ({ page }) => {
    await requireSessionEverywhere(page);
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: text('page.login.title') })).toBeVisible();
  });

  for (const path of ['/register', '/register.html', '/helpmc', '/download']) {
    test(`with loginedToHomePage on, ${path} stays open to the guest`, async ({ page }) => {
      await requireSessionEverywhere(page);
      await page.goto(path);
      // The settings have arrived (and the guard has read them) once the side bar or footer shows Telegram.
      await expect(page.getByRole('link', { name: text('social.telegram') }).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
    });
  }

  test('with loginedToHomePage off (the sandbox default), a guarded route stays open (shell-routes walks them all)', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('link', { name: text('social.telegram') }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/promotions$/);
  });

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

test.describe('a trial account (spec §4, §6, §8)', () => {
  test('is warned with in_need_true_account for my account and deposit, and has no agent entry', async ({ page, baseURL }) => {
    const trial = await startLoggedIn(page, baseURL ?? '', 'trial');
    await page.goto('/');
    await accountMenu(page, trial.userName).click();
    await expect(menuEntry(page, 'agent')).toHaveCount(0);
    await menuEntry(page, 'myAccount').click();
    const warning = page.getByRole('dialog', { name: text('auth.trialWarning.title') });
    await expect(warning).toContainText(text('auth.in_need_true_account'));
    await warning.getByRole('button', { name: text('auth.in_increase_submit') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.deposit') })
      .click();
    await expect(page.getByRole('dialog', { name: text('auth.trialWarning.title') })).toBeVisible();
    await expect(page.getByRole('dialog', { name: text('member.center.title') })).toHaveCount(0);
  });
});

test.describe('a member (spec §2, §4)', () => {
  test('opens the member center: 13 entries in order, the mission badge, a close button; no agent entry', async ({ page, baseURL }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/');
    await accountMenu(page, member.userName).click();
    await expect(menuEntry(page, 'agent')).toHaveCount(0);
    await menuEntry(page, 'myAccount').click();
    const center = page.getByRole('dialog', { name: text('member.center.title') });
    const entries = center.getByRole('tablist', { name: text('member.center.title') }).getByRole('tab');
    await expect(entries).toHaveCount(13);
    for (const [index, key] of MEMBER_CENTER_MENU.entries()) await expect(entries.nth(index)).toContainText(text(`member.entry.${key}`));
    await expect(entries.nth(0)).toHaveAttribute('aria-selected', 'true');
    // The sandbox has open missions: the badge shows their count.
    await expect(entries.nth(11).getByText(/^\d+$/)).toBeVisible();
    await entries.nth(5).click();
    await expect(entries.nth(5)).toHaveAttribute('aria-selected', 'true');
    await expect(center.getByRole('tabpanel')).toContainText(text('member.entry.personalHistoryCopy'));
    await center.getByRole('button', { name: text('modal.close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(accountMenu(page, member.userName)).toBeFocused();
  });

  test('signs out after confirming: the logout call ends the session on the server, then home', async ({ page, baseURL, request }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'member');
    await page.goto('/hot');
    await accountMenu(page, member.userName).click();
    await menuEntry(page, 'signOut').click();
    const dialog = page.getByRole('dialog', { name: text('logout.title') });
    await expect(dialog).toContainText(text('logout.message'));
    await dialog.getByRole('button', { name: text('ui.cancel') }).click();
    await expect(accountMenu(page, member.userName)).toBeVisible();

    await accountMenu(page, member.userName).click();
    await menuEntry(page, 'signOut').click();
    await page
      .getByRole('dialog', { name: text('logout.title') })
      .getByRole('button', { name: text('logout.submit') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('form', { name: text('auth.login.title') })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    const balance = await request.get('/wps/v2/wallets/balance', { headers: { Merchant: 'LH001', Authorization: member.token } });
    expect((await balance.json()).errorCode).toBe('login.not.session');
  });
});

test.describe('an agent (spec §2, §6)', () => {
  test('opens the agent center from the agent entry, its salary entries gated by the contract flags', async ({ page, baseURL }) => {
    const agent = await startLoggedIn(page, baseURL ?? '', 'agent');
    await page.goto('/');
    await accountMenu(page, agent.userName).click();
    await menuEntry(page, 'agent').click();
    const center = page.getByRole('dialog', { name: text('agent.center.title') });
    const entries = center.getByRole('tablist', { name: text('agent.center.title') }).getByRole('tab');
    // The sandbox enables dividend, daily and hourly salary contracts, and not real-time salary.
    const keys = [
      'announcement',
      'teamOverview',
      'registerCenter',
      'downlineManagement',
      'teamBetting',
      'userProfitLoss',
      'myIncome',
      'downlineTransactions',
      'dividendRecord',
      'dailyWages',
      'hourlySalary',
    ];
    await expect(entries).toHaveCount(keys.length);
    for (const [index, key] of keys.entries()) await expect(entries.nth(index)).toHaveText(text(`agent.entry.${key}`));
    await center.getByRole('button', { name: text('modal.close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
