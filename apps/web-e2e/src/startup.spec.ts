import { expect, test } from '@playwright/test';
import { text } from './shell-text';

test.describe('startup by system status (spec §2)', () => {
  test('status 0: the home page renders with the brand title, header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Lucky Harbor');
    await expect(page.getByRole('heading', { name: text('home.welcome', { brand: 'Lucky Harbor' }) })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  });

  test('status 1: the System Maintenance page, whose Contact Us opens customer service', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-sandbox-scenario': 'maintenance' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text('system.maintenance.title') })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: text('system.contactUs') }).click();
    await expect(await popup).toHaveURL(/\/__sandbox\/customer-service$/);
  });

  test('status 2: the IP Restriction page shows the visitor IP and country', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-sandbox-scenario': 'region' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text('system.region.title') })).toBeVisible();
    await expect(page.getByText(text('system.region.ip', { ip: '127.0.0.1' }))).toBeVisible();
    await expect(page.getByText(text('system.region.country', { country: 'Singapore' }))).toBeVisible();
    await expect(page.getByRole('button', { name: text('system.contactUs') })).toBeVisible();
  });
});
