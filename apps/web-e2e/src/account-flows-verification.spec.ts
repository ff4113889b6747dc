import { expect, test, type Response } from '@playwright/test';
import { text } from './shell-text';

/**
 * Spec §7 in a real browser: with the merchant's human-verification switch on (this page's
 * requests ask the sandbox for it), the login asks the sandbox's challenge first and logs in with
 * its proof. The rules (wrong, expired, missing proof; register and SMS) are component and contract tests.
 */
test.describe('human verification (spec §7)', () => {
  test('a login through the sandbox challenge: the picture, a wrong answer refused, the right one logs in', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'x-sandbox-human-verification': 'on' });
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('form', { name: text('auth.login.title') })
      .getByRole('button', { name: text('auth.login.title') })
      .click();
    const login = page.getByRole('dialog', { name: text('auth.login.title') });
    await login.getByLabel(text('auth.field.username'), { exact: true }).fill('demo_vip');
    await login.getByLabel(text('auth.field.password'), { exact: true }).fill('Vip#2024');

    const drawn = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/verification/challenge');
    const answerOf = async (challenge: Promise<Response>) => {
      const { value } = (await (await challenge).json()) as { value: { challengeId: string } };
      const answer = await request.get(`/__sandbox/challenge?challengeId=${value.challengeId}`);
      return ((await answer.json()) as { answer: string }).answer;
    };

    const first = drawn();
    await login.getByRole('button', { name: text('auth.login.submit') }).click();
    const step = login.getByRole('region', { name: text('auth.verification.title') });
    await expect(step.getByRole('img', { name: text('auth.verification.image') })).toBeVisible();
    const wrong = (await answerOf(first)) === '0000' ? '1111' : '0000';

    const second = drawn();
    await step.getByLabel(text('auth.verification.answer')).fill(wrong);
    await step.getByRole('button', { name: text('auth.verification.confirm') }).click();
    await expect(step.getByText(text('error.invalidCaptcha'))).toBeVisible();

    await step.getByLabel(text('auth.verification.answer')).fill(await answerOf(second));
    await step.getByLabel(text('auth.verification.answer')).press('Enter');
    await expect(page.getByRole('dialog', { name: text('auth.afterLogin.title') })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('demo_vip');
  });
});
