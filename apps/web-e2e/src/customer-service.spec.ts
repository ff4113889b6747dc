import { expect, test } from '@playwright/test';
import { accountMenu, startLoggedIn } from './shell-session';
import { text } from './shell-text';

/** The sandbox's chat page with `?channel=vip` (a member's channel by rank: libs/auth service-channel.spec.tsx). */
const VIP_CHAT = /\/__sandbox\/customer-service\?channel=vip$/;

test.describe('customer service on the player’s channel (spec §6, §7)', () => {
  test('a VIP player above rank 4 gets the VIP channel', async ({ page, baseURL }) => {
    await startLoggedIn(page, baseURL ?? '', 'vip');
    await page.goto('/');
    await expect(accountMenu(page, 'demo_vip')).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page
      .getByRole('navigation', { name: text('sidebar.label') })
      .getByRole('button', { name: text('sidebar.customerService') })
      .click();
    await expect(await popup).toHaveURL(VIP_CHAT);
  });
});
