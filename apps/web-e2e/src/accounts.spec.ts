import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenu, lastSmsCode, logIn, registerByMobile } from './shell-session';
import { text } from './shell-text';

/**
 * The account flows of issue 6 in a real browser against the sandbox: one server per run, so each
 * test uses an account no other test touches, or makes its own (unique mobile numbers).
 */

const banner = (page: Page) => page.getByRole('banner');
const inlineLogin = (page: Page) => banner(page).getByRole('form', { name: text('auth.login.title') });
const dialog = (page: Page, titleKey: string) => page.getByRole('dialog', { name: text(titleKey) });
const field = (scope: Locator, labelKey: string) => scope.getByLabel(text(labelKey), { exact: true });

/** A mobile number no seeded account has (they start 917): the sandbox's rule takes 9 to 11 digits. */
const freshMobile = () => `95${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function logInFromHeader(page: Page, username: string, password: string) {
  const form = inlineLogin(page);
  await form.getByRole('textbox', { name: text('auth.username') }).fill(username);
  await form.getByLabel(text('auth.password')).fill(password);
  await form.getByRole('button', { name: text('auth.login.title') }).click();
}

/** Spec §4: login info loaded, the after-login modal shows; the player closes it. */
async function expectAfterLogin(page: Page, account: string) {
  const welcome = dialog(page, 'auth.afterLogin.title');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: text('modal.close') }).click();
  await expect(accountMenu(page, account)).toBeVisible();
  await expect(inlineLogin(page)).toHaveCount(0);
}

async function signOut(page: Page, account: string) {
  await accountMenu(page, account).click();
  await banner(page)
    .getByRole('button', { name: text('header.menu.signOut'), exact: true })
    .click();
  await dialog(page, 'logout.title')
    .getByRole('button', { name: text('logout.submit') })
    .click();
  await expect(inlineLogin(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}

/** Sends the code from a form with a send button, waits for the countdown, types the code the sandbox sent. */
async function sendAndTypeCode(page: Page, scope: Locator, mobile: string) {
  const send = scope.getByRole('button', { name: text('auth.sms.send'), exact: true });
  await send.click();
  // Counting down: the name stays "Send code", the seconds are shown beside it.
  await expect(send).toHaveText(/\d+/);
  await expect(send).toBeDisabled();
  await field(scope, 'auth.field.verificationCode').fill(await lastSmsCode(page.request, mobile));
}

test.describe('login and logout (spec §4)', () => {
  test('a member logs in from the header, sees the after-login modal, and signs out', async ({ page }) => {
    await page.goto('/');
    await logInFromHeader(page, 'demo_member', 'Member#2024');
    await expectAfterLogin(page, 'demo_member');
    expect(await page.evaluate(() => [sessionStorage.getItem('isAgent'), localStorage.getItem('token')])).toEqual(['0', null]);
    await signOut(page, 'demo_member');
  });
});

test.describe('the forced password change (spec §4)', () => {
  for (const { account, password } of [
    { account: 'default_pw', password: 'a1234567' },
    { account: 'expired_pw', password: 'Expired#2024' },
  ]) {
    test(`${account}: the change cannot be skipped, then the player is on / and logged in`, async ({ page }) => {
      // The change is for good: a retry of this test starts from the seeded password again.
      expect((await page.request.post('/__sandbox/accounts/password/reset', { data: { username: account } })).ok()).toBe(true);
      await page.goto('/hot');
      await logInFromHeader(page, account, password);
      const change = dialog(page, 'auth.changePassword.title');
      await expect(change).toContainText(text('auth.changePassword.forced'));
      await expect(field(change, 'auth.field.oldPassword')).toHaveCount(0);
      // Nothing closes it: no close button, and neither Escape nor a click beside it.
      await expect(change.getByRole('button', { name: text('modal.close') })).toHaveCount(0);
      await field(change, 'auth.field.newPassword').press('Escape');
      await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
      await expect(change).toBeVisible();
      // A reload does not get round it (spec §3 change-password flag); the password was kept in
      // memory only, so after the reload the form asks for it (spec §5).
      await page.reload();
      await expect(dialog(page, 'auth.changePassword.title')).toBeVisible();
      const again = dialog(page, 'auth.changePassword.title');
      await field(again, 'auth.field.oldPassword').fill(password);
      await field(again, 'auth.field.newPassword').fill('Changed#2025');
      await field(again, 'auth.field.confirmNewPassword').fill('Changed#2025');
      await again.getByRole('button', { name: text('auth.changePassword.submit') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(accountMenu(page, account)).toBeVisible();
    });
  }
});

test.describe('free trial (spec §4, §6)', () => {
  test('reaches / as a trial account, is refused the member center, and registers from its warning', async ({ page }) => {
    await page.goto('/promotions');
    await banner(page)
      .getByRole('button', { name: text('auth.freeTrial') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page).getByRole('button', { name: text('header.deposit') })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    await banner(page)
      .getByRole('button', { name: text('header.deposit') })
      .click();
    await expect(dialog(page, 'auth.trialWarning.title')).toContainText(text('auth.in_need_true_account'));
    await expect(dialog(page, 'member.center.title')).toHaveCount(0);

    // The warning leads to the registration it asks for: the real account's session takes the trial's place.
    await dialog(page, 'auth.trialWarning.title')
      .getByRole('button', { name: text('auth.register.title') })
      .click();
    const register = dialog(page, 'auth.register.title');
    const username = `trial${Date.now().toString(36)}`;
    await register.getByRole('tab', { name: text('auth.register.byUsername') }).click();
    await field(register, 'auth.field.username').fill(username);
    await field(register, 'auth.field.password').fill('Secret#01');
    await field(register, 'auth.field.confirmPassword').fill('Secret#01');
    await register.getByRole('checkbox', { name: text('auth.register.agreementAge', { age: 18 }) }).check();
    await register.getByRole('button', { name: text('auth.register.submit') }).click();
    await expect(accountMenu(page, username)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).not.toBe('4');
  });
});

test.describe('register (spec §4, §5)', () => {
  test('by username: the server’s rules speak, then the new player is logged in', async ({ page }) => {
    const username = `e2e${Date.now().toString(36)}`;
    await page.goto('/');
    await banner(page)
      .getByRole('button', { name: text('auth.register.title') })
      .click();
    const register = dialog(page, 'auth.register.title');
    await register.getByRole('tab', { name: text('auth.register.byUsername') }).click();
    await field(register, 'auth.field.username').fill('9lives');
    await register.getByRole('button', { name: text('auth.register.submit') }).click();
    await expect(register.getByText(text('auth.register.agreementAgeRequired', { age: 18 }))).toBeVisible();
    await expect(register.getByText(/6.*16/)).toBeVisible();
    await field(register, 'auth.field.username').fill(username);
    await field(register, 'auth.field.password').fill('Secret#01');
    await field(register, 'auth.field.confirmPassword').fill('Secret#01');
    await register.getByRole('checkbox', { name: text('auth.register.agreementAge', { age: 18 }) }).check();
    await register.getByRole('button', { name: text('auth.register.submit') }).click();
    await expect(register).toHaveCount(0);
    await expect(accountMenu(page, username)).toBeVisible();
  });

  test('by mobile number with an SMS code: the number is the username', async ({ page }) => {
    const mobile = freshMobile();
    // The register route opens the register modal itself (spec §2).
    await page.goto('/register');
    const register = dialog(page, 'auth.register.title');
    await register.getByRole('tab', { name: text('auth.register.byMobile') }).click();
    await field(register, 'auth.field.mobileNum').fill(mobile);
    await sendAndTypeCode(page, register, mobile);
    await field(register, 'auth.field.password').fill('Secret#01');
    await field(register, 'auth.field.confirmPassword').fill('Secret#01');
    await register.getByRole('checkbox', { name: text('auth.register.agreementAge', { age: 18 }) }).check();
    await register.getByRole('button', { name: text('auth.register.submit') }).click();
    await expect(register).toHaveCount(0);
    await expect(accountMenu(page, mobile)).toBeVisible();
  });
});

test.describe('forgot password by phone (spec §4)', () => {
  test('resets the password with an SMS code and lands on / logged in; the new password logs in', async ({ page, baseURL }) => {
    // An account of its own, registered by mobile through the api-client (the form's registration is the test above's).
    const mobile = freshMobile();
    await registerByMobile(baseURL ?? '', page.request, mobile, 'Before#01');

    await page.goto('/promotions');
    await inlineLogin(page)
      .getByRole('button', { name: text('auth.forgotPassword.link') })
      .click();
    const forgot = dialog(page, 'auth.forgotPassword.title');
    await forgot.getByRole('tab', { name: text('auth.forgotPassword.byPhone') }).click();
    await field(forgot, 'auth.field.mobileNum').fill(mobile);
    await sendAndTypeCode(page, forgot, mobile);
    await forgot.getByRole('button', { name: text('auth.forgotPassword.verify') }).click();
    await field(forgot, 'auth.field.newPassword').fill('After#02');
    await field(forgot, 'auth.field.confirmNewPassword').fill('After#02');
    await forgot.getByRole('button', { name: text('auth.forgotPassword.setPassword') }).click();
    await expect(forgot).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // Logged in by the login modal, as every login: the welcome follows.
    await expectAfterLogin(page, mobile);

    // The server has the new password, and no longer the old one.
    expect((await logIn(baseURL ?? '', { username: mobile, password: 'After#02' })).userName).toBe(mobile);
    await expect(logIn(baseURL ?? '', { username: mobile, password: 'Before#01' })).rejects.toMatchObject({
      messageKey: 'error.wrongCredentials',
    });
  });
});
