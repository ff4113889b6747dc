import { expect, test } from '@playwright/test';
import { accountMenu, startLoggedIn } from './shell-session';
import { text } from './shell-text';

test.describe('modal lifecycle in the browser (spec §4)', () => {
  test('a modal holds the page under it (scroll kept, side bar under its backdrop) and the focus in it (its close button first, Tab stays inside); Escape gives back the scroll and the focus', async ({
    page,
    baseURL,
  }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'member');
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    const name = accountMenu(page, member.userName);
    await expect(name).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    // Opened from where the player is, without scrolling back up first.
    await name.dispatchEvent('click');
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.menu.myAccount') })
      .dispatchEvent('click');
    const center = page.getByRole('dialog', { name: text('member.center.title') });
    await expect(center).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('position', 'fixed');
    expect(await page.evaluate(() => document.body.style.top)).toBe(`-${scrolled}px`);
    await expect(center.getByRole('button', { name: text('modal.close') })).toBeFocused();

    // Nothing of the page floats over the modal: the fixed side bar is under its backdrop.
    const side = await page.getByRole('navigation', { name: text('sidebar.label') }).boundingBox();
    const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('nav'), {
      x: (side?.x ?? 0) + (side?.width ?? 0) / 2,
      y: (side?.y ?? 0) + (side?.height ?? 0) / 2,
    });
    expect(onTop).toBe(false);

    // Tab stays inside the dialog.
    for (let step = 0; step < 20; step += 1) await page.keyboard.press('Tab');
    expect(await center.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(name).toBeFocused();
  });

  test('a modal taller than the window starts at its top and scrolls to its end', async ({ page, baseURL }) => {
    const member = await startLoggedIn(page, baseURL ?? '', 'member');
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/');
    await accountMenu(page, member.userName).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.menu.myAccount') })
      .click();
    const center = page.getByRole('dialog', { name: text('member.center.title') });
    await expect(center.getByRole('heading', { name: text('member.center.title') })).toBeInViewport();
    const last = center.getByRole('tab', { name: text('member.entry.messageV2') });
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
  });
});
