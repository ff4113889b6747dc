import { expect, test } from '@playwright/test';
import { layoutProblems } from './layout-check';
import { BRAND_NAME, text } from './shell-text';

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nothing covers the header, menus or page, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: text('home.welcome', { brand: BRAND_NAME }) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('sidebar.label') })).toBeVisible();
    const problems = await layoutProblems(page);
    expect(problems.checked).toBeGreaterThan(10);
    expect(problems.overlaps).toEqual([]);
    expect(problems.outside).toEqual([]);
  });

  test('the side bar keeps its entries but shows no QR code to scan with the same phone', async ({ page }) => {
    await page.goto('/');
    const sideBar = page.getByRole('navigation', { name: text('sidebar.label') });
    await expect(sideBar.getByRole('button', { name: text('sidebar.customerService') })).toBeVisible();
    await expect(sideBar.getByRole('img', { name: text('sidebar.qrCode') })).toBeHidden();
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side bar shows its 125 px QR code beside the page, covering nothing', async ({ page }) => {
    await page.goto('/');
    const qr = page.getByRole('navigation', { name: text('sidebar.label') }).getByRole('img', { name: text('sidebar.qrCode') });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())?.width).toBe(125);
    const problems = await layoutProblems(page);
    expect(problems.overlaps).toEqual([]);
    expect(problems.outside).toEqual([]);
  });
});
