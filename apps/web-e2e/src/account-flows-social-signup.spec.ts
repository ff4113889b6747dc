import { expect, test } from '@playwright/test';
import { text } from './shell-text';

/**
 * Spec §2, §3 in a real browser: a Google identity with no account yet signs up with it
 * (firebaseChannel and firebaseIdToken on register), and is then the player the next Google login finds.
 */
test('a new Google user signs up from the provider popup and is logged in', async ({ page }) => {
  // A name of its own: a retry against the same sandbox would find the first attempt's player.
  const username = `googler${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('auth.social.google'), exact: true })
    .click();
  const login = page.getByRole('dialog', { name: text('auth.login.title') });
  const popupOpened = page.waitForEvent('popup');
  await login.getByRole('button', { name: text('auth.social.continueGoogle') }).click();
  await (await popupOpened).getByRole('button', { name: 'Continue as a new user' }).click();

  const register = page.getByRole('dialog', { name: text('auth.register.title') });
  await expect(register.getByText(text('auth.register.withSocial', { provider: text('auth.social.google') }))).toBeVisible();
  await register.getByLabel(text('auth.field.username'), { exact: true }).fill(username);
  await register.getByLabel(text('auth.field.password'), { exact: true }).fill('Secret#02');
  await register.getByLabel(text('auth.field.confirmPassword'), { exact: true }).fill('Secret#02');
  await register.getByLabel(text('auth.field.payeeName'), { exact: true }).fill('Juan Cruz');
  await register.getByRole('checkbox', { name: text('auth.register.agreementAge', { age: 18 }) }).check();
  await register.getByRole('button', { name: text('auth.register.submit') }).click();
  await expect(register).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});
